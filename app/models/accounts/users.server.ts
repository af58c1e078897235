/**
 * Users: registration, lookup by login, linking an external identity, the public shape.
 * Input arrives checked by its schema (users.schema.ts); what only the database can tell
 * (an e-mail already taken) comes back as message keys that the doors translate.
 */
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";

import { hashPassword } from "~/utils/password.server";
import { chunkForD1, type Database } from "~/db/client.server";
import type { LANGUAGES } from "~/db/enums";
import {
  commentLikes,
  emailTokens,
  expertContributionRatings,
  oauthAccounts,
  passwordResets,
  sessions,
  users,
  votes,
  type Role,
  type User,
} from "~/db/schema";
import type { FieldErrors, Message } from "~/utils/message";

import { runAdminBatch, type AdminActor } from "~/models/audit";
import { notification, notificationInserts } from "~/models/notifications";

import type { SignUpData } from "./users.schema";

/** The user as the API and the pages see them (never the password hash). */
interface PublicUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: User["role"];
  isPremium: boolean;
  isExpert: boolean;
  verificationStatus: User["verificationStatus"];
  /** The owner opened the confirmation link sent to their e-mail. */
  emailConfirmed: boolean;
  language: User["language"];
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    isPremium: user.isPremium,
    isExpert: user.isExpert,
    verificationStatus: user.verificationStatus,
    emailConfirmed: Boolean(user.emailConfirmedAt),
    language: user.language,
  };
}

type RegisterResult = { ok: true; user: User } | { ok: false; formError: Message; fieldErrors: FieldErrors };

/**
 * Creates the account of a sign-up already checked by its schema (users.schema.ts): the
 * e-mail and the username (any case) must be free. Without a username one is made from the e-mail.
 */
export async function registerUser(
  db: Database,
  input: SignUpData,
  options: { language: User["language"]; country: string | null },
): Promise<RegisterResult> {
  const { email, username } = input;
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, email), username ? sql`lower(${users.username}) = ${username.toLowerCase()}` : sql`0`));
  const fieldErrors: FieldErrors = {};
  if (taken.some((u) => u.email === email)) fieldErrors.email = { key: "auth.errors.emailTaken" };
  if (username && taken.some((u) => u.username.toLowerCase() === username.toLowerCase())) {
    fieldErrors.username = { key: "auth.errors.usernameTaken" };
  }
  const conflict = fieldErrors.email ?? fieldErrors.username;
  if (conflict) return { ok: false, formError: conflict, fieldErrors };

  const user = await insertUser(db, {
    username: username ?? (await freeUsername(db, email.split("@")[0] ?? "citizen")),
    email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
    dateOfBirth: input.dateOfBirth,
    location: input.location,
    occupation: input.occupation,
    politicalAffiliation: input.politicalAffiliation,
    language: options.language,
    country: options.country,
  });
  if (!user) {
    // Lost a race with a concurrent sign-up for the same email or username.
    const emailTaken = { key: "auth.errors.emailTaken" };
    return { ok: false, formError: emailTaken, fieldErrors: { email: emailTaken } };
  }
  return { ok: true, user };
}

async function insertUser(db: Database, values: Omit<typeof users.$inferInsert, "id" | "createdAt">) {
  const [user] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), createdAt: new Date().toISOString(), ...values })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

