/**
 * GET /api/debates/{room}/scores: the room's competition leaderboard (SPEC.md section 7: an array of
 * score entries, ranked by the comprehensive method, docs/competition.md). Rooms and debates share
 * the /api/debates/{x} prefix: an id that is not a live room is 404 here.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { getCompetitionRoom, getScores } from "~/models/competition";
import { jsonError, translatorFor } from "~/utils/http.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const roomId = params.roomId ?? "";
  const room = await getCompetitionRoom(context.db, roomId);
  if (!room) return jsonError(404, (await translatorFor(request))("competition.errors.roomNotFound"));
  const { leaderboard } = await getScores(context.db, roomId);
  return Response.json(leaderboard, { headers: { "Cache-Control": "no-store" } });
}
