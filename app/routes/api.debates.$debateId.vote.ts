/**
 * POST /api/debates/{id}/vote { position: "for" | "against" }.
 * 200 { success, position, counted, notice?, debate } (counted false: the voter's e-mail is not
 * confirmed yet, and `notice` says the vote counts once it is) | 400 (bad position, or already voted: { error, position })
 * | 401 | 404 | 503 with Retry-After (D1 busy: nothing stored, try again).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { counterDoor, redrawCardSoon, voteSchema, vote } from "~/models/debates";
import { jsonError, methodNotAllowed, requirePostBody, translate } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const { t, body } = await requirePostBody(request);
  const input = parseInput(t, body, voteSchema);
  if (!input.ok) return jsonError(400, input.error);
  const debateId = params.debateId ?? "";
  const result = await vote(context.db, { debateId, userId: user.id, ...input.value }, counterDoor(context.env, user));
  if (result.ok) {
    // A vote that does not count yet (e-mail not confirmed) moves no figure: the card stays as drawn.
    if (result.counted) redrawCardSoon(context, debateId);
    return Response.json({
      success: true,
      position: result.position,
      counted: result.counted,
      // Said to the voter whose vote waits for their e-mail's confirmation (docs/api.md).
      ...(result.counted ? {} : { notice: t("vote.pending") }),
      debate: result.debate,
    });
  }
  if (result.status === 400) {
    return Response.json({ error: translate(t, result.error), position: result.existing }, { status: 400 });
  }
  if (result.status === 503) {
    return jsonError(503, translate(t, result.error), { "Retry-After": String(result.retryAfter) });
  }
  return jsonError(result.status, translate(t, result.error));
}
