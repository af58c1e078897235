/**
 * Integration tests' door to the built Worker: a signed-in citizen (a real session cookie) and a JSON
 * call through `exports.default.fetch`, same-origin, never following redirects.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";

import { startSession } from "~/models/accounts/sessions.server";
import { getLoadContext } from "~/context.server";
import { createDb } from "~/db/client.server";
import { createUser } from "~/seed/factories";

import { expectContract } from "./contract";

export const ORIGIN = "http://localhost";

/** A new user (no password unless given) with a session: `cookie` is the request header's value. */
export async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(createDb(env.DB), { password: null, ...overrides });
  const context = getLoadContext(env, createExecutionContext());
  const setCookie = await startSession(context, new Request(ORIGIN), user.id);
  return { user, cookie: setCookie.split(";")[0] ?? "" };
}

/**
 * A request to the Worker from our own origin; `body` is sent as JSON, `headers` add to or replace
 * ours. Every answer of an /api/* address is checked against the API's contract (./contract.ts).
 */
export async function callWorker(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { Origin: ORIGIN, Host: "localhost", ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await exports.default.fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: "manual",
  });
  await expectContract(method, path, response);
  return response;
}
