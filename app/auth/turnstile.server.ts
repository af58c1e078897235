/**
 * Cloudflare Turnstile, when configured (TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY): the sign-up
 * forms carry its token (`cf-turnstile-response`), and the server asks Turnstile's siteverify
 * endpoint whether it is good before creating an account; a sign-in from an address over its
 * failure limit carries one too (sign-in.server.ts). Without configuration this is a no-op.
 * A token can be checked once; a network failure refuses (fails closed) and says so in the log.
 */
import type { LoadContext } from "~/context.server";

/** The form field the Turnstile widget fills in (and the JSON field API clients send). */
export const TURNSTILE_FIELD = "cf-turnstile-response";

export async function passesTurnstile(context: LoadContext, token: unknown, ip: string): Promise<boolean> {
  const config = context.config.turnstile;
  if (!config) return true;
  if (typeof token !== "string" || !token || token.length > 2048) return false;
  const body = new FormData();
  body.set("secret", config.secretKey);
  body.set("response", token);
  if (ip !== "unknown") body.set("remoteip", ip);
  try {
    const response = await fetch(config.verifyUrl, { method: "POST", body });
    if (!response.ok) {
      console.error(`[turnstile] siteverify answered ${response.status}`);
      return false;
    }
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  } catch (error) {
    console.error(`[turnstile] siteverify failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
