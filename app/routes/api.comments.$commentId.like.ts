/** POST /api/comments/{id}/like: likes a comment once per user. 200 { success, likes, liked }. */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { like } from "~/models/comments.server";
import { jsonError, methodNotAllowed, translate, translatorFor } from "~/utils/http.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const user = await requireUser(request, context);
  const result = await like(context.db, params.commentId ?? "", user.id);
  if (!result.ok) return jsonError(result.status, translate(await translatorFor(request), result.error));
  return Response.json({ success: true, likes: result.likes, liked: result.created });
}
