/**
 * /admin/directory (?q=): the user directory (SPEC.md Overlay 5), once a dialog of the home page:
 * search by name or e-mail, 'Showing X of Y users', the Active badge. Read-only.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { requireRole } from "~/auth/guards.server";
import { UserDirectory } from "~/components/admin/user-directory";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { searchUserDirectory } from "~/models/reputation.server";

export const handle: I18nHandle = { i18n: ["admin", "debates"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const { users, total } = await searchUserDirectory(context.db, { q: q || undefined });
  return { users, total, q };
}

export default function AdminDirectory() {
  const { users, total, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="directory-title" data-testid="users-overlay">
      <h2 id="directory-title" className="mb-4 text-xl font-semibold text-slate-900">
        {t("users.title")}
      </h2>
      <UserDirectory users={users} total={total} q={q} />
    </section>
  );
}
