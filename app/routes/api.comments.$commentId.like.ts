/**
 * POST /api/comments/{id}/like: likes a comment once per user. 200 { success, likes, liked, counted,
 * notice? }: `likes` counts the likes of confirmed e-mails; `counted` says whether the caller's like
 * is among them (false with `notice` while their e-mail is not confirmed: it counts once it is).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { like } from "~/models/discussion";
import { jsonError, methodNotAllowed, translate, translatorFor } from "~/utils/http.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const user = await requireUser(request, context);
  const result = await like(context.db, params.commentId ?? "", user.id);
  const t = await translatorFor(request);
  if (!result.ok) return jsonError(result.status, translate(t, result.error));
  return Response.json({
    success: true,
    likes: result.likes,
    liked: result.created,
    counted: result.yours === "counted",
    // Said to the liker whose like waits for their e-mail's confirmation (docs/api.md).
    ...(result.yours === "pending" ? { notice: t("discussion.likePending") } : {}),
  });
}
