/**
 * The device cookie (OWASP authentication cheat sheet): a browser that has signed in to an account
 * before carries a signed cookie naming that account. Failed attempts from that browser count on
 * its own ladder, not on the account's, so an attacker hammering an account from elsewhere never
 * locks its owner out of their usual browser (app/models/accounts/rate-limits.server.ts).
 */
import { createCookie } from "~/utils/remix.server";
import * as z from "~/utils/zod";

import type { LoadContext } from "~/context.server";

import { randomToken } from "~/utils/tokens.server";

const DEVICE_COOKIE = "ds_device";
/** Accounts one browser remembers (a shared family computer). */
const MAX_ACCOUNTS = 5;

const deviceSchema = z.object({
  id: z.string().min(16).max(64),
  accounts: z.array(z.string().max(64)).max(MAX_ACCOUNTS),
});
type Device = z.infer<typeof deviceSchema>;

function deviceCookie(context: LoadContext, request: Request) {
  return createCookie(DEVICE_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: 400 * 24 * 3600,
    secrets: [context.config.sessionSecret],
  });
}

/** The browser's device record, when its cookie is there and its signature holds. */
export async function readDevice(context: LoadContext, request: Request): Promise<Device | null> {
  const value: unknown = await deviceCookie(context, request).parse(request.headers.get("Cookie"));
  const parsed = deviceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Whether this browser has signed in to `userId` before. */
export function isTrustedFor(device: Device | null, userId: string | undefined): device is Device {
  return Boolean(device && userId && device.accounts.includes(userId));
}

/** After a successful sign-in: the Set-Cookie that remembers this account on this browser. */
export async function rememberDevice(context: LoadContext, request: Request, device: Device | null, userId: string) {
  const accounts = [userId, ...(device?.accounts ?? []).filter((id) => id !== userId)].slice(0, MAX_ACCOUNTS);
  return deviceCookie(context, request).serialize({ id: device?.id ?? randomToken(18), accounts });
}
