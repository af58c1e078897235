/**
 * External sign-in in the integration tests: the deployed Worker with the local OpenID Connect
 * provider configured (tests/fakes/oidc-provider.ts, started by tests/setup/feed-server.global.ts),
 * and a browser played by script: a cookie jar per browser, the Worker's redirects, and the
 * provider's own development screens (login, then consent), over real HTTP.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { inject } from "vitest";
import worker from "~built-worker";

import type { Env } from "~/env.server";

import { OIDC_CLIENT } from "../fakes/oidc-client";

import { ORIGIN } from "./api-client";

export const OIDC_PROVIDER_NAME = "Local ID";

/** The Worker's settings that turn external sign-in on, with the local provider. */
export const oidcSettings = (): Partial<Env> => ({
  OIDC_ISSUER: inject("oidcIssuer"),
  OIDC_CLIENT_ID: OIDC_CLIENT.id,
  OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
  OIDC_PROVIDER_NAME,
});

/** One browser's cookies for one site, by name (the paths of these tests never need telling apart). */
export class CookieJar {
  private readonly values = new Map<string, string>();

  /** Keeps what a response set (and forgets what it cleared). */
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0] ?? "";
      const at = pair.indexOf("=");
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const cleared = value === "" || /;\s*max-age=0\b/i.test(line) || /expires=thu, 01 jan 1970/i.test(line);
      if (cleared) this.values.delete(name);
      else this.values.set(name, value);
    }
    return response;
  }

  set(name: string, value: string) {
    this.values.set(name, value);
  }

  get(name: string) {
    return this.values.get(name);
  }

  /** The Cookie header this browser sends. */
  header() {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * A request from `jar`'s browser to the deployed Worker with the provider configured. `form` is
 * sent as a form, `json` as JSON; redirects are not followed.
 */
export async function callWithProvider(
  jar: CookieJar,
  method: string,
  path: string,
  options: { form?: Record<string, string>; json?: unknown; ip?: string } = {},
) {
  const headers = new Headers({ Origin: ORIGIN, Host: "localhost" });
  if (options.ip) headers.set("CF-Connecting-IP", options.ip);
  const cookie = jar.header();
  if (cookie) headers.set("Cookie", cookie);
  let body: BodyInit | undefined;
  if (options.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  }
  const request = new Request(new URL(path, ORIGIN), { method, headers, body, redirect: "manual" });
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    request as Parameters<typeof worker.fetch>[0],
    { ...env, ...oidcSettings() },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return jar.take(response);
}

/**
 * The person at the provider, from its authorization address: signs in as `login` on its
 * development screen, consents, and follows the provider's redirects until it sends the browser
 * back to us. Returns that address (our callback, with the code and the state).
 */
export async function atProvider(authorizeUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizeUrl;
  let method = "GET";
  let body: string | undefined;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(`${ORIGIN}/`)) return url;
    const headers: Record<string, string> = { Cookie: jar.header() };
    if (body) headers["Content-Type"] = "application/x-www-form-urlencoded";
    const response = jar.take(await fetch(url, { method, headers, body, redirect: "manual" }));
    const location = response.headers.get("Location");
    if (location) {
      url = new URL(location, url).toString();
      [method, body] = ["GET", undefined];
      continue;
    }
    const html = await response.text();
    const action = /<form autocomplete="off" action="([^"]+)" method="post">/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !prompt) {
      throw new Error(`The provider answered ${response.status} at ${url}: ${html.slice(0, 300)}`);
    }
    url = new URL(action.replace(/&amp;/g, "&"), url).toString();
    method = "POST";
    body = new URLSearchParams(
      prompt === "login" ? { prompt, login, password: "any-password" } : { prompt },
    ).toString();
  }
  throw new Error(`The provider never sent the browser back (last at ${url}).`);
}

/**
 * A whole sign-in with the provider from `jar`'s browser: /api/login, the provider's screens as
 * `login`, then our callback. Returns the callback's answer (its cookies are in the jar).
 */
export async function signInWithProvider(jar: CookieJar, login: string, redirectTo = "/") {
  const start = await callWithProvider(jar, "GET", `/api/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  const authorize = start.headers.get("Location");
  if (start.status !== 302 || !authorize?.startsWith(inject("oidcIssuer"))) {
    throw new Error(`/api/login did not send the browser to the provider: ${start.status} ${authorize}`);
  }
  return completeAtProvider(jar, authorize, login);
}

/** From the provider's authorization address (a sign-in or a link just started) back through our callback. */
export async function completeAtProvider(jar: CookieJar, authorizeUrl: string, login: string) {
  const back = new URL(await atProvider(authorizeUrl, login));
  return callWithProvider(jar, "GET", `${back.pathname}${back.search}`);
}
