/**
 * POST /debates/{id}/comments: the comment form without JavaScript; back to the
 * discussion it was posted from. (With JavaScript: POST /api/debates/{id}/comments.)
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { postComment } from "~/models/comments.server";
import { safeRedirect, translate, translatorFor } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/debates/${params.debateId ?? ""}`);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  const form = await request.formData();
  const debateId = params.debateId ?? "";
  const back = safeRedirect(form.get("redirectTo"), `/debates/${debateId}`);
  const result = await postComment(context.db, debateId, user.id, {
    content: form.get("content") ?? "",
    position: form.get("position") ?? undefined,
  });
  const toastContext = { config: context.config, request };
  if (result.ok) {
    return redirectWithToast(
      back,
      { title: t("discussion.posted.title"), description: t("discussion.posted.description") },
      toastContext,
    );
  }
  return redirectWithToast(
    back,
    { title: t("discussion.error.title"), description: translate(t, result.error), variant: "destructive" },
    toastContext,
  );
}
