/**
 * The admin sign-in (/admin and POST /api/admin/login): the ordinary password sign-in
 * (sign-in.server.ts: the same limits, device cookie and PBKDF2 verification, an ordinary
 * server-side session) for accounts whose role is admin. Any other account gets the answer a
 * wrong password gets, and no session.
 *
 * A new deployment has no admin: when FIRST_ADMIN_USERNAME, FIRST_ADMIN_EMAIL and
 * FIRST_ADMIN_PASSWORD are set and no admin exists yet, signing in here as that username (or
 * e-mail) first creates that account (docs/admin.md). Once any admin exists they do nothing.
 */
import type { LoadContext } from "~/context.server";
import { createFirstAdmin } from "~/models/accounts";

import { signInWithPassword, type SignInResult } from "./sign-in.server";

export async function signInAsAdmin(
  context: LoadContext,
  request: Request,
  credentials: { login: string; password: string },
): Promise<SignInResult> {
  const first = context.config.firstAdmin;
  const login = credentials.login.trim().toLowerCase();
  if (first && (login === first.username.toLowerCase() || login === first.email)) {
    const created = await createFirstAdmin(context.db, first);
    if (created) console.log(`[debatestorm] Created the first admin, ${created.username}, from FIRST_ADMIN_*.`);
  }
  return signInWithPassword(context, request, credentials, { role: "admin", offersChallenge: false });
}
