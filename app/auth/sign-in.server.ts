/**
 * Signing in with a password: the one path every door (the /login page, the dialog,
 * POST /api/login-user, POST /api/auth/login) goes through.
 *
 * remix-auth's FormStrategy verifies the credentials; around it: the abuse limits
 * (reserved before, released after a success), the same answer for an unknown
 * account and a wrong password (both do a full PBKDF2 verification), and a new
 * session at every sign-in.
 */
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import type { LoadContext } from "~/context.server";
import type { User } from "~/db/schema";
import { LIMITS, reserve, tooManyAttempts } from "~/models/rate-limits.server";
import { findUserByLogin } from "~/models/users.server";
import { clientIp } from "~/utils/http.server";
import type { Message } from "~/utils/message";

import { verifyPassword } from "./password.server";
import { startSession } from "./session.server";

class InvalidCredentials extends Error {
  override name = "InvalidCredentials";
}

function passwordAuthenticator(context: LoadContext) {
  const authenticator = new Authenticator<User>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const login = String(form.get("login") ?? "");
      const password = String(form.get("password") ?? "");
      const user = await findUserByLogin(context.db, login);
      // verifyPassword does the whole PBKDF2 derivation even without a user.
      const ok = await verifyPassword(password, user?.passwordHash ?? null);
      if (!user || !ok) throw new InvalidCredentials();
      return user;
    }),
    "password",
  );
  return authenticator;
}

export type SignInResult =
  { ok: true; user: User; setCookie: string } | { ok: false; status: 401 | 429; error: Message; retryAfter?: number };

/** Credentials already checked by `signInSchema` (users.schema.ts). */
export async function signInWithPassword(
  context: LoadContext,
  request: Request,
  { login, password }: { login: string; password: string },
): Promise<SignInResult> {
  const reservation = await reserve(context.db, [
    LIMITS.signInPerIp(clientIp(request)),
    LIMITS.signInPerAccount(login),
  ]);
  if (!reservation.allowed) return tooManyAttempts(reservation.retryAfter);

  const form = new FormData();
  form.set("login", login);
  form.set("password", password);
  const formRequest = new Request(request.url, { method: "POST", body: form });
  try {
    const user = await passwordAuthenticator(context).authenticate("password", formRequest);
    await reservation.release();
    return { ok: true, user, setCookie: await startSession(context, request, user.id) };
  } catch (error) {
    if (error instanceof InvalidCredentials) {
      return { ok: false, status: 401, error: { key: "auth.errors.invalidCredentials" } };
    }
    throw error;
  }
}
