/** Where to go after an external sign-in: kept for ten minutes in a signed cookie. */
import { createCookie } from "~/utils/remix.server";

import type { LoadContext } from "~/context.server";
import { safeRedirect } from "~/utils/http.server";

function cookie(context: LoadContext, request: Request) {
  return createCookie("ds_return", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: 600,
    secrets: [context.config.sessionSecret],
  });
}

export function rememberReturnTo(context: LoadContext, request: Request, to: string) {
  return cookie(context, request).serialize(safeRedirect(to));
}

export async function readReturnTo(context: LoadContext, request: Request) {
  const value: unknown = await cookie(context, request).parse(request.headers.get("Cookie"));
  return safeRedirect(typeof value === "string" ? value : null);
}

export function forgetReturnTo(context: LoadContext, request: Request) {
  return cookie(context, request).serialize("", { maxAge: 0 });
}
