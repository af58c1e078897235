/**
 * POST /debates/{id}/vote: the vote form without JavaScript. Returns to the same page,
 * at the card (#debate-{id}); a second vote opens the discussion instead.
 * (With JavaScript the form uses POST /api/debates/{id}/vote.)
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { vote } from "~/models/votes.server";
import { safeRedirect, translate, translatorFor } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { withDialog } from "~/utils/urls";

export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/debates/${params.debateId ?? ""}`);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  const form = await request.formData();
  const debateId = params.debateId ?? "";
  const back = safeRedirect(form.get("redirectTo"), `/debates/${debateId}`);
  const result = await vote(context.db, debateId, user.id, { position: form.get("position") });
  const toastContext = { config: context.config, request };

  if (result.ok) {
    return redirectWithToast(`${back}#debate-${debateId}`, { title: t("vote.recorded") }, toastContext);
  }
  if (result.existing) {
    const [path, search = ""] = back.split("?");
    const discussion =
      path === "/" ? withDialog(search ? `?${search}` : "", { debate: debateId }) : `/debates/${debateId}`;
    return redirectWithToast(discussion, { title: translate(t, result.error) }, toastContext);
  }
  return redirectWithToast(
    back,
    { title: t("vote.failed"), description: translate(t, result.error), variant: "destructive" },
    toastContext,
  );
}
