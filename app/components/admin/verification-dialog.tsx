/**
 * The Verification Management dialog (SPEC.md section 2, Overlay 7), opened by the home page's
 * Verify Users button: the counts verified / pending / rejected, a search and the status tabs,
 * the table Name, Contact, Location, Occupation, Status, Actions, pages of users; and the Review
 * sub-dialog with Approve, Reject and Set Pending. Both are routes of the admin area
 * (/admin/verification, /admin/verification/{id}), so each works without JavaScript and its
 * loader checks the admin role; the Review buttons post to their own route's action, and Reject
 * asks first (the action answers it with a question; ConfirmStep).
 */
import { useActionData, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";

import type { AdminUserRecord, PageCursor, TabCounts } from "~/models/admin";
import type { UserTab } from "~/models/admin/rules";

import { outcomeOf, useOutcomeToast } from "../ui/action-result";
import { Button, LinkButton } from "../ui/button";
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
} from "./parts";
import type { SearchRefusal } from "~/utils/search.schema";
import type { BulkOutcome, BulkQuestion } from "./users-dashboard";

export const VERIFICATION_PATH = "/admin/verification";

interface VerificationListData {
  users: AdminUserRecord[];
  counts: TabCounts;
  /** The newer and the older page (keyset cursors), and this page's own. */
  previous: PageCursor | null;
  next: PageCursor | null;
  at: PageCursor;
  q: string;
  tab: UserTab;
  /** A search refused as too long (then `q` is empty and the list unfiltered). */
  refused: SearchRefusal | null;
}

const fullName = (user: Pick<AdminUserRecord, "firstName" | "lastName" | "username">) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

/** The list's own address parts (kept by the Review dialog so closing it comes back to the same page). */
function verificationSearch(data: Pick<VerificationListData, "q" | "tab" | "at">) {
  return listHref("", { q: data.q, tab: data.tab, ...data.at });
}

