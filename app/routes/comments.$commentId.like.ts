/** POST /comments/{id}/like: liking without JavaScript; back to the discussion. */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { like } from "~/models/comments.server";
import { safeRedirect, translate, translatorFor } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export const loader = () => redirect("/");

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"));
  const result = await like(context.db, params.commentId ?? "", user.id);
  if (result.ok) return redirect(back);
  const t = await translatorFor(request);
  return redirectWithToast(
    back,
    { title: t("discussion.error.title"), description: translate(t, result.error), variant: "destructive" },
    { config: context.config, request },
  );
}
