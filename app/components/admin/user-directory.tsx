/**
 * The user directory of the admin area (/admin/directory; SPEC.md Overlay 5, once a dialog of the
 * home page): search by name or e-mail, 'Showing X of Y users', the Active badge.
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import type { DirectoryEntry } from "~/models/stats";
import type { SearchRefusal } from "~/utils/search.schema";

import { Button } from "../ui/button";

export function UserDirectory({
  users,
  total,
  q,
  refused,
}: {
  users: DirectoryEntry[];
  total: number;
  q: string;
  /** A search refused as too long: what was typed, and why. */
  refused?: SearchRefusal | null;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <Form method="get" action="/admin/directory" role="search" className="flex items-end gap-2" preventScrollReset>
        <div className="flex-1">
          <label htmlFor="user-search" className="text-sm font-medium text-slate-800">
            {t("users.search")}
          </label>
          <input
            id="user-search"
            name="q"
            type="search"
            defaultValue={refused?.text ?? q}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? "user-search-error" : undefined}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3"
          />
          {refused ? (
            <p id="user-search-error" role="alert" className="mt-1 text-sm text-red-800">
              {refused.message}
            </p>
          ) : null}
        </div>
        <Button type="submit">{t("users.searchButton")}</Button>
      </Form>
      {users.length === 0 ? (
        <p className="py-6 text-center text-slate-700">{t("users.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" data-testid="user-directory">
          {users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-semibold">
                  {user.firstName} {user.lastName}{" "}
                  {user.isActive ? (
                    <span className="ml-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                      {t("users.active")}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700">{user.email}</p>
              </div>
              <dl className="flex gap-4 text-sm text-slate-700">
                <div>
                  <dt className="sr-only">{t("users.comments")}</dt>
                  <dd>{t("users.commentsCount", { count: user.totalComments })}</dd>
                </div>
                <div>
                  <dt className="sr-only">{t("users.reputation")}</dt>
                  <dd>{t("users.reputationPoints", { count: user.reputation })}</dd>
                </div>
                <div>
                  <dt className="sr-only">{t("users.joined")}</dt>
                  <dd>
                    {new Date(user.createdAt).toLocaleDateString(i18n.language, {
                      dateStyle: "medium",
                      timeZone: "UTC",
                    })}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-slate-700" data-testid="users-showing">
        {t("users.showing", { shown: users.length, count: total })}
      </p>
    </div>
  );
}