export function VerificationList({ data }: { data: VerificationListData }) {
  const { t } = useTranslation();
  const { counts, q, tab, users } = data;
  // A new tab or search starts at the newest users; Previous and Next keep both.
  const href = (params: { tab?: UserTab; q?: string; cursor?: PageCursor }) =>
    listHref(VERIFICATION_PATH, { q: params.q ?? q, tab: params.tab ?? tab, ...params.cursor });
  const search = verificationSearch(data);

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t("admin.verificationDialog.intro")}</p>
      <Figures
        items={[
          { label: t("admin.status.verified"), value: counts.verified, testId: "verification-count-verified" },
          { label: t("admin.status.pending"), value: counts.pending, testId: "verification-count-pending" },
          { label: t("admin.status.rejected"), value: counts.rejected, testId: "verification-count-rejected" },
        ]}
      />
      <UserSearchForm
        path={VERIFICATION_PATH}
        id="verification-search"
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
      {users.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t("admin.users.empty")}
        </p>
      ) : (
        <TableRegion label={t("admin.verificationDialog.caption")}>
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm" data-testid="verification-table">
            <caption className="sr-only">{t("admin.verificationDialog.caption")}</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
              <tr>
                {(["name", "contact", "location", "occupation", "status", "actions"] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2">
                    {t(`admin.verificationDialog.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.map((user) => (
                <tr key={user.id} data-testid="verification-row">
                  <td className="px-3 py-2">
                    <p className="font-semibold text-slate-900">{fullName(user)}</p>
                    <p className="text-slate-600">@{user.username}</p>
                  </td>
                  <td className="px-3 py-2">
                    <p className="break-all">{user.email}</p>
                    <p className="text-slate-600">{user.phoneNumber ?? t("admin.users.table.none")}</p>
                  </td>
                  <td className="px-3 py-2">{user.location ?? t("admin.users.table.none")}</td>
                  <td className="px-3 py-2">{user.occupation ?? t("admin.users.table.none")}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={user.verificationStatus} />
                  </td>
                  <td className="px-3 py-2">
                    <LinkButton
                      to={`${VERIFICATION_PATH}/${encodeURIComponent(user.id)}${search}`}
                      preventScrollReset
                      variant="secondary"
                      size="sm"
                      aria-label={t("admin.verificationDialog.reviewUser", { name: fullName(user) })}
                    >
                      {t("admin.verificationDialog.review")}
                    </LinkButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <Pagination
        previous={data.previous}
        next={data.next}
        href={(cursor) => href({ cursor })}
        LinkComponent={PageLink}
        label={t("admin.pagination.label")}
      />
    </div>
  );
}

const REVIEW_ACTIONS = [
  { status: "verified", label: "admin.verificationDialog.approve", variant: "primary" },
  { status: "rejected", label: "admin.verificationDialog.reject", variant: "danger" },
  { status: "pending", label: "admin.verificationDialog.setPending", variant: "secondary" },
] as const;

/** The Review sub-dialog's content: who the citizen is, their status, and the three decisions. */
export function ReviewUser({ user, action }: { user: AdminUserRecord; action: string }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const fetcherKey = `review-${user.id}`;
  const fetcher = useFetcher<BulkOutcome>({ key: fetcherKey });
  const actionData = useActionData<BulkOutcome>();
  const outcome = outcomeOf<{ confirm?: BulkQuestion }>(fetcher.data ?? actionData, "review");
  useOutcomeToast(outcome);
  // Rejecting asks first: the action answers Reject with this question.
  const [cancelled, setCancelled] = useState<string | null>(null);
  const question = outcome?.ok && outcome.confirm && outcome.confirm.id !== cancelled ? outcome.confirm : null;
  const name = fullName(user);
  const none = t("admin.users.table.none");
  const rows: [string, string][] = [
    ["admin.verificationDialog.columns.contact", user.email],
    ["admin.verificationDialog.phone", user.phoneNumber ?? none],
    ["admin.verificationDialog.columns.location", user.location ?? none],
    ["admin.verificationDialog.columns.occupation", user.occupation ?? none],
    ["admin.verificationDialog.affiliation", user.politicalAffiliation ?? none],
    ["admin.verificationDialog.joined", date(user.createdAt)],
    [
      "admin.verificationDialog.email",
      user.emailConfirmed ? t("admin.verificationDialog.emailConfirmed") : t("admin.users.table.unconfirmed"),
    ],
  ];
  return (
    <div className="space-y-4" data-testid="review-user">
      <div>
        <p className="text-lg font-semibold text-slate-900">{name}</p>
        <p className="text-slate-600">@{user.username}</p>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{t(label)}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-semibold text-slate-700">{t("admin.verificationDialog.columns.status")}</dt>
          <dd data-testid="review-status">
            <StatusBadge status={user.verificationStatus} />
          </dd>
        </div>
      </dl>
      {question ? (
        <ConfirmStep
          fetcherKey={fetcherKey}
          action={action}
          title={t("admin.verificationDialog.rejectTitle", { name })}
          body={t("admin.verificationDialog.rejectBody")}
          fields={[]}
          submit={{ name: "status", value: "rejected", label: t("admin.verificationDialog.rejectConfirm", { name }) }}
          cancelHref={action}
          onCancel={() => setCancelled(question.id)}
          testId="confirm-reject"
        />
      ) : null}
      <fetcher.Form method="post" action={action} className="flex flex-wrap gap-2">
        <fieldset className="contents" disabled={fetcher.state !== "idle" || Boolean(question)}>
          <legend className="sr-only">{t("admin.verificationDialog.decide")}</legend>
          {REVIEW_ACTIONS.map((choice) => (
            <Button key={choice.status} type="submit" name="status" value={choice.status} variant={choice.variant}>
              {t(choice.label)}
            </Button>
          ))}
        </fieldset>
      </fetcher.Form>
    </div>
  );
}
