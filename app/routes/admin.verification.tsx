/**
 * /admin/verification (?q=&tab=&before=|after=): the Verification Management dialog of the home page's
 * Verify Users button (SPEC.md Overlay 7), a route of the admin area so its data comes from here
 * (admins only), never from the home loader. Closing it goes back to the home page. Its child
 * /admin/verification/{id} is the Review sub-dialog, shown over it.
 */
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { data } from "~/utils/remix.server";
import { Outlet, useLoaderData } from "@remix-run/react";

import { requireRole } from "~/auth/guards.server";
import { VerificationList } from "~/components/admin/verification-dialog";
import { RouteDialog } from "~/components/ui/route-dialog";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { readUserListQuery, VERIFICATION_PAGE_SIZE, listAdminUsers } from "~/models/admin";
import { translatorFor } from "~/utils/http.server";
import { searchRefusal } from "~/utils/search.server";

export const handle: I18nHandle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const params = new URL(request.url).searchParams;
  const { query, searchRefused } = readUserListQuery(params);
  const [list, t, refused] = await Promise.all([
    listAdminUsers(context.db, query, VERIFICATION_PAGE_SIZE),
    translatorFor(request),
    searchRefused ? searchRefusal(request, params) : null,
  ]);
  const meta = { title: t("admin.verificationDialog.metaTitle") };
  return data({ ...list, q: query.q ?? "", tab: query.tab, refused, meta }, { status: refused ? 400 : 200 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "" },
  { name: "robots", content: "noindex" },
];

export default function AdminVerification() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <RouteDialog title={t("admin.verificationDialog.title")} closeTo="/" testId="verification-dialog" wide>
        <VerificationList data={data} />
      </RouteDialog>
      {/* The Review sub-dialog: a sibling, so it opens above this one. */}
      <Outlet />
    </>
  );
}
