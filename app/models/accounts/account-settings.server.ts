/**
 * A citizen's own account (the settings page and its doors): the profile, the password, the e-mail
 * address, where they are signed in, and how they sign in. Input arrives checked by its schema
 * (account.schema.ts); what only the database can tell comes back as message keys.
 *
 * Changes that could hand the account to someone else (password, e-mail, unlinking a provider,
 * deletion) first ask the citizen to prove it is them (`proveIdentity`): their password, on the
 * account's sign-in ladder (docs/security.md), or, for an account without a password, a sign-in
 * with their provider in the last ten minutes.
 */
import { and, eq, ne, sql } from "drizzle-orm";

import { hashPassword, verifyPassword } from "~/utils/password.server";
import { currentSessionId } from "~/models/accounts/sessions.server";
import { randomToken } from "~/utils/tokens.server";
import type { LoadContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { emailTokens, oauthAccounts, sessions, users, type User } from "~/db/schema";
import { getFixedT } from "~/i18n/i18n.server";
import { sha256Hex } from "~/utils/crypto";
import { publicOrigin } from "~/utils/http.server";
import { sendMail } from "~/models/mail";
import type { FieldErrors, Message } from "~/utils/message";

import { deleteAccountData } from "./account-data.server";
import type { DeleteAccountData, EmailChangeData, PasswordChangeData, ProfileData } from "./account-settings.schema";
import { clearThrottle, LIMITS, reserve, throttle, tooManyAttempts } from "./rate-limits.server";
import { displayName } from "~/utils/display-name";

/** How recent a provider sign-in must be to stand in for a password. */
export const REAUTH_WINDOW_MS = 10 * 60_000;
/** How long the link that changes an e-mail address works. */
const EMAIL_CHANGE_TTL_MS = 24 * 3_600_000;

export type Refusal = {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 429 | 503;
  error: Message;
  /** The field the message belongs beside, when it is one field's. */
  field?: string;
  retryAfter?: number;
};

// ---------------------------------------------------------------- proving it is you

/** The session this request carries: its id and when it began. */
async function currentSession(context: LoadContext, request: Request) {
  const id = await currentSessionId(context, request);
  if (!id) return null;
  return (await context.db.query.sessions.findFirst({ where: eq(sessions.id, id) })) ?? null;
}

/**
 * The citizen proves it is them: their password (counted on the account's sign-in ladder, so it
 * cannot be guessed here instead), or, for an account without one, a provider sign-in within
 * REAUTH_WINDOW_MS.
 */
export async function proveIdentity(
  context: LoadContext,
  request: Request,
  user: User,
  password: string | undefined,
  field = "currentPassword",
): Promise<{ ok: true } | Refusal> {
  if (user.passwordHash) {
    if (!password) return { ok: false, status: 400, error: { key: "auth.errors.required" }, field };
    const key = `account:${user.id}`;
    const attempt = await throttle(context.db, key);
    if (!attempt.allowed) return { ...tooManyAttempts(attempt.retryAfter), field };
    if (!(await verifyPassword(password, user.passwordHash))) {
      return { ok: false, status: 401, error: { key: "account.errors.wrongPassword" }, field };
    }
    await clearThrottle(context.db, [key]);
    return { ok: true };
  }
  const session = await currentSession(context, request);
  const recent = session && Date.now() - Date.parse(session.createdAt) <= REAUTH_WINDOW_MS;
  const linked = await context.db.query.oauthAccounts.findFirst({ where: eq(oauthAccounts.userId, user.id) });
  if (!linked || !recent) return { ok: false, status: 403, error: { key: "account.errors.reauthenticate" } };
  return { ok: true };
}

// ---------------------------------------------------------------- profile

type ProfileResult = { ok: true; user: User } | { ok: false; fieldErrors: FieldErrors };

/** Saves the profile (checked by `profileSchema`); the username must be free (any case). */
export async function updateProfile(db: Database, userId: string, data: ProfileData): Promise<ProfileResult> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${data.username.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  if (taken.length > 0) return { ok: false, fieldErrors: { username: { key: "auth.errors.usernameTaken" } } };
  try {
    const [user] = await db.update(users).set(data).where(eq(users.id, userId)).returning();
    if (!user) return { ok: false, fieldErrors: { "": { key: "account.errors.gone" } } };
    return { ok: true, user };
  } catch (error) {
    // Lost a race with someone taking the same username.
    if (String(error).includes("UNIQUE")) {
      return { ok: false, fieldErrors: { username: { key: "auth.errors.usernameTaken" } } };
    }
    throw error;
  }
}

// ---------------------------------------------------------------- password

/**
 * Changes (or, for an account that only signs in with a provider, sets) the password, and ends
 * every other session of the account, in one batch; this browser stays signed in. The address is
 * told.
 */
export async function changePassword(
  context: LoadContext,
  request: Request,
  user: User,
  data: PasswordChangeData,
): Promise<{ ok: true; endedSessions: number } | Refusal> {
  const proof = await proveIdentity(context, request, user, data.currentPassword);
  if (!proof.ok) return proof;
  const keep = (await currentSessionId(context, request)) ?? "";
  const passwordHash = await hashPassword(data.newPassword);
  const [, ended] = await context.db.batch([
    context.db.update(users).set({ passwordHash }).where(eq(users.id, user.id)),
    context.db
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, keep)))
      .returning({ id: sessions.id }),
  ]);
  context.ctx.waitUntil(
    tellByEmail(context, request, user, user.email, "email.passwordChangedSubject", "email.passwordChangedBody"),
  );
  return { ok: true, endedSessions: ended.length };
}

