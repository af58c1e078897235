/**
 * Users as the admin area sees them (SPEC.md section 3, "Admin user record" and "Verification
 * user"): the dashboard's page of users for a search and a tab, the tabs' counts, and the totals
 * of its stat tiles. Changing a status is `setVerificationStatus` (users.server.ts).
 *
 * Fast at any size (docs/admin.md): a tab's page is a range of users_list_status_idx (or
 * users_list_idx for All Users) in keyset pages on (created_at, id) (keyset.ts: a late page costs
 * what the first one costs), stopping after one page; the counts read the status index alone; each
 * row's votes and comments are counted on votes (user_id, …) and comments (user_id, …). A search
 * matches substrings, which no index can serve: it is tested on the indexes, which carry the
 * searched columns, so only a matching user's row is read. Every figure of a page comes from one
 * D1 batch (one round trip).
 */
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import type { Message } from "~/utils/message";
import { users, type User } from "~/db/schema";

import { apiUserListQuerySchema, type UserListQuery } from "./users.schema";
import { cursorParam, newerThan, olderThan } from "~/utils/keyset";
import { containsText, SEARCH_TOO_LONG } from "~/utils/search.schema";
import type { UserTab } from "./rules";

const ADMIN_PAGE_SIZE = 25;
/** Users a page of the home page's Verification Management dialog. */
export const VERIFICATION_PAGE_SIZE = 10;

/** The admin user record of SPEC.md section 3, with what the verification dialog adds (location). */
export interface AdminUserRecord {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  location: string | null;
  verificationStatus: User["verificationStatus"];
  isVerified: boolean;
  /** Opened the confirmation link: only then do a verified citizen's votes count as verified. */
  emailConfirmed: boolean;
  role: User["role"];
  totalVotes: number;
  totalComments: number;
  occupation: string | null;
  politicalAffiliation: User["politicalAffiliation"];
  createdAt: string;
}

export type TabCounts = Record<UserTab, number>;

/** A list's page in its address: `before` or `after` a keyset cursor, or neither (the first page). */
export interface PageCursor {
  before?: string;
  after?: string;
}

interface UserPage {
  users: AdminUserRecord[];
  /** Users matching the search, per tab. */
  counts: TabCounts;
  pageSize: number;
  /** The newer users' page, or null on the first page. */
  previous: PageCursor | null;
  /** The older users' page, or null on the last page. */
  next: { before: string } | null;
  /** This page's own cursor (to come back to it: the review's Close, "Select all"). */
  at: PageCursor;
}

export interface UserTotals {
  totalUsers: number;
  verified: number;
  unverified: number;
  totalVotes: number;
  totalComments: number;
}

/** Case-insensitive, literal substring over the name, username and e-mail (SPEC.md section 5, "Admin search"). */
function searchCondition(q: string | undefined): SQL | undefined {
  return containsText(q, [
    sql`${users.firstName} || ' ' || ${users.lastName}`,
    sql`${users.username}`,
    sql`${users.email}`,
  ]);
}

const recordColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  location: users.location,
  verificationStatus: users.verificationStatus,
  emailConfirmedAt: users.emailConfirmedAt,
  role: users.role,
  // Qualified by hand: drizzle writes a bare "id" here, which inside the subquery is comments.id.
  totalVotes: sql<number>`(SELECT count(*) FROM votes WHERE votes.user_id = "users"."id")`,
  totalComments: sql<number>`(SELECT count(*) FROM comments WHERE comments.user_id = "users"."id")`,
  occupation: users.occupation,
  politicalAffiliation: users.politicalAffiliation,
  createdAt: users.createdAt,
};

function toRecord({ emailConfirmedAt, ...row }: RecordRow): AdminUserRecord {
  return {
    ...row,
    totalVotes: Number(row.totalVotes),
    totalComments: Number(row.totalComments),
    isVerified: row.verificationStatus === "verified",
    emailConfirmed: Boolean(emailConfirmedAt),
  };
}

/** Newest first, or, going back towards the newest (`after`), oldest first. */
function order(newer: boolean) {
  return newer ? [asc(users.createdAt), asc(users.id)] : [desc(users.createdAt), desc(users.id)];
}

