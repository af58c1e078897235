/**
 * Creating an account: the one path both sign-up doors (the /join page and dialog, and
 * POST /api/register-user and /api/auth/register) go through, after their schema has checked the
 * input: the address's sliding sign-up windows (120 per 10 minutes and 300 a day: a town hall of
 * 100 fits; a script making 1,000 does not), Turnstile when configured, the account itself, and
 * the e-mail confirmation link. With Turnstile configured every sign-up carries a solved challenge,
 * and over the limits that challenge is what lets a person through (never a flat 429); without
 * Turnstile the limits answer 429 with the time to wait.
 */
import type { LoadContext } from "~/context.server";
import type { User } from "~/db/schema";
import { sendConfirmation, LIMITS, reserve, type SignUpData, registerUser } from "~/models/accounts";
import { clientIp } from "~/utils/http.server";
import type { FieldErrors, Message } from "~/utils/message";
import { requestCountry } from "~/utils/request.server";

import { passesTurnstile, TURNSTILE_FIELD } from "./turnstile.server";

type SignUpResult =
  | { ok: true; user: User }
  | { ok: false; status: 400 | 409 | 429; formError: Message; fieldErrors: FieldErrors; retryAfter?: number };

/** "Try again in N minutes", or in hours once the wait is longer than 90 minutes (the daily cap). */
function waitMessage(retryAfter: number): Message {
  return retryAfter > 90 * 60
    ? { key: "auth.errors.tooManySignUpsToday", values: { count: Math.ceil(retryAfter / 3600) } }
    : { key: "auth.errors.tooManySignUps", values: { count: Math.ceil(retryAfter / 60) } };
}

export async function signUp(
  context: LoadContext,
  request: Request,
  input: SignUpData,
  options: { language: User["language"]; turnstileToken: unknown },
): Promise<SignUpResult> {
  const ip = clientIp(request);
  const canChallenge = Boolean(context.config.turnstile);
  const place = await reserve(context.db, LIMITS.signUpPerAddress(ip), { keepWhenOver: canChallenge });
  if (!place.allowed && !canChallenge) {
    const error = waitMessage(place.retryAfter);
    return { ok: false, status: 429, formError: error, fieldErrors: {}, retryAfter: place.retryAfter };
  }
  if (!(await passesTurnstile(context, options.turnstileToken, ip))) {
    await place.release();
    if (!place.allowed) {
      const error = { key: "auth.errors.signUpChallenge" };
      const fieldErrors = { [TURNSTILE_FIELD]: error };
      return { ok: false, status: 429, formError: error, fieldErrors, retryAfter: place.retryAfter };
    }
    const error = { key: "auth.errors.humanCheck" };
    return { ok: false, status: 400, formError: error, fieldErrors: { [TURNSTILE_FIELD]: error } };
  }
  const result = await registerUser(context.db, input, {
    language: options.language,
    country: requestCountry(request),
  });
  if (!result.ok) {
    await place.release();
    return { ok: false, status: 409, formError: result.formError, fieldErrors: result.fieldErrors };
  }
  context.ctx.waitUntil(sendConfirmation(context, request, result.user));
  return result;
}
