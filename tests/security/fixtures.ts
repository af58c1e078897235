/**
 * What the security suite acts on: a signed-in user per role (real users, real sessions made by
 * the app's own session code), debates to vote on, a comment to like, accounts to fail to sign in to;
 * then each area's own (`Area.setup` in routes/<area>.ts), under `areas[name]`.
 */
import { createExecutionContext, env } from "cloudflare:test";

import { startSession } from "~/models/accounts/sessions.server";
import { getLoadContext } from "~/context.server";
import { createDb } from "~/db/client.server";
import { createDebate, createUser } from "~/seed/factories";
import { insertComment } from "~/models/discussion/comments.server";

import { AREAS } from "./routes";
import { ROLES, type Role } from "./table";

export interface Fixtures {
  /** "ds_session=…" per role ("" for the visitor). */
  cookies: Record<Role, string>;
  /** The user id per role ("" for the visitor; "other" is a citizen who owns nothing the others use). */
  users: Record<Role, string>;
  /** A debate everyone may read and comment on. */
  debate: string;
  /** One debate per role for the page vote (a second vote would be refused). */
  debates: Record<Role, string>;
  /** One debate per role for the API vote. */
  apiDebates: Record<Role, string>;
  /** A comment by someone who is none of the roles. */
  comment: string;
  /** An account per role that the sign-in doors fail against (its own ladder each). */
  logins: Record<Role, string>;
  /** What each area's setup made, by area name. */
  areas: Record<string, unknown>;
}

const db = createDb(env.DB);

async function perRole<T>(make: (role: Role) => Promise<T>): Promise<Record<Role, T>> {
  const entries = await Promise.all(ROLES.map(async (role) => [role, await make(role)] as const));
  return Object.fromEntries(entries) as Record<Role, T>;
}

function mapRoles<T>(make: (role: Role) => T): Record<Role, T> {
  return Object.fromEntries(ROLES.map((role) => [role, make(role)])) as Record<Role, T>;
}

export async function createFixtures(): Promise<Fixtures> {
  const confirmed = new Date().toISOString();
  const signedIn = await perRole(async (role) => {
    if (role === "visitor") return { id: "", cookie: "" };
    const { user } = await createUser(db, {
      password: null,
      role: role === "admin" ? "admin" : "citizen",
      isExpert: role === "expert",
      isPremium: role === "premium",
      emailConfirmedAt: confirmed,
    });
    const setCookie = await startSession(
      getLoadContext(env, createExecutionContext()),
      new Request("http://localhost"),
      user.id,
    );
    return { id: user.id, cookie: setCookie.split(";")[0] ?? "" };
  });
  const cookies = mapRoles((role) => signedIn[role].cookie);
  const users = mapRoles((role) => signedIn[role].id);
  const debate = (await createDebate(db)).id;
  const debates = await perRole(async () => (await createDebate(db)).id);
  const apiDebates = await perRole(async () => (await createDebate(db)).id);
  const { user: author } = await createUser(db, { password: null });
  const { id: comment } = await insertComment(db, {
    debateId: debate,
    userId: author.id,
    position: "for",
    content: "A comment to like.",
  });
  const logins = await perRole(async () => (await createUser(db, { password: "right-password" })).user.email);
  const fixtures: Fixtures = { cookies, users, debate, debates, apiDebates, comment, logins, areas: {} };
  for (const area of AREAS) {
    if (area.setup) fixtures.areas[area.name] = await area.setup(fixtures);
  }
  return fixtures;
}
