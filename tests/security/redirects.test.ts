/**
 * Redirects and the language switch (docs/security.md, "Redirects" and "No state change on GET";
 * issues 11 and 25):
 *   - one function decides every redirect target (safeRedirect, through localRedirect): every probe
 *     of the corpus stays on this site, as a form's `redirectTo`, as the request's own path under the
 *     root loader's `?lng=` redirect, and through the language menu's POST, signed in or not;
 *   - a GET with `?lng=` (another site's link) changes the visit's language only, never the
 *     account's; the language menu's POST (and the settings) change the account's.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { startSession } from "~/models/accounts/sessions.server";
import { getLoadContext } from "~/context.server";
import { createDb } from "~/db/client.server";
import { createUser } from "~/seed/factories";
import { safeRedirect } from "~/utils/http.server";

import { OWN_PATHS, REDIRECT_PROBES } from "./corpus";

const ORIGIN = "http://localhost";
const db = createDb(env.DB);
let ipCounter = 0;
const newIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

async function signedIn(language: "en" | "hi" | "bn" = "en") {
  const { user } = await createUser(db, { password: "strong-pass", language });
  const setCookie = await startSession(getLoadContext(env, createExecutionContext()), new Request(ORIGIN), user.id);
  return { user, cookie: setCookie.split(";")[0] ?? "" };
}

async function accountLanguage(userId: string) {
  return (await env.DB.prepare("SELECT language FROM users WHERE id = ?").bind(userId).first<{ language: string }>())
    ?.language;
}

const hasControl = (text: string) => [...text].some((ch) => (ch.codePointAt(0) ?? 0) < 0x20 || ch === "\u007f");

/** A redirect's Location, as a browser would follow it, stays on this site. */
function expectHere(response: Response, what: string) {
  expect([302, 303], what).toContain(response.status);
  const location = response.headers.get("Location") ?? "";
  expect(location, what).toMatch(/^\//);
  expect(location.startsWith("//"), `${what}: ${location}`).toBe(false);
  expect(location.includes("\\"), `${what}: ${location}`).toBe(false);
  expect(hasControl(location), `${what}: ${location}`).toBe(false);
  expect(new URL(location, ORIGIN).origin, `${what}: ${location}`).toBe(ORIGIN);
  return location;
}

function get(path: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { Host: "localhost", ...headers } }), {
    redirect: "manual",
  });
}

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      Host: "localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": newIp(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? null;

let citizen: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  citizen = await signedIn();
});

describe("redirect targets: one function decides them", () => {
  it("safeRedirect keeps only paths that stay here, as a browser would resolve them", () => {
    for (const to of REDIRECT_PROBES) {
      const kept = safeRedirect(to);
      expect(new URL(kept, "https://debatestorm.example").origin, JSON.stringify(to)).toBe(
        "https://debatestorm.example",
      );
      expect(hasControl(kept), JSON.stringify(to)).toBe(false);
      expect(kept.startsWith("//"), JSON.stringify(to)).toBe(false);
      expect(kept.includes("\\"), JSON.stringify(to)).toBe(false);
    }
    for (const to of OWN_PATHS) expect(new URL(safeRedirect(to), "https://x.example").origin).toBe("https://x.example");
    expect(safeRedirect("/?region=bharat")).toBe("/?region=bharat");
  });

  it("the language switch (?lng=) sends every probe path back here, signed in or not", async () => {
    const paths = REDIRECT_PROBES.filter((probe) => probe.startsWith("/"));
    expect(paths.length).toBeGreaterThan(25);
    for (const cookie of ["", citizen.cookie]) {
      for (const path of paths) {
        for (const lng of ["en", "hi", "xx"]) {
          const what = `${cookie ? "citizen" : "visitor"} GET ${JSON.stringify(path)}?lng=${lng}`;
          const response = await get(`${path}?lng=${lng}`, cookie ? { Cookie: cookie } : {});
          // A redirect here, or no redirect at all (a path no route matches, such as one with CR LF, is a 404).
          if (response.headers.has("Location")) expectHere(response, what);
          else expect(response.status, what).toBe(404);
        }
      }
    }
    // The issue's own four, exactly: home, not another site.
    for (const path of ["//evil.com", "/\\evil.com", "///evil.com", "//evil.com@x"]) {
      expect((await get(`${path}?lng=en`)).headers.get("Location"), path).toBe("/");
    }
    // A page of ours comes back as itself, without ?lng=.
    expect((await get("/debates/abc?region=bharat&lng=hi")).headers.get("Location")).toBe("/debates/abc?region=bharat");
  });

  it("signing in from a crafted link never leaves the site", async () => {
    const email = `redirect-${crypto.randomUUID().slice(0, 8)}@example.org`;
    await createUser(db, { email, password: "strong-pass" });
    for (const to of REDIRECT_PROBES) {
      expectHere(
        await postForm("/login", { login: email, password: "strong-pass", redirectTo: to }),
        JSON.stringify(to),
      );
    }
  });

  it("the language menu's POST never leaves the site", async () => {
    for (const to of REDIRECT_PROBES) {
      expectHere(await postForm("/language", { lng: "en", redirectTo: to }), JSON.stringify(to));
    }
    expect((await postForm("/language", { lng: "en", redirectTo: "/help?x=1" })).headers.get("Location")).toBe(
      "/help?x=1",
    );
  });
});

