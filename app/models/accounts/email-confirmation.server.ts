/**
 * Confirming an e-mail address: after sign-up a single-use link (valid 7 days) goes to the address;
 * opening it marks the account confirmed. Confirmed and verified citizens count in the debates'
 * verified view (docs/security.md). The token is stored only as its SHA-256.
 */
import { and, eq, gt, isNull } from "drizzle-orm";

import { randomToken } from "~/utils/tokens.server";
import type { LoadContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { emailTokens, users, type User } from "~/db/schema";
import { getFixedT } from "~/i18n/i18n.server";
import { sha256Hex } from "~/utils/crypto";
import { publicOrigin } from "~/utils/http.server";
import { sendMail } from "~/models/mail";
import type { Message } from "~/utils/message";

import { LIMITS, reserve } from "./rate-limits.server";
import { displayName } from "~/utils/display-name";

const CONFIRM_TOKEN_TTL_MS = 7 * 86_400_000;

/** Writes a confirmation token for the user's current address; returns the plain token. */
export async function createConfirmationToken(db: Database, user: Pick<User, "id" | "email">, now = new Date()) {
  const token = randomToken();
  await db.insert(emailTokens).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    purpose: "confirm",
    email: user.email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS).toISOString(),
  });
  return token;
}

/** Sends the confirmation link in the account's language (after the response; errors are logged). */
export async function sendConfirmation(context: LoadContext, request: Request, user: User) {
  const origin = publicOrigin(context, request);
  if (!origin) {
    console.error("[confirm] no public origin (PUBLIC_ORIGIN) for this request's host: no link sent");
    return;
  }
  try {
    const token = await createConfirmationToken(context.db, user);
    const t = await getFixedT(user.language);
    await sendMail(context, {
      to: user.email,
      subject: t("email.confirmSubject"),
      text: t("email.confirmBody", {
        name: displayName(user),
        link: `${origin}/confirm-email?token=${encodeURIComponent(token)}`,
      }),
    });
  } catch (error) {
    console.error(`[confirm] could not send: ${error instanceof Error ? error.message : String(error)}`);
  }
}

type ConfirmResult =
  | { ok: true; purpose: "confirm"; userId: string }
  | { ok: true; purpose: "change_email"; userId: string; previousEmail: string; email: string }
  | { ok: false; error: Message };

/**
 * Spends an e-mail link, whatever it was sent for (one token mechanism, one door: /confirm-email):
 * - "confirm": the account is confirmed if the address is still the one the link went to;
 * - "change_email": the account's address becomes the one the link went to, now confirmed (that
 *   link is the proof), unless another account took that address meanwhile.
 */
export async function confirmEmail(db: Database, token: string, now = new Date()): Promise<ConfirmResult> {
  const usedAt = now.toISOString();
  const [claimed] = await db
    .update(emailTokens)
    .set({ usedAt })
    .where(
      and(
        eq(emailTokens.tokenHash, await sha256Hex(token)),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, usedAt),
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email, purpose: emailTokens.purpose });
  if (!claimed) return { ok: false, error: { key: "confirm.errors.expired" } };
  if (claimed.purpose === "change_email") return changeEmail(db, claimed.userId, claimed.email, usedAt);
  await db
    .update(users)
    .set({ emailConfirmedAt: usedAt })
    .where(and(eq(users.id, claimed.userId), eq(users.email, claimed.email), isNull(users.emailConfirmedAt)));
  return { ok: true, purpose: "confirm", userId: claimed.userId };
}

async function changeEmail(db: Database, userId: string, email: string, now: string): Promise<ConfirmResult> {
  const before = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { email: true } });
  if (!before) return { ok: false, error: { key: "confirm.errors.expired" } };
  try {
    const changed = await db
      .update(users)
      .set({ email, emailConfirmedAt: now })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (changed.length === 0) return { ok: false, error: { key: "confirm.errors.expired" } };
  } catch (error) {
    // Another account has this address now (the unique index refused it).
    if (String(error).includes("UNIQUE")) return { ok: false, error: { key: "auth.errors.emailTaken" } };
    throw error;
  }
  // Links to confirm the old address, or to change it again, are spent.
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)));
  return { ok: true, purpose: "change_email", userId, previousEmail: before.email, email };
}

/** "Send the link again", at most 5 an hour per account. */
export async function resendConfirmation(context: LoadContext, request: Request, user: User) {
  if (user.emailConfirmedAt) return { ok: true as const };
  const limit = await reserve(context.db, [LIMITS.confirmPerAccount(user.id)]);
  if (!limit.allowed) return { ok: false as const, retryAfter: limit.retryAfter };
  context.ctx.waitUntil(sendConfirmation(context, request, user));
  return { ok: true as const };
}