function pageQuery(db: Database, where: SQL | undefined, limit: number, newer = false) {
  return db
    .select(recordColumns)
    .from(users)
    .where(where)
    .orderBy(...order(newer))
    .limit(limit);
}

type RecordRow = Awaited<ReturnType<typeof pageQuery>>[number];

function countsQuery(db: Database, search: SQL | undefined) {
  return db
    .select({ status: users.verificationStatus, n: count() })
    .from(users)
    .where(search)
    .groupBy(users.verificationStatus);
}

function toCounts(rows: { status: User["verificationStatus"]; n: number }[]): TabCounts {
  const counts: TabCounts = { all: 0, pending: 0, verified: 0, rejected: 0 };
  for (const { status, n } of rows) {
    counts[status] = n;
    counts.all += n;
  }
  return counts;
}

function totalsQuery(db: Database) {
  return db
    .select({
      totalVotes: sql<number>`(SELECT count(*) FROM votes)`,
      totalComments: sql<number>`(SELECT count(*) FROM comments)`,
    })
    .from(sql`(SELECT 1)`);
}

function toTotals(
  statusRows: { status: User["verificationStatus"]; n: number }[],
  [row]: { totalVotes: number; totalComments: number }[],
): UserTotals {
  const all = toCounts(statusRows);
  return {
    totalUsers: all.all,
    verified: all.verified,
    unverified: all.all - all.verified,
    totalVotes: Number(row?.totalVotes ?? 0),
    totalComments: Number(row?.totalComments ?? 0),
  };
}

function where(query: Pick<UserListQuery, "q" | "tab">) {
  const search = searchCondition(query.q);
  const tab = query.tab === "all" ? undefined : eq(users.verificationStatus, query.tab);
  return { search, both: search && tab ? and(search, tab) : (search ?? tab) };
}

/**
 * The statements behind a list (the tests read their query plans): its page (one more user than
 * shown, to know whether another page follows), what lies behind its cursor (whether a page comes
 * before it and, reading older users, whether that one is the first), and the tabs' counts.
 */
export function userListStatements(db: Database, query: UserListQuery, pageSize = ADMIN_PAGE_SIZE) {
  const { search, both } = where(query);
  const cursor = query.before ?? query.after;
  const newer = !query.before && Boolean(query.after);
  const ahead = cursor && (newer ? newerThan(users, cursor) : olderThan(users, cursor));
  const behind =
    cursor &&
    db
      .select({ id: users.id })
      .from(users)
      .where(and(both, newer ? olderThan(users, cursor, true) : newerThan(users, cursor, true)))
      .orderBy(...order(!newer))
      .limit(newer ? 1 : pageSize + 1);
  return {
    page: pageQuery(db, and(both, ahead), pageSize + 1, newer),
    behind: behind || undefined,
    counts: countsQuery(db, search),
  };
}

/**
 * The page's users newest first and its Previous and Next, from the rows read ahead of the cursor
 * and behind it; null when a Previous page came back short (users left the list meanwhile, or a
 * hand-made address): the first page is shown instead.
 */
function pageOf(
  rows: RecordRow[],
  behind: { id: string }[],
  counts: TabCounts,
  query: UserListQuery,
  pageSize: number,
): UserPage | null {
  const newer = !query.before && Boolean(query.after);
  if (newer && rows.length < pageSize) return null;
  const shown = rows.slice(0, pageSize).map(toRecord);
  if (newer) shown.reverse();
  const more = rows.length > pageSize;
  const first = shown[0];
  const last = shown.at(-1);
  const older = last ? { before: cursorParam(last) } : null;
  let previous: PageCursor | null = null;
  let next: UserPage["next"] = null;
  if (newer) {
    previous = more && first ? { after: cursorParam(first) } : null;
    next = behind.length > 0 ? older : null;
  } else {
    next = more ? older : null;
    if (query.before && behind.length > 0) {
      previous = behind.length <= pageSize || !first ? {} : { after: cursorParam(first) };
    }
  }
  const at: PageCursor = query.before
    ? { before: cursorParam(query.before) }
    : query.after
      ? { after: cursorParam(query.after) }
      : {};
  return { users: shown, counts, pageSize, previous, next, at };
}

