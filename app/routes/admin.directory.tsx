/**
 * /admin/directory (?q=): the user directory (SPEC.md Overlay 5), once a dialog of the home page:
 * search by name or e-mail, 'Showing X of Y users', the Active badge. Read-only.
 */
import { type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "~/utils/remix.server";
import { useLoaderData } from "@remix-run/react";

import { requireRole } from "~/auth/guards.server";
import { UserDirectory } from "~/components/admin/user-directory";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { searchUserDirectory } from "~/models/stats";
import { searchText } from "~/utils/search.schema";
import { searchRefusal } from "~/utils/search.server";

export const handle: I18nHandle = { i18n: ["admin", "debates"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const params = new URL(request.url).searchParams;
  const q = searchText.optional().safeParse(params.get("q") ?? undefined);
  const [{ users, total }, refused] = await Promise.all([
    searchUserDirectory(context.db, { q: q.data }),
    q.success ? null : searchRefusal(request, params),
  ]);
  return data({ users, total, q: q.data ?? "", refused }, { status: refused ? 400 : 200 });
}

export default function AdminDirectory() {
  const { users, total, q, refused } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="directory-title" data-testid="users-overlay">
      <h2 id="directory-title" className="mb-4 text-xl font-semibold text-slate-900">
        {t("users.title")}
      </h2>
      <UserDirectory users={users} total={total} q={q} refused={refused} />
    </section>
  );
}
