/** The contract of the debate competition doors (docs/api.md "Debate competitions", docs/competition.md). */
import { declarationSchema, leaderboardSchema } from "~/models/competition";
import { declareWinnerSchema } from "~/models/competition";

import { common, PARAMS, refusal, type ApiOperation } from "../define";

export const competitionOperations: ApiOperation[] = [
  {
    file: "api.debates.$roomId.scores.ts",
    method: "get",
    path: "/api/debates/{roomId}/scores",
    operationId: "roomScores",
    tag: "competition",
    summary: "A live room's leaderboard, best first",
    description: "`[]` before the session is scored.",
    access: "public",
    params: { roomId: PARAMS.roomId },
    responses: {
      200: { description: "The leaderboard.", schema: leaderboardSchema },
      404: refusal("No such live room (a debate's id included)."),
    },
  },
  {
    file: "api.debates.$roomId.declare-winner.ts",
    method: "post",
    path: "/api/debates/{roomId}/declare-winner",
    operationId: "declareWinner",
    tag: "competition",
    summary: "Declare a live room's winner",
    description: "The room's host or an admin. The same declaration on every later call.",
    access: "signedIn",
    params: { roomId: PARAMS.roomId },
    body: declareWinnerSchema,
    responses: {
      200: { description: "The winner declaration.", schema: declarationSchema },
      400: refusal("Another scoring method."),
      401: common.unauthorized,
      403: refusal("Neither the room's host nor an admin, or a cross-site request."),
      404: refusal("No such live room."),
      409: refusal("The room is still live, or has no scores."),
    },
  },
];