const firstPage = (query: UserListQuery): UserListQuery => ({ ...query, before: undefined, after: undefined });

/** One page of users for a search and a tab, with the tabs' counts for that search. */
export async function listAdminUsers(
  db: Database,
  query: UserListQuery,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<UserPage> {
  const { page, behind, counts } = userListStatements(db, query, pageSize);
  const [rows, countRows, behindRows] = behind
    ? await db.batch([page, counts, behind])
    : [...(await db.batch([page, counts])), []];
  return (
    pageOf(rows, behindRows, toCounts(countRows), query, pageSize) ?? listAdminUsers(db, firstPage(query), pageSize)
  );
}

/** The dashboard: the page, the tabs' counts and the stat tiles, in one round trip. */
export async function loadUserDashboard(
  db: Database,
  query: UserListQuery,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<UserPage & { totals: UserTotals }> {
  const { page, behind, counts } = userListStatements(db, query, pageSize);
  const totals = [countsQuery(db, undefined), totalsQuery(db)] as const;
  const [rows, countRows, allRows, totalRows, behindRows] = behind
    ? await db.batch([page, counts, ...totals, behind])
    : [...(await db.batch([page, counts, ...totals])), []];
  const list = pageOf(rows, behindRows, toCounts(countRows), query, pageSize);
  if (!list) return loadUserDashboard(db, firstPage(query), pageSize);
  return { ...list, totals: toTotals(allRows, totalRows) };
}

/** The spec's admin user record (GET /api/admin/users). */
export function toApiAdminUser(record: AdminUserRecord) {
  return {
    id: record.id,
    username: record.username,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    phoneNumber: record.phoneNumber,
    verificationStatus: record.verificationStatus,
    isVerified: record.isVerified,
    emailConfirmed: record.emailConfirmed,
    totalVotes: record.totalVotes,
    totalComments: record.totalComments,
    occupation: record.occupation,
    politicalAffiliation: record.politicalAffiliation,
    createdAt: record.createdAt,
  };
}

/** The spec's verification user (GET /api/users/verification, the Verification Management dialog). */
export function toVerificationUser(record: AdminUserRecord) {
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phoneNumber: record.phoneNumber,
    location: record.location,
    occupation: record.occupation,
    politicalAffiliation: record.politicalAffiliation,
    verificationStatus: record.verificationStatus,
    emailConfirmed: record.emailConfirmed,
    createdAt: record.createdAt,
  };
}

/** One user's record, for the review dialog (null when no such user). */
export async function getAdminUser(db: Database, id: string): Promise<AdminUserRecord | null> {
  const [row] = await db.select(recordColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? toRecord(row) : null;
}

/**
 * The API's lists (GET /api/admin/users, /api/users/verification): a page for
 * ?q=&status=&limit=&before= (the cursor of X-Next-Cursor), how many match, and the next page's cursor.
 */
export async function listAdminUsersForApi(
  db: Database,
  params: URLSearchParams,
): Promise<{ ok: false; error: Message } | { ok: true; users: AdminUserRecord[]; total: number; next: string | null }> {
  const parsed = apiUserListQuerySchema.safeParse(Object.fromEntries(params));
  // Only the search can be refused (too long); every other field falls back to its default.
  if (!parsed.success) return { ok: false, error: SEARCH_TOO_LONG };
  const input = parsed.data;
  const tab = input.status ?? input.tab;
  const page = await listAdminUsers(db, { q: input.q, tab, before: input.before, after: input.after }, input.limit);
  return { ok: true, users: page.users, total: page.counts[tab], next: page.next?.before ?? null };
}

/** The API lists' headers: never cached, how many match (X-Total-Count), the next page's cursor (X-Next-Cursor). */
export function userListHeaders(list: { total: number; next: string | null }): HeadersInit {
  return {
    "Cache-Control": "private, no-store",
    "X-Total-Count": String(list.total),
    ...(list.next ? { "X-Next-Cursor": list.next } : {}),
  };
}
