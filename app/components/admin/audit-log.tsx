/**
 * The audit log page (/admin/audit): the filter form (a plain GET form: action, admin, dates),
 * the entries newest first (when, who, what, on whom, before → after), and the keyset pages.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import type { AuditPerson, AuditRecord } from "~/models/audit";

import { Button, buttonClass } from "../ui/button";
import { TableRegion, listHref, useFormatters } from "./parts";

interface AuditLogData {
  entries: AuditRecord[];
  admins: AuditPerson[];
  actions: readonly string[];
  filters: { action: string; actor: string; from: string; to: string };
  /** Showing an older page (a cursor is set). */
  paged: boolean;
  /** The cursor of the next older page, when there is one. */
  older: string | null;
}

const PATH = "/admin/audit";
const actionKey = (action: string) => `admin.audit.actions.${action.replace(/\./g, "_")}`;

/** A before/after value as a short line: `{ verificationStatus: "verified" }` → "verificationStatus: verified". */
function describe(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${key}: ${typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(", ");
}

const inputClass = "mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3";

export function AuditLog({ data }: { data: AuditLogData }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const { filters, entries } = data;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <section aria-labelledby="audit-title" className="space-y-5">
      <div>
        <h2 id="audit-title" className="text-xl font-semibold text-slate-900">
          {t("admin.audit.title")}
        </h2>
        <p className="mt-1 text-slate-700">{t("admin.audit.intro")}</p>
      </div>

      <Form
        method="get"
        action={PATH}
        aria-label={t("admin.audit.filters.label")}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        data-testid="audit-filters"
      >
        <div>
          <label htmlFor="audit-action" className="text-sm font-medium text-slate-800">
            {t("admin.audit.filters.action")}
          </label>
          <select id="audit-action" name="action" defaultValue={filters.action} className={inputClass}>
            <option value="">{t("admin.audit.filters.anyAction")}</option>
            {data.actions.map((action) => (
              <option key={action} value={action}>
                {t(actionKey(action))}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-actor" className="text-sm font-medium text-slate-800">
            {t("admin.audit.filters.actor")}
          </label>
          <select id="audit-actor" name="actor" defaultValue={filters.actor} className={inputClass}>
            <option value="">{t("admin.audit.filters.anyActor")}</option>
            {data.admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.name} (@{admin.username})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className="text-sm font-medium text-slate-800">
            {t("admin.audit.filters.from")}
          </label>
          <input id="audit-from" name="from" type="date" defaultValue={filters.from} className={inputClass} />
        </div>
        <div>
          <label htmlFor="audit-to" className="text-sm font-medium text-slate-800">
            {t("admin.audit.filters.to")}
          </label>
          <input id="audit-to" name="to" type="date" defaultValue={filters.to} className={inputClass} />
        </div>
        <div className="flex items-end gap-2">
          <Button type="submit">{t("admin.audit.filters.apply")}</Button>
          {filtered ? (
            <Link to={PATH} className={buttonClass({ variant: "ghost" })}>
              {t("admin.audit.filters.clear")}
            </Link>
          ) : null}
        </div>
      </Form>

      {entries.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700"
          data-testid="audit-empty"
        >
          {t("admin.audit.empty")}
        </p>
      ) : (
        <TableRegion label={t("admin.audit.table.caption")}>
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm" data-testid="audit-table">
            <caption className="sr-only">{t("admin.audit.table.caption")}</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("admin.audit.table.when")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.audit.table.who")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.audit.table.action")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.audit.table.target")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.audit.table.change")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-row">
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2">
                    {entry.actor ? (
                      <>
                        <p className="font-semibold text-slate-900">{entry.actor.name}</p>
                        <p className="text-slate-600">@{entry.actor.username}</p>
                      </>
                    ) : (
                      <p className="text-slate-600">{t("admin.audit.table.deletedAccount")}</p>
                    )}
                  </td>
                  <td className="px-3 py-2">{t(actionKey(entry.action))}</td>
                  <td className="px-3 py-2">
                    {entry.targetUser ? (
                      <>
                        <p className="font-semibold text-slate-900">{entry.targetUser.name}</p>
                        <p className="text-slate-600">@{entry.targetUser.username}</p>
                      </>
                    ) : (
                      <p className="break-all text-slate-700">{entry.target ?? t("admin.audit.table.nothing")}</p>
                    )}
                  </td>
                  <td className="px-3 py-2" data-testid="audit-change">
                    <span className="text-slate-700">{describe(entry.before) || t("admin.audit.table.nothing")}</span>
                    {" → "}
                    <span className="font-semibold text-slate-900">
                      {describe(entry.after) || t("admin.audit.table.nothing")}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}

      {data.paged || data.older ? (
        <nav aria-label={t("admin.pagination.label")} className="flex flex-wrap justify-between gap-3 text-sm">
          {data.paged ? (
            <Link
              to={listHref(PATH, filters)}
              className="inline-flex min-h-11 items-center font-semibold text-indigo-800 hover:underline"
            >
              {t("admin.audit.newest")}
            </Link>
          ) : (
            <span />
          )}
          {data.older ? (
            <Link
              to={listHref(PATH, { ...filters, before: data.older })}
              className="inline-flex min-h-11 items-center font-semibold text-indigo-800 hover:underline"
            >
              {t("admin.audit.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
