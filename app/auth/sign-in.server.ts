/**
 * Signing in with a password: the one path every door (the /login page, the dialog,
 * POST /api/login-user, POST /api/auth/login) goes through.
 *
 * remix-auth's FormStrategy verifies the credentials; around it, the abuse limits of
 * docs/security.md: a browser this account has signed in from before (its device cookie) counts
 * its failures on its own ladder; any other browser counts on the account's ladder (whatever
 * identifier was typed) and on the address's window. Unknown accounts get the same answer and
 * the same full PBKDF2 verification as a wrong password. A new session at every sign-in. The admin
 * sign-in (/admin, POST /api/admin/login) is this same sign-in, for accounts with the admin role.
 */
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import type { LoadContext } from "~/context.server";
import type { Role, User } from "~/db/schema";
import { clearThrottle, LIMITS, reserve, throttle, tooManyAttempts } from "~/models/rate-limits.server";
import { findUserByLogin } from "~/models/users.server";
import { clientIp } from "~/utils/http.server";
import type { Message } from "~/utils/message";

import { isTrustedFor, readDevice, rememberDevice } from "./device.server";
import { verifyPassword } from "./password.server";
import { SessionRefused, startSession } from "./session.server";

class InvalidCredentials extends Error {
  override name = "InvalidCredentials";
}

function passwordAuthenticator(user: User | null, role: Role | undefined) {
  const authenticator = new Authenticator<User>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const password = String(form.get("password") ?? "");
      // verifyPassword does the whole PBKDF2 derivation even without a user.
      const ok = await verifyPassword(password, user?.passwordHash ?? null);
      // A door for one role (the admin sign-in) answers an account of another role as it answers
      // a wrong password: the same message, counted on the same ladders, and no session.
      if (!user || !ok || (role && user.role !== role)) throw new InvalidCredentials();
      return user;
    }),
    "password",
  );
  return authenticator;
}

export type SignInResult =
  { ok: true; user: User; cookies: string[] } | { ok: false; status: 401 | 429; error: Message; retryAfter?: number };

/**
 * Credentials already checked by `signInSchema` (users.schema.ts). `role`: only an account with
 * this role may sign in through this door (the admin sign-in, docs/admin.md).
 */
export async function signInWithPassword(
  context: LoadContext,
  request: Request,
  { login, password }: { login: string; password: string },
  { role }: { role?: Role } = {},
): Promise<SignInResult> {
  const user = await findUserByLogin(context.db, login);
  const device = await readDevice(context, request);
  const trusted = isTrustedFor(device, user?.id);

  // The ladders this attempt counts on, and the address's window for browsers not known to the account.
  const keys = trusted
    ? [`device:${device.id}:${user?.id}`]
    : [user ? `account:${user.id}` : `login:${login.trim().toLowerCase()}`];
  const address = trusted ? null : await reserve(context.db, [LIMITS.signInPerIp(clientIp(request))]);
  if (address && !address.allowed) return tooManyAttempts(address.retryAfter);
  for (const key of keys) {
    const attempt = await throttle(context.db, key);
    if (!attempt.allowed) {
      await address?.release();
      return tooManyAttempts(attempt.retryAfter);
    }
  }

  const form = new FormData();
  form.set("password", password);
  try {
    const signedIn = await passwordAuthenticator(user, role).authenticate(
      "password",
      new Request(request.url, { method: "POST", body: form }),
    );
    await Promise.all([address?.release(), clearThrottle(context.db, keys)]);
    return {
      ok: true,
      user: signedIn,
      cookies: [
        // Only while the password is still the one just checked (app/models/sessions.server.ts).
        await startSession(context, request, signedIn.id, { passwordHash: signedIn.passwordHash ?? "" }),
        await rememberDevice(context, request, device, signedIn.id),
      ],
    };
  } catch (error) {
    if (error instanceof InvalidCredentials || error instanceof SessionRefused) {
      return { ok: false, status: 401, error: { key: "auth.errors.invalidCredentials" } };
    }
    throw error;
  }
}
