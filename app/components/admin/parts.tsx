/**
 * Small pieces the admin screens share: the status badge, the status tabs, page links, figures,
 * dates, list addresses, the table region, the question asked before a change that is hard on people.
 */
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

import type { User } from "~/db/schema";
import { Button, buttonClass } from "~/components/ui/button";
import type { PageCursor, TabCounts } from "~/models/admin";
import type { SearchRefusal } from "~/utils/search.schema";
import { USER_TABS, type UserTab } from "~/models/admin/rules";

type VerificationStatus = User["verificationStatus"];

/** True once React runs in the browser (controls that need JavaScript appear then). */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** A link of the admin lists (tabs, pages). */
type AdminLink = (props: { to: string; className?: string; children: ReactNode; current?: boolean }) => ReactNode;

export const PageLink: AdminLink = ({ to, className, children, current }) => (
  <Link to={to} className={className} aria-current={current ? "page" : undefined} preventScrollReset>
    {children}
  </Link>
);

const BADGE: Record<VerificationStatus, string> = {
  verified: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-950",
  rejected: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[status]}`}>
      {t(`admin.status.${status}`)}
    </span>
  );
}

export function useFormatters() {
  const { i18n } = useTranslation();
  return {
    number: (value: number) => new Intl.NumberFormat(i18n.language).format(value),
    date: (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: "medium", timeZone: "UTC" }),
    dateTime: (iso: string) =>
      `${new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`,
  };
}

/** An address on `path` with `params` set (null removes one; tab "all" is left out). */
export function listHref(path: string, current: Record<string, string | number | null | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(current)) {
    if (value === null || value === undefined || value === "") continue;
    if (name === "tab" && value === "all") continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** All Users / Verified / Pending / Rejected, each with its count (for the current search). */
export function StatusTabs({
  counts,
  current,
  href,
  LinkComponent,
  label,
}: {
  counts: TabCounts;
  current: UserTab;
  href: (tab: UserTab) => string;
  LinkComponent: AdminLink;
  label: string;
}) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 overflow-x-auto border-b border-slate-200" data-testid="status-tabs">
        {USER_TABS.map((tab) => (
          <li key={tab} className="shrink-0">
            <LinkComponent
              to={href(tab)}
              current={tab === current}
              className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium ${
                tab === current
                  ? "border-indigo-700 text-indigo-900"
                  : "border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900"
              }`}
            >
              {t("admin.tabs.withCount", { label: t(`admin.tabs.${tab}`), total: number(counts[tab]) })}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A keyset list's Previous and Next (absent on the first and the last page); plain links, so they work without JavaScript. */
export function Pagination({
  previous,
  next,
  href,
  LinkComponent,
  label,
}: {
  previous: PageCursor | null;
  next: PageCursor | null;
  href: (cursor: PageCursor) => string;
  LinkComponent: AdminLink;
  label: string;
}) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  const linkClass = "inline-flex min-h-11 items-center font-semibold text-indigo-800 hover:underline";
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      {previous ? (
        <LinkComponent to={href(previous)} className={linkClass}>
          {t("admin.pagination.previous")}
        </LinkComponent>
      ) : (
        <span />
      )}
      {next ? (
        <LinkComponent to={href(next)} className={linkClass}>
          {t("admin.pagination.next")}
        </LinkComponent>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A labelled figure (the dashboard's stat tiles, the verification counts). */
export function Figures({ items }: { items: { label: string; value: number; testId: string }[] }) {
  const { number } = useFormatters();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.testId} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-700">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={item.testId}>
            {number(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A labelled region holding a wide table: it scrolls sideways on a phone, and keyboard users scroll it once it has focus. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}

/** The users search of the admin lists (a GET form on `path`, keeping the tab): Search, and Clear search when one is on. */
export function UserSearchForm({
  path,
  id,
  q,
  tab,
  clearHref,
  refused,
}: {
  path: string;
  id: string;
  q: string;
  tab: UserTab;
  clearHref: string;
  /** A search the page refused (too long): what was typed, and why (translated). */
  refused?: SearchRefusal | null;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={path} role="search" className="flex flex-wrap items-end gap-2">
      {tab !== "all" ? <input type="hidden" name="tab" value={tab} /> : null}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t("admin.users.search.label")}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={refused?.text ?? q}
          key={refused?.text ?? q}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? `${id}-error ${id}-hint` : `${id}-hint`}
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3"
        />
        {refused ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
            {refused.message}
          </p>
        ) : null}
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t("admin.users.search.hint")}
        </p>
      </div>
      <Button type="submit" className="mb-5">
        {t("admin.users.search.button")}
      </Button>
      {q ? (
        <Link to={clearHref} className={buttonClass({ variant: "ghost" }, "mb-5")}>
          {t("admin.users.search.clear")}
        </Link>
      ) : null}
    </Form>
  );
}

/**
 * The question a page asks before a change that is hard on people (rejecting citizens, making
 * admins): the action answered a plain post or a fetcher with the question instead of acting, and
 * this posts the same change again with `confirmed=yes` (through the fetcher `fetcherKey`, so the
 * form's own fetcher sees the answer; a plain post without JavaScript). Cancel is a link back to
 * the page (or, with JavaScript, `onCancel`). Focus moves to the question when it appears.
 */
export function ConfirmStep({
  fetcherKey,
  action,
  title,
  body,
  fields,
  submit,
  cancelHref,
  onCancel,
  testId,
}: {
  fetcherKey: string;
  action?: string;
  title: string;
  body: string;
  /** The change's own fields, sent again (hidden). */
  fields: [name: string, value: string][];
  /** The button that makes the change: its field, value and label. */
  submit: { name: string; value: string; label: string };
  cancelHref: string;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: fetcherKey });
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const titleId = `${testId}-title`;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-lg border border-red-300 bg-red-50 p-4 outline-none"
      data-testid={testId}
    >
      <h3 id={titleId} className="font-semibold text-red-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-red-900">{body}</p>
      <fetcher.Form method="post" action={action} className="mt-3 flex flex-wrap gap-2" preventScrollReset>
        {fields.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirmed" value="yes" />
        <Button type="submit" name={submit.name} value={submit.value} variant="danger" size="sm">
          {submit.label}
        </Button>
        <Link
          to={cancelHref}
          replace
          preventScrollReset
          className={buttonClass({ variant: "secondary", size: "sm" })}
          onClick={(event) => {
            event.preventDefault();
            onCancel();
          }}
        >
          {t("admin.users.confirm.cancel")}
        </Link>
      </fetcher.Form>
    </section>
  );
}
