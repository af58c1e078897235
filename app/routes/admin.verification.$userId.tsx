/**
 * /admin/verification/{id}: the Review sub-dialog of the Verification Management dialog: one
 * citizen's record with Approve, Reject and Set Pending. Its action is those buttons
 * (reviewUserAction → setVerificationStatus: the change, its audit entry and the citizen's
 * notification in one D1 batch). A plain post comes back here with the toast.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";

import { reviewUserAction } from "~/actions/verification-forms.server";
import { requireRole } from "~/auth/guards.server";
import { ReviewUser, VERIFICATION_PATH } from "~/components/admin/verification-dialog";
import { RouteDialog } from "~/components/ui/route-dialog";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { getAdminUser } from "~/models/admin";
import { adminActor } from "~/models/audit";
import { readForm } from "~/utils/action.server";
import { notFound } from "~/utils/http.server";

export const handle: I18nHandle = { i18n: ["admin"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const user = await getAdminUser(context.db, params.userId ?? "");
  if (!user) notFound();
  return { user };
}

export async function action(args: ActionFunctionArgs) {
  const admin = await requireRole(args.request, args.context, "admin");
  const form = await readForm(args);
  return reviewUserAction(args, adminActor(admin), args.params.userId ?? "", form);
}

export default function ReviewVerification() {
  const { user } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { t } = useTranslation();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <RouteDialog
      title={t("admin.verificationDialog.reviewTitle", { name })}
      closeTo={`${VERIFICATION_PATH}${search}`}
      testId="review-dialog"
    >
      <ReviewUser user={user} action={`${VERIFICATION_PATH}/${encodeURIComponent(user.id)}${search}`} />
    </RouteDialog>
  );
}
