/**
 * The JSON doors of sign-up and sign-in (SPEC.md section 7). Each parses its body with the
 * form's own schema (app/models/accounts/users.schema.ts); the rules are in app/models/accounts/users.server.ts
 * and app/auth/sign-in.server.ts; these translate results into HTTP: 201/200 with the public
 * user, or `{ error }` with a status.
 */
import type { LoadContext } from "~/context.server";
import { getLocale } from "~/i18n/i18n.server";
import { signInSchema, signUpFormError, signUpSchema, signUpWithUsernameSchema, toPublicUser } from "~/models/accounts";
import { jsonError, requirePostBody, resultError, translate } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

import { signInWithPassword } from "./sign-in.server";
import { signUp } from "./sign-up.server";
import { TURNSTILE_FIELD } from "./turnstile.server";

export async function registrationResponse(
  context: LoadContext,
  request: Request,
  options: { requireUsername: boolean },
) {
  const [{ t, body }, locale] = await Promise.all([requirePostBody(request), getLocale(request)]);
  const input = parseInput(t, body, options.requireUsername ? signUpWithUsernameSchema : signUpSchema);
  if (!input.ok) {
    const error = translate(t, signUpFormError(input.messages));
    return Response.json({ error, fieldErrors: input.fieldErrors }, { status: 400 });
  }
  const result = await signUp(context, request, input.value, {
    language: locale,
    turnstileToken: body[TURNSTILE_FIELD] ?? body.turnstileToken,
  });
  if (!result.ok) {
    const fieldErrors: Record<string, string> = {};
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      if (message) fieldErrors[field] = translate(t, message);
    }
    return Response.json(
      { error: translate(t, result.formError), fieldErrors },
      { status: result.status, headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined },
    );
  }
  return Response.json(
    {
      success: true,
      message: t("auth.registrationSuccessfulDescription"),
      user: toPublicUser(result.user),
    },
    { status: 201 },
  );
}

/**
 * `field`: the name the variant uses for the login ("email" for A, "username" for B). A client
 * behind an address over its failure limit sends a solved Turnstile token as `cf-turnstile-response`.
 */
export async function signInResponse(context: LoadContext, request: Request, field: "email" | "username") {
  const { t, body } = await requirePostBody(request);
  const input = parseInput(t, { login: body[field], password: body.password }, signInSchema);
  if (!input.ok) return jsonError(400, t("auth.errors.enterBoth"));
  const result = await signInWithPassword(context, request, input.value, {
    turnstileToken: body[TURNSTILE_FIELD] ?? body.turnstileToken,
  });
  if (!result.ok) return resultError(t, result);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
  return Response.json({ success: true, user: toPublicUser(result.user) }, { headers });
}