describe("the language: a GET changes no saved state", () => {
  it("another site's GET /?lng=bn leaves the account's language as it was, and reads this visit in Bengali", async () => {
    const { user, cookie } = await signedIn("en");
    const crossSite = { Cookie: cookie, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" };
    const response = await get("/?lng=bn", crossSite);
    expect(response.status).toBe(302);
    expect(await accountLanguage(user.id)).toBe("en");
    // The visit's cookie, ending with the browser's session (no Max-Age, no Expires); `lng` untouched.
    const visit = setCookie(response, "lng_visit");
    expect(visit).toBeTruthy();
    expect(visit).not.toMatch(/Max-Age|Expires/i);
    expect(setCookie(response, "lng")).toBeNull();

    // This visit reads Bengali (the account's language does not override it) …
    const visitPair = visit?.split(";")[0] ?? "";
    const page = await get("/", { Cookie: `${cookie}; ${visitPair}` });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="bn"');
    expect(setCookie(page, "lng")).toBeNull();
    // … a later visit (the browser closed: no visit cookie) reads the account's English again.
    const later = await get("/", { Cookie: `${cookie}; lng=${btoa(JSON.stringify("bn"))}` });
    expect(await later.text()).toContain('<html lang="en"');
    expect(setCookie(later, "lng")).toMatch(/^lng=/);
    expect(await accountLanguage(user.id)).toBe("en");
  });

  it("the language menu's POST saves the account's language, sets the cookie and ends the visit's", async () => {
    const { user, cookie } = await signedIn("en");
    const visitPair = `lng_visit=${btoa(JSON.stringify("bn"))}`;
    const response = await postForm(
      "/language",
      { lng: "hi", redirectTo: "/?region=bharat" },
      { Cookie: `${cookie}; ${visitPair}` },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/?region=bharat");
    expect(await accountLanguage(user.id)).toBe("hi");
    expect(setCookie(response, "lng")).toMatch(/Max-Age=31536000/);
    expect(setCookie(response, "lng_visit")).toMatch(/Max-Age=0/);
    // Every device follows the account: a request with no language cookie at all reads Hindi.
    expect(await (await get("/", { Cookie: cookie })).text()).toContain('<html lang="hi"');
  });

  it("a visitor's choice is kept in the cookie alone; a bad language is refused and changes nothing", async () => {
    const chosen = await postForm("/language", { lng: "bn", redirectTo: "/help" });
    expect(chosen.status).toBe(303);
    expect(setCookie(chosen, "lng")).toBeTruthy();
    const refused = await postForm("/language", { lng: "fr" }, { Cookie: citizen.cookie });
    expect(refused.status).toBe(400);
    expect(await accountLanguage(citizen.user.id)).toBe("en");
    // A cross-site POST is refused before any route runs (docs/security.md, "Cross-site requests").
    const forged = await postForm(
      "/language",
      { lng: "bn" },
      { Cookie: citizen.cookie, Origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    expect(await accountLanguage(citizen.user.id)).toBe("en");
    expect((await get("/language")).status).toBe(405);
  });
});
