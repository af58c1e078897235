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
import { findUserByLogin, type Message } from "~/models/users.server";
import { clientIp } from "~/utils/http.server";

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
  | { ok: true; user: User; setCookie: string }
  | { ok: false; status: 400 | 401 | 429; error: Message; retryAfter?: number };

export async function signInWithPassword(
  context: LoadContext,
  request: Request,
  credentials: { login: unknown; password: unknown },
): Promise<SignInResult> {
  const login = typeof credentials.login === "string" ? credentials.login.trim().slice(0, 254) : "";
  const password = typeof credentials.password === "string" ? credentials.password.slice(0, 1024) : "";
  if (!login || !password) return { ok: false, status: 400, error: { key: "auth.errors.enterBoth" } };

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
