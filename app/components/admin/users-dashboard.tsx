/**
 * The users dashboard (SPEC.md section 2, Admin): total users, search, the status tabs with their
 * counts, the stat tiles, the user table with its select boxes, and the bulk bar (Verify All, Reject
 * All, Clear Selection). The select boxes belong to one form posting to /admin/users's own action:
 * a plain post without JavaScript, a fetcher with it. Changing tab, search or page starts with
 * nothing selected; rejecting asks first.
 */
import { Link, useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";

import type { AdminUserRecord, PageCursor, TabCounts, UserTotals } from "~/models/admin";
import type { UserTab } from "~/models/admin/rules";
import type { ActionOutcome } from "~/utils/action.server";

import { outcomeOf, useOutcomeToast } from "../ui/action-result";
import { Button } from "../ui/button";
import {
  ConfirmStep,
  Figures,
  PageLink,
  Pagination,
  StatusBadge,
  StatusTabs,
  TableRegion,
  UserSearchForm,
  listHref,
  useFormatters,
  useHydrated,
} from "./parts";
import type { SearchRefusal } from "~/utils/search.schema";

interface DashboardData {
  users: AdminUserRecord[];
  counts: TabCounts;
  totals: UserTotals;
  /** The newer and the older page (keyset cursors), and this page's own. */
  previous: PageCursor | null;
  next: PageCursor | null;
  at: PageCursor;
  q: string;
  tab: UserTab;
  /** A search refused as too long (then `q` is empty and the list unfiltered). */
  refused: SearchRefusal | null;
  /** ?select=all: every box on the page starts checked (the select-all of pages without JavaScript). */
  selectAll: boolean;
}

/** The question asked before rejecting citizens or making admins. */
export interface BulkQuestion {
  /** Tells one question from the next (a cancelled one stays cancelled). */
  id: string;
  question: "reject" | "admin";
  userIds: string[];
}
export type BulkOutcome = ActionOutcome<{ confirm?: BulkQuestion; changed?: number }>;

const PATH = "/admin/users";

export function UsersDashboard({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const { counts, totals, q, tab, at } = data;
  // A new tab or search starts at the newest users; Previous and Next keep both.
  const href = (params: { tab?: UserTab; q?: string; cursor?: PageCursor }) =>
    listHref(PATH, { q: params.q ?? q, tab: params.tab ?? tab, ...params.cursor });

  return (
    <section aria-labelledby="users-title" className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="users-title" className="text-xl font-semibold text-slate-900">
          {t("admin.users.title")}
        </h2>
        <p className="text-slate-700" data-testid="total-users">
          {t("admin.users.totalUsers", { total: number(totals.totalUsers) })}
        </p>
      </div>

      <Figures
        items={[
          { label: t("admin.users.stats.verified"), value: totals.verified, testId: "stat-verified" },
          { label: t("admin.users.stats.unverified"), value: totals.unverified, testId: "stat-unverified" },
          { label: t("admin.users.stats.votes"), value: totals.totalVotes, testId: "stat-votes" },
          { label: t("admin.users.stats.comments"), value: totals.totalComments, testId: "stat-comments" },
        ]}
      />

      <UserSearchForm
        path={PATH}
        id="admin-user-search"
        q={q}
        tab={tab}
        clearHref={href({ q: "" })}
        refused={data.refused}
      />

      <StatusTabs
        counts={counts}
        current={tab}
        href={(next) => href({ tab: next })}
        LinkComponent={PageLink}
        label={t("admin.tabs.label")}
      />

      {/* A new tab, search or page is a new selection. */}
      <Selection key={`${tab}|${q}|${at.before ?? ""}|${at.after ?? ""}`} data={data} />

      <Pagination
        previous={data.previous}
        next={data.next}
        href={(cursor) => href({ cursor })}
        LinkComponent={PageLink}
        label={t("admin.pagination.label")}
      />
    </section>
  );
}

function Selection({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<BulkOutcome>({ key: "admin-bulk" });
  const actionData = useActionData<BulkOutcome>();
  const outcome = outcomeOf<{ confirm?: BulkQuestion }>(fetcher.data ?? actionData, "bulk");
  useOutcomeToast(outcome);
  const ids = data.users.map((u) => u.id);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(data.selectAll ? ids : []));
  const done = useRef<string | null>(null);
  const pending = fetcher.state !== "idle";

  // After a change goes through, nothing stays selected.
  useEffect(() => {
    if (outcome?.ok && outcome.toast && done.current !== outcome.toast.id) {
      done.current = outcome.toast.id;
      setSelected(new Set());
    }
  }, [outcome]);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const [cancelled, setCancelled] = useState<string | null>(null);
  const question = outcome?.ok && outcome.confirm && outcome.confirm.id !== cancelled ? outcome.confirm : null;
  const here = { q: data.q, tab: data.tab, ...data.at };

  return (
    <>
      {question ? (
        <ConfirmBulk question={question} cancelHref={listHref(PATH, here)} onCancel={() => setCancelled(question.id)} />
      ) : null}
      <fetcher.Form method="post" id="bulk-form" onReset={() => setSelected(new Set())} preventScrollReset />
      {data.users.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {t("admin.users.empty")}
        </p>
      ) : (
        <TableRegion label={t("admin.users.table.caption")}>
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm" data-testid="admin-user-table">
            <caption className="sr-only">{t("admin.users.table.caption")}</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {hydrated ? (
                    <input
                      type="checkbox"
                      className="h-5 w-5"
                      aria-label={t("admin.users.table.selectAll")}
                      checked={allSelected}
                      onChange={(event) => setSelected(new Set(event.target.checked ? ids : []))}
                    />
                  ) : (
                    <Link
                      to={listHref(PATH, { ...here, select: "all" })}
                      className="normal-case text-indigo-800 underline"
                      preventScrollReset
                    >
                      {t("admin.users.table.selectAllLink")}
                    </Link>
                  )}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.users.table.user")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.users.table.contact")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.users.table.status")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.users.table.activity")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.users.table.occupation")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.users.table.joined")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  checked={selected.has(user.id)}
                  onChange={(on) => toggle(user.id, on)}
                />
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <BulkBar count={selected.size} hydrated={hydrated} pending={pending} />
    </>
  );
}