/** A username based on `base` that nobody has yet. */
async function freeUsername(db: Database, base: string): Promise<string> {
  const clean =
    base
      .normalize("NFKD")
      .replace(/[^a-zA-Z0-9._-]/g, "")
      .slice(0, 24)
      .toLowerCase() || "citizen";
  const stem = clean.length >= 3 ? clean : `${clean}user`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? stem : `${stem}${Math.floor(1000 + Math.random() * 9000)}`;
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${candidate}`)
      .limit(1);
    if (existing.length === 0) return candidate;
  }
  return `${stem}${crypto.randomUUID().slice(0, 8)}`;
}

/** The user whose email or username (any case) is `login`. */
export async function findUserByLogin(db: Database, login: string) {
  const value = login.trim().toLowerCase();
  if (!value) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, value), sql`lower(${users.username}) = ${value}`))
    .limit(1);
  return user ?? null;
}

export async function getUserById(db: Database, id: string) {
  return (await db.query.users.findFirst({ where: eq(users.id, id) })) ?? null;
}

export async function setUserLanguage(db: Database, userId: string, language: (typeof LANGUAGES)[number]) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** Who an external identity provider says the person is (app/auth/oidc.server.ts verifies it). */
export interface ExternalProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  preferredUsername: string | null;
  picture: string | null;
}

type LinkResult =
  { ok: true; user: User; created: boolean; claimed: boolean } | { ok: false; reason: "noEmail" | "emailUnverified" };

/**
 * The account for a provider identity (docs/security.md "External sign-in"): the one already linked
 * to it; else the account with the same e-mail, but only when the provider has verified that e-mail
 * (otherwise anyone could claim an account by typing its address at a provider): linked as it is
 * when its owner has confirmed the address, claimed by the provider's verified owner
 * (`claimUnconfirmedAccount`) when nobody has; else a new account.
 */
export async function findOrCreateExternalUser(
  db: Database,
  provider: string,
  profile: ExternalProfile,
  options: { language: User["language"]; country: string | null },
  again = true,
): Promise<LinkResult> {
  const [linked] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, profile.subject)))
    .limit(1);
  if (linked) return { ok: true, user: linked.user, created: false, claimed: false };

  if (!profile.email) return { ok: false, reason: "noEmail" };
  const now = new Date();
  const existing = await db.query.users.findFirst({ where: eq(users.email, profile.email) });
  if (existing) {
    if (!profile.emailVerified) return { ok: false, reason: "emailUnverified" };
    if (existing.emailConfirmedAt) {
      await db
        .insert(oauthAccounts)
        .values({ provider, subject: profile.subject, userId: existing.id, createdAt: now.toISOString() })
        .onConflictDoNothing();
      return { ok: true, user: existing, created: false, claimed: false };
    }
    const claimed = await claimUnconfirmedAccount(db, existing, provider, profile, now);
    if (claimed) return { ok: true, user: claimed, created: false, claimed: true };
    // The account changed while we decided (its address confirmed or changed, a parallel callback):
    // decide again from what it is now, once.
    if (again) return findOrCreateExternalUser(db, provider, profile, options, false);
    throw new Error("The account with this e-mail kept changing during an external sign-in.");
  }

  const user = await insertUser(db, {
    username: await freeUsername(db, profile.preferredUsername ?? profile.email.split("@")[0] ?? "citizen"),
    email: profile.email,
    passwordHash: null,
    firstName: profile.firstName.slice(0, 80),
    lastName: profile.lastName.slice(0, 80),
    profileImageUrl: profile.picture,
    language: options.language,
    country: options.country,
    emailConfirmedAt: profile.emailVerified ? now.toISOString() : null,
  });
  if (!user) return { ok: false, reason: "emailUnverified" };
  await db
    .insert(oauthAccounts)
    .values({ provider, subject: profile.subject, userId: user.id, createdAt: now.toISOString() });
  return { ok: true, user, created: true, claimed: false };
}

/**
 * Pre-hijacking (docs/security.md "External sign-in"): an account whose e-mail nobody has proven
 * (registered with a password, or by a provider that had not verified the address) meets the
 * provider's verified owner of that address. The owner wins, in one D1 batch: their identity is
 * linked; every other way in ends (the password, any other linked identity, every session, unused
 * password-reset, confirmation and address-change links); the address counts as confirmed; the
 * names become the provider's (when it gives any); the owner gets an `account_claimed`
 * notification. The batch writes only while the account is still as it was read (the same address,
 * unconfirmed); otherwise nothing is written and this returns null.
 */
export async function claimUnconfirmedAccount(
  db: Database,
  account: User,
  provider: string,
  profile: ExternalProfile,
  now: Date,
): Promise<User | null> {
  const at = now.toISOString();
  // The account's id while it is unclaimed, else NULL: the link's user id, which may not be NULL, so
  // the batch (a transaction) fails as a whole when the account changed.
  const unclaimed = sql`(SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${account.id} AND ${users.email} = ${account.email} AND ${users.emailConfirmedAt} IS NULL)`;
  const firstName = profile.firstName.trim().slice(0, 80);
  const lastName = profile.lastName.trim().slice(0, 80);
  try {
    const [, , [claimed]] = await db.batch([
      db
        .insert(oauthAccounts)
        .values({ provider, subject: profile.subject, userId: unclaimed, createdAt: at })
        .onConflictDoNothing(),
      db
        .delete(oauthAccounts)
        .where(
          and(
            eq(oauthAccounts.userId, account.id),
            or(ne(oauthAccounts.provider, provider), ne(oauthAccounts.subject, profile.subject)),
          ),
        ),
      db
        .update(users)
        .set({ passwordHash: null, emailConfirmedAt: at, ...(firstName || lastName ? { firstName, lastName } : {}) })
        .where(eq(users.id, account.id))
        .returning(),
      db.delete(sessions).where(eq(sessions.userId, account.id)),
      // Votes cast before anyone proved the address never counted (docs/decisions/0095-counted-votes.md);
      // confirming it now must not count someone else's votes as the owner's: they are withdrawn, and
      // so are the likes and ratings, which count the same way (the comments stay, for the owner to check).
      db.delete(votes).where(eq(votes.userId, account.id)),
      db.delete(commentLikes).where(eq(commentLikes.userId, account.id)),
      db.delete(expertContributionRatings).where(eq(expertContributionRatings.userId, account.id)),
      db.delete(passwordResets).where(and(eq(passwordResets.userId, account.id), isNull(passwordResets.usedAt))),
      db.delete(emailTokens).where(and(eq(emailTokens.userId, account.id), isNull(emailTokens.usedAt))),
      notification(db, { userId: account.id, kind: "account_claimed", href: "/settings#sign-in", now }),
    ]);
    return claimed ?? null;
  } catch (error) {
    const current = await getUserById(db, account.id);
    // Still unclaimed: the batch failed for another reason than the account changing.
    if (current && current.email === account.email && !current.emailConfirmedAt) throw error;
    return null;
  }
}

export type UserChangeResult<V> =
  | { ok: true; changed: number; users: { id: string; before: V }[] }
  | { ok: false; reason: "notFound"; missing: string[] }
  | { ok: false; reason: "ownRole" };
/**
 * A verification change: as any change, plus `unconfirmed`, the accounts asked to become verified
 * that were left as they were because their e-mail address is not confirmed (docs/accounts.md).
 */
type VerificationResult =
  | (Extract<UserChangeResult<User["verificationStatus"]>, { ok: true }> & { unconfirmed: string[] })
  | Extract<UserChangeResult<User["verificationStatus"]>, { ok: false }>;
type RoleResult = UserChangeResult<Role>;

/** What an admin may change about users, one field at a time: its column, audit action and notification. */
const USER_CHANGES = {
  verificationStatus: { column: users.verificationStatus, action: "user.verification", kind: "verification_decided" },
  role: { column: users.role, action: "user.role", kind: "role_changed" },
} as const;
type Changeable = keyof typeof USER_CHANGES;

/**
 * Sets one field of users, one or many, for an admin, in one D1 batch: every change, its audit
 * entry and the user's notification, or nothing (an unknown id refuses the whole change). Users
 * already at `value` are left as they are (no entry, no notification).
 */
async function changeUsers<F extends Changeable>(
  db: Database,
  actor: AdminActor,
  field: F,
  userIds: string[],
  value: User[F],
  now: Date,
): Promise<UserChangeResult<User[F]>> {
  const { column, action, kind } = USER_CHANGES[field];
  const ids = [...new Set(userIds)];
  const current = new Map<string, User[F]>();
  for (const chunk of chunkForD1(ids)) {
    const rows = await db.select({ id: users.id, value: column }).from(users).where(inArray(users.id, chunk));
    for (const row of rows) current.set(row.id, row.value as User[F]);
  }
  const missing = ids.filter((id) => !current.has(id));
  if (missing.length) return { ok: false, reason: "notFound", missing };

  const changing = ids.filter((id) => current.get(id) !== value);
  if (changing.length === 0) return { ok: true, changed: 0, users: [] };
  await runAdminBatch(
    db,
    actor,
    [
      ...chunkForD1(changing, 1, 1).map((chunk) =>
        db
          .update(users)
          .set({ [field]: value })
          .where(inArray(users.id, chunk)),
      ),
      ...notificationInserts(
        db,
        changing.map((userId) => ({
          userId,
          kind,
          href: "/settings",
          // The words its message is written with (NOTIFICATION_PARAMS).
          params: { [field === "verificationStatus" ? "status" : "role"]: String(value) },
          now,
        })),
      ),
    ],
    changing.map((id) => ({
      action,
      target: `user:${id}`,
      before: { [field]: current.get(id) },
      after: { [field]: value },
      now,
    })),
  );
  return {
    ok: true,
    changed: changing.length,
    users: changing.map((id) => ({ id, before: current.get(id) as User[F] })),
  };
}

/**
 * Sets the verification status of users, one or many, for an admin (changeUsers: all or nothing,
 * with audit entries and notifications). The debates' verified view follows at once (the database
 * moves the votes of each citizen who enters or leaves it: migrations/0006_integrity_triggers.sql).
 * Only an account whose e-mail address is confirmed becomes verified: the others asked for are
 * left as they were and named in `unconfirmed` (the rest still change). This is the only function
 * that changes a verification status.
 */
export async function setVerificationStatus(
  db: Database,
  actor: AdminActor,
  userIds: string[],
  status: User["verificationStatus"],
  now = new Date(),
): Promise<VerificationResult> {
  const unconfirmed: string[] = [];
  if (status === "verified") {
    // One parameter beside the ids: the status compared.
    for (const chunk of chunkForD1([...new Set(userIds)], 1, 1)) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, chunk), isNull(users.emailConfirmedAt), ne(users.verificationStatus, "verified")));
      unconfirmed.push(...rows.map((row) => row.id));
    }
  }
  const eligible = userIds.filter((id) => !unconfirmed.includes(id));
  if (eligible.length === 0 && unconfirmed.length) return { ok: true, changed: 0, users: [], unconfirmed };
  const result = await changeUsers(db, actor, "verificationStatus", eligible, status, now);
  return result.ok ? { ...result, unconfirmed } : result;
}

/**
 * Makes users admins or citizens, one or many, for an admin (changeUsers: all or nothing, with
 * audit entries and notifications). An admin cannot take away their own admin role, so the admin
 * acting always remains and the area is never left without an admin by one change.
 */
export function setUserRole(
  db: Database,
  actor: AdminActor,
  userIds: string[],
  role: Role,
  now = new Date(),
): Promise<RoleResult> {
  if (role !== "admin" && userIds.includes(actor.id)) return Promise.resolve({ ok: false, reason: "ownRole" });
  return changeUsers(db, actor, "role", userIds, role, now);
}

/** Whether any account has the admin role (users_role_idx). */
async function hasAdmin(db: Database) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  return Boolean(row);
}

/**
 * The first admin of a deployment, from its configuration (FIRST_ADMIN_*): created only while no
 * admin exists, as a new account (an existing account with that username or e-mail is never
 * promoted). Returns the new admin, or null when nothing was created.
 */
export async function createFirstAdmin(db: Database, admin: { username: string; email: string; password: string }) {
  if (await hasAdmin(db)) return null;
  const now = new Date().toISOString();
  return insertUser(db, {
    username: admin.username,
    email: admin.email.toLowerCase(),
    passwordHash: await hashPassword(admin.password),
    firstName: "",
    lastName: "",
    role: "admin",
    verificationStatus: "verified",
    emailConfirmedAt: now,
  });
}
