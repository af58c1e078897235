/**
 * POST /api/debates/{id}/comments { content, position?, parentId?, clientId? }: 201 { success, comment }.
 * The side is the author's vote when they voted, else `position` (default for). With `parentId` it
 * is a reply to that comment of the debate (one level: a reply to a reply answers the same comment).
 * With `clientId` (an idempotency key, 8-64 letters, digits, "_" or "-"), a key this author already
 * used stores nothing and answers 200 with the comment stored the first time.
 * 400 empty or over 5,000 characters (nothing stored), 401 ('Must be logged in to comment'), 404.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { getUser } from "~/auth/guards.server";
import { commentSchema, postComment } from "~/models/discussion";
import { jsonError, methodNotAllowed, requirePostBody, translate, translatorFor } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await getUser(request, context);
  if (!user) return jsonError(401, (await translatorFor(request))("comments.errors.signIn"));
  const { t, body } = await requirePostBody(request);
  const input = parseInput(t, body, commentSchema);
  if (!input.ok) return jsonError(400, input.error);
  const result = await postComment(
    context.db,
    { debateId: params.debateId ?? "", userId: user.id, ...input.value },
    context,
  );
  if (!result.ok) return jsonError(result.status, translate(t, result.error));
  return Response.json({ success: true, comment: result.comment }, { status: result.created ? 201 : 200 });
}