function UserRow({
  user,
  checked,
  onChange,
}: {
  user: AdminUserRecord;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <tr data-testid="admin-user-row">
      <td className="px-3 py-2">
        <input
          type="checkbox"
          name="userId"
          value={user.id}
          form="bulk-form"
          className="h-5 w-5"
          aria-label={t("admin.users.table.selectUser", { name })}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
      </td>
      <td className="px-3 py-2">
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="text-slate-600">@{user.username}</p>
        {user.role === "admin" ? (
          <span className="mt-1 inline-block rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-900">
            {t("admin.users.table.adminBadge")}
          </span>
        ) : null}
      </td>
      <td className="px-3 py-2">
        <p className="break-all">{user.email}</p>
        <p className="text-slate-600">{user.phoneNumber ?? t("admin.users.table.none")}</p>
      </td>
      <td className="px-3 py-2">
        <StatusBadge status={user.verificationStatus} />
        {user.emailConfirmed ? null : (
          <p className="mt-1 text-xs text-slate-600">{t("admin.users.table.unconfirmed")}</p>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        <p>{t("admin.users.table.votes", { count: user.totalVotes })}</p>
        <p>{t("admin.users.table.comments", { count: user.totalComments })}</p>
      </td>
      <td className="px-3 py-2">
        <p>{user.occupation ?? t("admin.users.table.none")}</p>
        <p className="text-slate-600">{user.politicalAffiliation ?? t("admin.users.table.none")}</p>
      </td>
      <td className="whitespace-nowrap px-3 py-2">{date(user.createdAt)}</td>
    </tr>
  );
}

/** The bulk bar's buttons: each submits the checked boxes with its own field. */
const BULK_ACTIONS = [
  { name: "status", value: "verified", label: "admin.users.bulk.verifyAll", variant: "primary" },
  { name: "status", value: "rejected", label: "admin.users.bulk.rejectAll", variant: "danger" },
  { name: "status", value: "pending", label: "admin.users.bulk.pendingAll", variant: "secondary" },
  { name: "role", value: "admin", label: "admin.users.bulk.makeAdmin", variant: "secondary" },
  { name: "role", value: "citizen", label: "admin.users.bulk.makeCitizen", variant: "secondary" },
] as const;

function BulkBar({ count, hydrated, pending }: { count: number; hydrated: boolean; pending: boolean }) {
  const { t } = useTranslation();
  const none = hydrated && count === 0;
  return (
    <div
      role="group"
      aria-label={t("admin.users.bulk.label")}
      className="sticky bottom-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-slate-300 bg-white p-3 shadow-md"
      data-testid="bulk-bar"
    >
      <p className="mr-auto text-sm text-slate-800" aria-live="polite" data-testid="bulk-selected">
        {hydrated ? t("admin.users.bulk.selected", { count }) : t("admin.users.bulk.hint")}
      </p>
      {BULK_ACTIONS.map(({ name, value, label, variant }) => (
        <Button
          key={`${name}-${value}`}
          type="submit"
          form="bulk-form"
          name={name}
          value={value}
          size="sm"
          variant={variant}
          disabled={none || pending}
        >
          {t(label)}
        </Button>
      ))}
      <Button type="reset" form="bulk-form" size="sm" variant="secondary" disabled={none}>
        {t("admin.users.bulk.clear")}
      </Button>
    </div>
  );
}

/**
 * Rejecting takes citizens out of the verified figures and tells each of them; making admins hands
 * them the whole admin area: the page asks first.
 */
function ConfirmBulk({
  question,
  cancelHref,
  onCancel,
}: {
  question: BulkQuestion;
  cancelHref: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const reject = question.question === "reject";
  const count = question.userIds.length;
  return (
    <ConfirmStep
      fetcherKey="admin-bulk"
      title={reject ? t("admin.users.confirm.title", { count }) : t("admin.users.confirm.adminTitle", { count })}
      body={reject ? t("admin.users.confirm.body") : t("admin.users.confirm.adminBody")}
      fields={question.userIds.map((id) => ["userId", id])}
      submit={{
        name: reject ? "status" : "role",
        value: reject ? "rejected" : "admin",
        label: reject ? t("admin.users.confirm.confirm", { count }) : t("admin.users.confirm.adminConfirm", { count }),
      }}
      cancelHref={cancelHref}
      onCancel={onCancel}
      testId="confirm-bulk"
    />
  );
}