// ---------------------------------------------------------------- e-mail address

/**
 * Asks for a new address (checked by `emailChangeSchema`): nothing changes until the link sent to
 * the new address is opened (`confirmEmailToken` in email-confirmation.server.ts); the current
 * address is told at once. At most 5 an hour per account.
 */
export async function requestEmailChange(
  context: LoadContext,
  request: Request,
  user: User,
  data: EmailChangeData,
): Promise<{ ok: true } | Refusal> {
  if (data.email === user.email) {
    return { ok: false, status: 400, error: { key: "account.email.errors.same" }, field: "email" };
  }
  const proof = await proveIdentity(context, request, user, data.currentPassword);
  if (!proof.ok) return proof;
  const taken = await context.db.query.users.findFirst({ where: eq(users.email, data.email), columns: { id: true } });
  if (taken) return { ok: false, status: 409, error: { key: "auth.errors.emailTaken" }, field: "email" };
  if (!context.config.mail && !context.config.isDevelopment) {
    return { ok: false, status: 503, error: { key: "forgot.mailUnavailable" } };
  }
  const origin = publicOrigin(context, request);
  if (!origin) return { ok: false, status: 503, error: { key: "forgot.mailUnavailable" } };
  const limit = await reserve(context.db, [LIMITS.emailChangePerAccount(user.id)]);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfter);

  const token = randomToken();
  const now = new Date();
  await context.db.insert(emailTokens).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    purpose: "change_email",
    email: data.email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString(),
  });
  const link = `${origin}/confirm-email?token=${encodeURIComponent(token)}`;
  context.ctx.waitUntil(
    (async () => {
      const t = await getFixedT(user.language);
      try {
        await sendMail(context, {
          to: data.email,
          subject: t("email.changeSubject"),
          text: t("email.changeBody", { name: displayName(user), link, email: data.email }),
        });
      } catch (error) {
        console.error(`[account] change link not sent: ${error instanceof Error ? error.message : String(error)}`);
      }
      await tellByEmail(
        context,
        request,
        user,
        user.email,
        "email.changeRequestedSubject",
        "email.changeRequestedBody",
        {
          email: data.email,
        },
      );
    })(),
  );
  return { ok: true };
}

