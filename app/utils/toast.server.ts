/**
 * Flash toasts: an action (or loader) that redirects can carry one toast to the
 * next page in a short-lived signed cookie, so notifications work without JavaScript too.
 */
import { createCookie } from "~/utils/remix.server";
import * as z from "~/utils/zod";

import type { AppConfig } from "~/env.server";

import { localRedirect } from "./redirect.server";

const toastSchema = z.object({
  id: z.string(),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
});
type Toast = z.infer<typeof toastSchema>;
export type ToastInput = Omit<Toast, "id" | "variant"> & { variant?: Toast["variant"] };

function toastCookie(config: AppConfig, request: Request) {
  return createCookie("ds_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: 60,
    secrets: [config.sessionSecret],
  });
}

/** A Set-Cookie header value carrying `toast` to the next request. */
export async function toastHeader(config: AppConfig, request: Request, toast: ToastInput) {
  const value: Toast = { id: crypto.randomUUID(), variant: "default", ...toast };
  return toastCookie(config, request).serialize(value);
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(config: AppConfig, request: Request) {
  const cookie = toastCookie(config, request);
  const raw: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (raw == null) return { toast: null, clearHeader: null };
  const parsed = toastSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    clearHeader: await cookie.serialize("", { maxAge: 0 }),
  };
}

export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  { config, request, headers }: { config: AppConfig; request: Request; headers?: HeadersInit },
) {
  const h = new Headers(headers);
  h.append("Set-Cookie", await toastHeader(config, request, toast));
  return localRedirect(url, { headers: h });
}
