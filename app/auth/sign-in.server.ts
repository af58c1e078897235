/**
 * Signing in with a password: the one path every door (the /login page, the dialog,
 * POST /api/login-user, POST /api/auth/login) goes through.
 *
 * remix-auth's FormStrategy verifies the credentials; around it, the abuse limits of
 * docs/security.md: a browser this account has signed in from before (its device cookie) counts
 * its failures on its own ladder; any other browser counts on the account's ladder (whatever
 * identifier was typed) and on the address's window. When the address is over its limit (a
 * shared address others have failed from), a solved Turnstile challenge, when Turnstile is
 * configured, lets the attempt past the address's limit, never past the account's ladder; without
 * Turnstile the address waits (429). Unknown accounts get the same answer and
 * the same full PBKDF2 verification as a wrong password. A new session at every sign-in. The admin
 * sign-in (/admin, POST /api/admin/login) is this same sign-in, for accounts with the admin role.
 */
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import type { LoadContext } from "~/context.server";
import type { Role, User } from "~/db/schema";
import {
  clearThrottle,
  LIMITS,
  isOverLimit,
  reserve,
  throttle,
  tooManyAttempts,
  type Reservation,
  findUserByLogin,
  SessionRefused,
  startSession,
} from "~/models/accounts";
import { clientIp } from "~/utils/http.server";
import type { Message } from "~/utils/message";

import { isTrustedFor, readDevice, rememberDevice } from "./device.server";
import { verifyPassword } from "~/utils/password.server";
import { passesTurnstile } from "./turnstile.server";

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
  | { ok: true; user: User; cookies: string[] }
  | {
      ok: false;
      status: 401 | 429;
      error: Message;
      retryAfter?: number;
      /** The address is over its limit: the next attempt from here needs a solved challenge. */
      challenge?: boolean;
    };

/**
 * Whether a sign-in from this request's address must come with a solved challenge: Turnstile is
 * configured and the address is over its failure limit (the sign-in form then shows the widget).
 */
export async function signInNeedsChallenge(context: LoadContext, request: Request) {
  if (!context.config.turnstile) return false;
  return isOverLimit(context.db, [LIMITS.signInPerAddress(clientIp(request))]);
}

/**
 * Credentials already checked by `signInSchema` (users.schema.ts). `role`: only an account with
 * this role may sign in through this door (the admin sign-in, docs/admin.md). `turnstileToken`:
 * the challenge's answer, checked only when the address is over its limit; `offersChallenge`:
 * false for a door whose form has no challenge (the admin sign-in), which then just waits.
 */
export async function signInWithPassword(
  context: LoadContext,
  request: Request,
  { login, password }: { login: string; password: string },
  {
    role,
    turnstileToken,
    offersChallenge = true,
  }: { role?: Role; turnstileToken?: unknown; offersChallenge?: boolean } = {},
): Promise<SignInResult> {
  const user = await findUserByLogin(context.db, login);
  const device = await readDevice(context, request);
  const trusted = isTrustedFor(device, user?.id);

  // The ladders this attempt counts on, and the address's window for browsers not known to the account.
  const keys = trusted
    ? [`device:${device.id}:${user?.id}`]
    : [user ? `account:${user.id}` : `login:${login.trim().toLowerCase()}`];
  let address: Reservation | null = null;
  let challenged = false;
  if (!trusted) {
    const ip = clientIp(request);
    const canChallenge = offersChallenge && Boolean(context.config.turnstile);
    address = await reserve(context.db, [LIMITS.signInPerAddress(ip)], { keepWhenOver: canChallenge });
    if (!address.allowed) {
      // Over the address's limit: a solved challenge lets this attempt past it (and it still
      // counts there if it fails); the account's ladder below is never skipped.
      challenged = canChallenge && (await passesTurnstile(context, turnstileToken, ip));
      if (!challenged) {
        if (!canChallenge) return tooManyAttempts(address.retryAfter);
        await address.release();
        return {
          ok: false,
          status: 429,
          error: { key: "auth.errors.signInChallenge" },
          retryAfter: address.retryAfter,
          challenge: true,
        };
      }
    }
  }
  for (const key of keys) {
    const attempt = await throttle(context.db, key);
    if (!attempt.allowed) {
      await address?.release();
      return { ...tooManyAttempts(attempt.retryAfter), ...(challenged ? { challenge: true } : {}) };
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
        // Only while the password is still the one just checked (app/models/accounts/session-proof.server.ts).
        await startSession(context, request, signedIn.id, { passwordHash: signedIn.passwordHash ?? "" }),
        await rememberDevice(context, request, device, signedIn.id),
      ],
    };
  } catch (error) {
    if (error instanceof InvalidCredentials || error instanceof SessionRefused) {
      return {
        ok: false,
        status: 401,
        error: { key: "auth.errors.invalidCredentials" },
        ...(challenged ? { challenge: true } : {}),
      };
    }
    throw error;
  }
}