/** The address change the citizen asked for and has not confirmed yet, if any. */
export async function pendingEmailChange(db: Database, userId: string, now = new Date()) {
  const [row] = await db
    .select({ email: emailTokens.email, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, "change_email"),
        sql`${emailTokens.usedAt} IS NULL`,
        sql`${emailTokens.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .orderBy(sql`${emailTokens.createdAt} DESC`)
    .limit(1);
  return row ?? null;
}

/** A short notice to one address in the account's language (after the response; errors are logged). */
async function tellByEmail(
  context: LoadContext,
  request: Request,
  user: User,
  to: string,
  subjectKey: string,
  bodyKey: string,
  values: Record<string, string> = {},
) {
  try {
    const t = await getFixedT(user.language);
    const origin = publicOrigin(context, request) ?? "";
    await sendMail(context, {
      to,
      subject: t(subjectKey),
      text: t(bodyKey, { name: displayName(user), settings: `${origin}/settings`, ...values }),
    });
  } catch (error) {
    console.error(`[account] notice not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// ---------------------------------------------------------------- sessions

export interface SessionView {
  id: string;
  browser: string | null;
  country: string | null;
  firstSeen: string;
  lastSeen: string;
  current: boolean;
}

/** Every signed-in browser of the account, the most recently used first. */
export async function listSessions(db: Database, userId: string, currentId: string | null): Promise<SessionView[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${new Date().toISOString()}`))
    .orderBy(sql`${sessions.lastSeenAt} DESC`);
  return rows.map((row) => ({
    id: row.id,
    browser: row.browser,
    country: row.country,
    firstSeen: row.createdAt,
    lastSeen: row.lastSeenAt,
    current: row.id === currentId,
  }));
}

/** Ends one of the citizen's own sessions; false when they have none with that id. */
export async function endSessionOf(db: Database, userId: string, sessionId: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length === 1;
}

/** Ends every session of the citizen but `keepId`; how many ended. */
export async function endOtherSessions(db: Database, userId: string, keepId: string | null) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId ?? "")))
    .returning({ id: sessions.id });
  return ended.length;
}

// ---------------------------------------------------------------- sign-in methods

export async function linkedProviders(db: Database, userId: string) {
  return db
    .select({ provider: oauthAccounts.provider, subject: oauthAccounts.subject, linkedAt: oauthAccounts.createdAt })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId));
}

/**
 * Unlinks a provider identity from the citizen's account, never leaving it without a way in: an
 * account without a password keeps its provider.
 */
export async function unlinkProvider(
  db: Database,
  user: User,
  link: { provider: string; subject: string },
): Promise<{ ok: true } | Refusal> {
  if (!user.passwordHash) return { ok: false, status: 409, error: { key: "account.signIn.errors.lastWayIn" } };
  const removed = await db
    .delete(oauthAccounts)
    .where(
      and(
        eq(oauthAccounts.userId, user.id),
        eq(oauthAccounts.provider, link.provider),
        eq(oauthAccounts.subject, link.subject),
      ),
    )
    .returning({ subject: oauthAccounts.subject });
  if (removed.length === 0) return { ok: false, status: 404, error: { key: "account.signIn.errors.notLinked" } };
  return { ok: true };
}

/**
 * Links a provider identity to the signed-in citizen (they came back from the provider while signed
 * in): refused when that identity already belongs to another account.
 */
export async function linkProvider(
  db: Database,
  userId: string,
  link: { provider: string; subject: string },
): Promise<{ ok: true } | Refusal> {
  const existing = await db.query.oauthAccounts.findFirst({
    where: and(eq(oauthAccounts.provider, link.provider), eq(oauthAccounts.subject, link.subject)),
  });
  if (existing && existing.userId !== userId) {
    return { ok: false, status: 409, error: { key: "account.signIn.errors.linkedElsewhere" } };
  }
  if (!existing) {
    await db
      .insert(oauthAccounts)
      .values({ ...link, userId, createdAt: new Date().toISOString() })
      .onConflictDoNothing();
  }
  return { ok: true };
}

// ---------------------------------------------------------------- deletion

/**
 * Deletes the citizen's account after they proved it is them (password, or a recent provider sign-in):
 * everything in one batch (account-data.server.ts); the address is told afterwards.
 */
export async function deleteAccount(
  context: LoadContext,
  request: Request,
  user: User,
  data: DeleteAccountData,
): Promise<{ ok: true } | Refusal> {
  const proof = await proveIdentity(context, request, user, data.password, "password");
  if (!proof.ok) return proof;
  if (!(await deleteAccountData(context.db, user.id))) {
    return { ok: false, status: 404, error: { key: "account.errors.gone" } };
  }
  context.ctx.waitUntil(
    tellByEmail(context, request, user, user.email, "email.accountDeletedSubject", "email.accountDeletedBody"),
  );
  return { ok: true };
}
