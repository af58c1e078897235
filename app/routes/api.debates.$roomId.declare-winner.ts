/**
 * POST /api/debates/{room}/declare-winner { scoringMethod: "comprehensive" }: the room's host or an
 * admin declares its competition's winner (docs/competition.md). 200 with the winner declaration
 * (the same one on every later call) | 400 | 401 | 403 | 404 (no such live room) | 409 (the room is
 * still live, or has no scores).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { declareWinnerSchema, declareWinner, type Declaration } from "~/models/competition";
import { jsonError, methodNotAllowed, requirePostBody, resultError, type Translate } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const { t, body } = await requirePostBody(request);
  const input = parseInput(t, body, declareWinnerSchema);
  if (!input.ok) return jsonError(400, input.error);
  const result = await declareWinner(context.db, params.roomId ?? "", user, input.value);
  if (!result.ok) return resultError(t, result);
  return Response.json(declarationJson(t, result.declaration));
}

/** SPEC.md section 3's "Winner declaration", achievements titled and described in the caller's language. */
function declarationJson(t: Translate, d: Declaration) {
  return {
    roomId: d.roomId,
    debateEndedAt: d.debateEndedAt,
    winnerUsername: d.winnerUsername,
    winningPosition: d.winningPosition,
    supportScore: d.supportScore,
    opposeScore: d.opposeScore,
    runnerUpUsername: d.runnerUpUsername,
    totalParticipants: d.totalParticipants,
    scoringMethod: d.scoringMethod,
    resultSummary: d.resultSummary,
    mvpMessage: d.mvpMessage,
    declaredAt: d.declaredAt,
    achievements: d.achievements.map((a) => ({
      achievementType: a.achievementType,
      title: t(`competition.achievements.types.${a.achievementType}.title`),
      description: t(`competition.achievements.types.${a.achievementType}.description`),
      username: a.username,
    })),
  };
}
