/**
 * Password reset: a single-use link valid for one hour. The token is sent by e-mail
 * and stored only as its SHA-256. Using it sets the new password, marks it used and
 * ends every session of the account, in one batch.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";

import { hashPassword } from "~/utils/password.server";
import type { LoadContext } from "~/context.server";
import { getFixedT } from "~/i18n/i18n.server";
import { clientIp, publicOrigin } from "~/utils/http.server";
import { sendMail } from "~/models/mail";
import { randomToken } from "~/utils/tokens.server";
import { sha256Hex } from "~/utils/crypto";
import type { Database } from "~/db/client.server";
import { passwordResets, sessions, users, type User } from "~/db/schema";

import { LIMITS, reserve, tooManyAttempts } from "./rate-limits.server";
import type { Message } from "~/utils/message";

import { displayName } from "~/utils/display-name";

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** Creates a reset token for the user; returns the plain token (only ever sent by e-mail). */
export async function createResetToken(db: Database, user: User, now = new Date()) {
  const token = randomToken();
  await db.insert(passwordResets).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
  });
  return token;
}

/** Whether a reset link can still be used (unused and unexpired): the page offers the form only then. */
export async function resetTokenUsable(db: Database, token: string, now = new Date()): Promise<boolean> {
  if (!token) return false;
  const row = await db.query.passwordResets.findFirst({
    where: and(
      eq(passwordResets.tokenHash, await sha256Hex(token)),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, now.toISOString()),
    ),
    columns: { userId: true },
  });
  return Boolean(row);
}

export type ResetResult = { ok: true; userId: string } | { ok: false; error: Message };

/** Spends the token and sets the new password (already checked by `resetPasswordSchema`). */
export async function resetPassword(
  db: Database,
  { token, password }: { token: string; password: string },
  now = new Date(),
): Promise<ResetResult> {
  const tokenHash = await sha256Hex(token);
  const passwordHash = await hashPassword(password);
  const usedAt = now.toISOString();
  // One batch (one transaction): claim the token only if unused and unexpired; the
  // password and the sessions change only for the user of the token just claimed.
  const claimedUser = sql`(SELECT ${passwordResets.userId} FROM ${passwordResets} WHERE ${passwordResets.tokenHash} = ${tokenHash} AND ${passwordResets.usedAt} = ${usedAt})`;
  const [claimedRows] = await db.batch([
    db
      .update(passwordResets)
      .set({ usedAt })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, usedAt),
        ),
      )
      .returning({ userId: passwordResets.userId }),
    db.update(users).set({ passwordHash }).where(eq(users.id, claimedUser)),
    db.delete(sessions).where(eq(sessions.userId, claimedUser)),
  ]);
  const claimed = claimedRows[0];
  if (!claimed) return { ok: false, error: { key: "reset.errors.expiredLink" } };
  return { ok: true, userId: claimed.userId };
}

export type ResetRequestResult = { ok: true } | { ok: false; status: 429 | 503; error: Message; retryAfter?: number };

/**
 * "Forgot password" (the e-mail checked by `forgotPasswordSchema`): limits per IP and per account, then (only if the account exists,
 * without saying so) a one-hour single-use link by e-mail in the account's language.
 */
export async function requestPasswordReset(
  context: LoadContext,
  request: Request,
  email: string,
): Promise<ResetRequestResult> {
  const reservation = await reserve(context.db, [
    LIMITS.resetPerAddress(clientIp(request)),
    LIMITS.resetPerAccount(email),
  ]);
  if (!reservation.allowed) return tooManyAttempts(reservation.retryAfter);

  if (!context.config.mail && !context.config.isDevelopment) {
    return { ok: false, status: 503, error: { key: "forgot.mailUnavailable" } };
  }
  // The answer and its timing are the same whether or not the account exists:
  // the lookup and the e-mail happen after the response.
  context.ctx.waitUntil(sendResetLink(context, request, email));
  return { ok: true };
}

async function sendResetLink(context: LoadContext, request: Request, email: string) {
  try {
    const user = await context.db.query.users.findFirst({ where: eq(users.email, email) });
    if (!user) return;
    const token = await createResetToken(context.db, user);
    const origin = publicOrigin(context, request);
    if (!origin) {
      console.error("[reset] no public origin (PUBLIC_ORIGIN) for this request's host: no link sent");
      return;
    }
    const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
    const t = await getFixedT(user.language);
    await sendMail(context, {
      to: user.email,
      subject: t("email.resetSubject"),
      text: t("email.resetBody", { name: displayName(user), link }),
    });
  } catch (error) {
    console.error(`[reset] could not send the reset e-mail: ${error instanceof Error ? error.message : String(error)}`);
  }
}
