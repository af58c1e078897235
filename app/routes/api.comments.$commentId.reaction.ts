/**
 * POST /api/comments/{id}/reaction { reaction: "agree" | "disagree" | "pass" }: the caller's reaction
 * to a top-level argument (common ground, docs/common-ground.md); a second call replaces it.
 * 200 { success, reaction, counted, reactions, notice? } (counted false with `notice` while the
 * caller's e-mail is not confirmed: it counts once it is) | 400 | 401 | 403 (own argument) | 404.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { react, reactionSchema } from "~/models/discussion";
import { jsonError, methodNotAllowed, requirePostBody, translate } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const user = await requireUser(request, context);
  const { t, body } = await requirePostBody(request);
  const input = parseInput(t, body, reactionSchema);
  if (!input.ok) return jsonError(400, input.error);
  const result = await react(context.db, {
    commentId: params.commentId ?? "",
    userId: user.id,
    reaction: input.value.reaction,
  });
  if (!result.ok) return jsonError(result.status, translate(t, result.error));
  return Response.json({
    success: true,
    reaction: result.reaction,
    counted: result.counted,
    reactions: result.reactions,
    ...(result.counted ? {} : { notice: t("discussion.reactionPending") }),
  });
}
