/**
 * Guards: every protected loader, action and API route calls one of these itself
 * (Remix runs loaders in parallel, so a parent's check protects nothing).
 * Pages are redirected to sign in; API routes get JSON 401/403.
 */

import type { LoadContext } from "~/context.server";
import type { Role, User } from "~/db/schema";
import { jsonError, translatorFor } from "~/utils/http.server";
import { localRedirect } from "~/utils/redirect.server";

import { getSessionUser } from "~/models/accounts";

const isApi = (request: Request) => new URL(request.url).pathname.startsWith("/api/");

export function getUser(request: Request, context: LoadContext): Promise<User | null> {
  return getSessionUser(context, request);
}

export async function requireUser(request: Request, context: LoadContext): Promise<User> {
  const user = await getSessionUser(context, request);
  if (user) return user;
  if (isApi(request)) {
    const t = await translatorFor(request);
    throw jsonError(401, t("auth.errors.unauthorized"));
  }
  const url = new URL(request.url);
  throw localRedirect(`/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

export async function requireRole(request: Request, context: LoadContext, role: Role): Promise<User> {
  const user = await requireUser(request, context);
  if (user.role === role) return user;
  if (isApi(request)) {
    const t = await translatorFor(request);
    throw jsonError(403, t("auth.errors.forbidden"));
  }
  throw new Response("Forbidden", { status: 403 });
}

/** For pages only visitors need (sign in, join): a signed-in user goes on to `to`. */
export async function redirectIfSignedIn(request: Request, context: LoadContext, to: string) {
  if (await getSessionUser(context, request)) throw localRedirect(to);
}
