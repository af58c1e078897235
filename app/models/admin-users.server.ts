/**
 * Users as the admin area sees them (SPEC.md section 3, "Admin user record" and "Verification
 * user"): the dashboard's page of users for a search and a tab, the tabs' counts, and the totals
 * of its stat tiles. Changing a status is `setVerificationStatus` (users.server.ts).
 *
 * Fast at any size (docs/admin.md): a tab's page walks users (verification_status, created_at)
 * or users (created_at) newest first and stops after one page; the counts read the status index
 * alone; each row's votes and comments are counted on votes (user_id, …) and comments (user_id, …).
 * A search matches substrings, which no index can serve: it reads the users' rows once.
 * Every figure of a page comes from one D1 batch (one round trip).
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { users, type User } from "~/db/schema";

import { apiUserListQuerySchema, type UserListQuery } from "./admin-users.schema";
import type { UserTab } from "./user-tabs";

export const ADMIN_PAGE_SIZE = 25;
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

export interface UserPage {
  users: AdminUserRecord[];
  /** Users matching the search, per tab. */
  counts: TabCounts;
  page: number;
  pageCount: number;
  pageSize: number;
}

export interface UserTotals {
  totalUsers: number;
  verified: number;
  unverified: number;
  totalVotes: number;
  totalComments: number;
}

/** Case-insensitive substring over the name, username and e-mail (SPEC.md section 5, "Admin search"). */
function searchCondition(q: string | undefined): SQL | undefined {
  const term = q?.trim().toLowerCase();
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(lower(${users.firstName} || ' ' || ${users.lastName}) LIKE ${pattern} ESCAPE '\\'
    OR lower(${users.username}) LIKE ${pattern} ESCAPE '\\'
    OR ${users.email} LIKE ${pattern} ESCAPE '\\')`;
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

function pageQuery(db: Database, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(recordColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
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

/** The statements behind a list: its page and the tabs' counts (the tests read their query plans). */
export function userListStatements(db: Database, query: UserListQuery, pageSize = ADMIN_PAGE_SIZE) {
  const { search, both } = where(query);
  return { page: pageQuery(db, both, pageSize, (query.page - 1) * pageSize), counts: countsQuery(db, search) };
}

/** One page of users for a search and a tab, with the tabs' counts for that search. */
export async function listAdminUsers(
  db: Database,
  query: UserListQuery,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<UserPage> {
  const { page, counts } = userListStatements(db, query, pageSize);
  const [rows, countRows] = await db.batch([page, counts]);
  return pageOf(rows, toCounts(countRows), query, pageSize);
}

function pageOf(rows: RecordRow[], counts: TabCounts, query: UserListQuery, pageSize: number): UserPage {
  return {
    users: rows.map(toRecord),
    counts,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(counts[query.tab] / pageSize)),
    pageSize,
  };
}

/** The dashboard: the page, the tabs' counts and the stat tiles, in one round trip. */
export async function loadUserDashboard(db: Database, query: UserListQuery, pageSize = ADMIN_PAGE_SIZE) {
  const { page, counts } = userListStatements(db, query, pageSize);
  const [rows, countRows, allRows, totalRows] = await db.batch([
    page,
    counts,
    countsQuery(db, undefined),
    totalsQuery(db),
  ]);
  return {
    ...pageOf(rows, toCounts(countRows), query, pageSize),
    totals: toTotals(allRows, totalRows),
  };
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
export type VerificationUser = ReturnType<typeof toVerificationUser>;

/** One user's record, for the review dialog (null when no such user). */
export async function getAdminUser(db: Database, id: string): Promise<AdminUserRecord | null> {
  const [row] = await db.select(recordColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? toRecord(row) : null;
}

/** The API's lists (GET /api/admin/users, /api/users/verification): a page for ?q=&status=&page=&limit=, and how many match. */
export async function listAdminUsersForApi(db: Database, params: URLSearchParams) {
  const input = apiUserListQuerySchema.parse(Object.fromEntries(params));
  const tab = input.status ?? input.tab;
  const page = await listAdminUsers(db, { q: input.q, tab, page: input.page }, input.limit);
  return { users: page.users, total: page.counts[tab] };
}
