/**
 * The shapes of the security suite's route table (docs/security.md) and the shorthands its rows use.
 * The rows themselves live in `routes/<area>.ts`, one file per area of the product; `routes.ts`
 * gathers them.
 *
 * Roles: a visitor (no session); a citizen; an expert; a premium member; an admin; and "other":
 * a citizen acting on a resource that belongs to another user (a campaign, a room they do not host).
 */
import type { Fixtures } from "./fixtures";
export const ROLES = ["visitor", "citizen", "expert", "premium", "admin", "other"] as const;
export type Role = (typeof ROLES)[number];

/** A status, or the statuses that are all correct (a debate page redirecting or answering, say). */
export type Status = number | readonly number[];
export type Expectation = Record<Role, Status>;

export interface Door {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: (f: Fixtures, role: Role) => string;
  expect: Expectation;
  /** Where a redirect must go, per role (a visitor sent to sign in, say). */
  redirects?: Partial<Record<Role, RegExp>>;
  /** Changes something: the bad-input corpus and the cross-origin variants run against it. */
  mutating?: boolean;
  /** A valid body: a form for page actions, JSON for the API. */
  body?: (f: Fixtures, role: Role) => Record<string, string>;
  format?: "form" | "json";
  /** The role the corpus runs as (it must get past the role check to reach the parsing). */
  corpusAs?: Role;
  /** Runs something slow (a news run): the corpus sends only a few bodies. */
  slow?: boolean;
  /** Signs the caller out: every request gets a session of its own, so the others keep theirs. */
  endsSession?: boolean;
}

export interface RouteRow {
  file: string;
  doors: Door[];
}

/**
 * One area's rows, and what its rows act on: `setup` runs once before the suite, after the shared
 * fixtures exist, and what it returns is `f.areas[name]` (read it with a typed accessor, e.g.
 * `const mine = (f: Fixtures) => f.areas.campaigns as CampaignFixtures`).
 */
export interface Area {
  name: string;
  rows: RouteRow[];
  setup?: (f: Fixtures) => Promise<unknown>;
}

/** The same status for everyone. */
export const everyone = (status: Status): Expectation => ({
  visitor: status,
  citizen: status,
  expert: status,
  premium: status,
  admin: status,
  other: status,
});
/** Signed-in callers get `status`; visitors `visitor` (401 for the API, 302 to sign in for pages). */
export const signedIn = (status: Status, visitor: Status): Expectation => ({ ...everyone(status), visitor });
/** Admins only: 401 for visitors, 403 for everyone else (pages: 302 to sign in, then 403). */
export const adminOnly = (status: Status, visitor: Status = 401): Expectation => ({
  ...everyone(403),
  visitor,
  admin: status,
});
/** Signed-in callers are sent on (302) wherever they asked to go. */
export const visitorsOnly = (status: Status): Expectation => ({ ...everyone(302), visitor: status });
export const toSignIn = { visitor: /^\/login\?redirectTo=/ };
export const json = "json" as const;
export const form = "form" as const;

/** Route files with no row (a new route that has not joined the suite). */
export function missingRows(files: readonly string[], table: readonly RouteRow[]): string[] {
  const listed = new Set(table.map((row) => row.file));
  return files.filter((file) => !listed.has(file));
}

/** Rows naming a file that does not exist (a route removed, its row left behind). */
export function staleRows(files: readonly string[], table: readonly RouteRow[]): string[] {
  const present = new Set(files);
  return table.map((row) => row.file).filter((file) => !present.has(file));
}
