import { describe, expect, it } from "vitest";

import { documentOf, isQueuedIntent, mayStore, NEVER_CACHED, pageCacheKey, requestRule } from "./rules";

const ORIGIN = "https://debatestorm.example";
const at = (path: string) => new URL(path, ORIGIN);

function rule(path: string, { method = "GET", mode = "cors", origin = ORIGIN } = {}) {
  return requestRule({ url: new URL(path, ORIGIN).href, method, mode, origin });
}

const headers = (values: Record<string, string>) => new Headers(values);

describe("which request follows which rule", () => {
  it("reading pages are network-first with a public copy: the home page by division, a debate by tab and page", () => {
    expect(rule("/", { mode: "navigate" })).toEqual({ kind: "page", cacheKey: `${ORIGIN}/` });
    expect(rule("/?region=bharat&utm_source=x&lng=hi", { mode: "navigate" })).toEqual({
      kind: "page",
      cacheKey: `${ORIGIN}/?region=bharat`,
    });
    expect(rule("/debates/d-1?reply=c-9&cpage=2&tab=for#discussion-title", { mode: "navigate" })).toEqual({
      kind: "page",
      cacheKey: `${ORIGIN}/debates/d-1?tab=for&cpage=2`,
    });
    expect(rule("/help", { mode: "navigate" })).toEqual({ kind: "page", cacheKey: `${ORIGIN}/help` });
  });

  it("account, settings, admin, payment, campaign and sign-in pages are never kept (network only, then the offline page)", () => {
    for (const path of [
      "/settings",
      "/settings/delete",
      "/settings/export",
      "/notifications",
      "/admin",
      "/admin/users",
      "/admin/payments",
      "/campaign-management",
      "/campaign-packages",
      "/login",
      "/logout",
      "/join",
      "/forgot-password",
      "/reset-password?token=x",
      "/confirm-email?token=x",
      "/dev/outbox",
      "/live-rooms/room-1",
      "/debates/d-1/infographic.png",
      "/offline",
    ]) {
      expect(rule(path, { mode: "navigate" }), path).toEqual({ kind: "page", cacheKey: null });
      expect(pageCacheKey(at(path)), path).toBeNull();
    }
  });

  it("the JSON API, the worker's own state and script, and other origins are left to the network", () => {
    expect(rule("/api/debates")).toEqual({ kind: "none" });
    expect(rule("/api/user/votes")).toEqual({ kind: "none" });
    expect(rule("/api/debates/d-1/vote", { method: "POST" })).toEqual({ kind: "none" });
    expect(rule("/pwa-state.json")).toEqual({ kind: "none" });
    expect(rule("/sw.js")).toEqual({ kind: "none" });
    expect(rule("https://challenges.cloudflare.com/x.js")).toEqual({ kind: "none" });
    expect(rule("https://other.example/debates/d-1", { mode: "navigate" })).toEqual({ kind: "none" });
  });

  it("build files are cache-first; icons and manifests are refreshed behind; Remix data and route discovery have their own rules", () => {
    expect(rule("/build/_shared/chunk-ABC123.js")).toEqual({ kind: "static" });
    expect(rule("/build/_assets/tailwind-XYZ.css")).toEqual({ kind: "static" });
    for (const path of ["/favicon.svg", "/favicon.ico", "/icons/icon-192.png", "/manifest.hi.webmanifest"]) {
      expect(rule(path), path).toEqual({ kind: "asset" });
    }
    expect(rule("/debates/d-1.data?_routes=routes%2Fdebates.%24debateId")).toEqual({ kind: "data" });
    expect(rule("/__manifest?p=%2Fhelp&version=abc")).toEqual({ kind: "routes" });
    expect(rule("/robots.txt")).toEqual({ kind: "none" });
  });

  it("forms posted to pages' actions go through the outbox rule; posts to account pages and the API do not", () => {
    expect(rule("/debates/d-1.data", { method: "POST" })).toEqual({ kind: "action" });
    expect(rule("/_root.data?index&region=global", { method: "POST" })).toEqual({ kind: "action" });
    expect(rule("/settings.data", { method: "POST" })).toEqual({ kind: "none" });
    expect(rule("/admin/users.data", { method: "POST" })).toEqual({ kind: "none" });
    expect(rule("/logout.data", { method: "POST" })).toEqual({ kind: "none" });
    expect(rule("/debates/d-1", { method: "POST", mode: "navigate" })).toEqual({ kind: "none" });
    expect(rule("/debates/d-1.data", { method: "DELETE" })).toEqual({ kind: "none" });
  });

  it("only votes, comments and replies wait for the network", () => {
    expect(["vote", "comment", "reply"].every(isQueuedIntent)).toBe(true);
    for (const intent of ["like", "report", "follow", "signOut", "", null, undefined, 1]) {
      expect(isQueuedIntent(intent), String(intent)).toBe(false);
    }
  });

  it("every never-cached prefix is refused, however the address is written", () => {
    for (const prefix of NEVER_CACHED) {
      const path = prefix.endsWith("/") ? `${prefix}x` : prefix;
      expect(pageCacheKey(at(path)), path).toBeNull();
      expect(pageCacheKey(at(`${path}?region=global`)), path).toBeNull();
    }
  });
});

describe("what a response allows", () => {
  it("stores a complete public page", () => {
    expect(mayStore({ status: 200, type: "basic", headers: headers({}) })).toBe(true);
    expect(mayStore({ status: 200, headers: headers({ "Cache-Control": "public, max-age=60" }) })).toBe(true);
  });

  it("never stores a signed-in answer (private, no-store), an error, a redirect or an opaque answer", () => {
    expect(mayStore({ status: 200, headers: headers({ "Cache-Control": "private, no-store" }) })).toBe(false);
    expect(mayStore({ status: 200, headers: headers({ "Cache-Control": "no-store" }) })).toBe(false);
    expect(mayStore({ status: 200, headers: headers({ "Cache-Control": "max-age=0, PRIVATE" }) })).toBe(false);
    expect(mayStore({ status: 200, headers: headers({ "Cache-Control": 'private="Set-Cookie"' }) })).toBe(false);
    expect(mayStore({ status: 200, headers: headers({ Vary: "*" }) })).toBe(false);
    for (const status of [201, 204, 302, 404, 500, 503]) {
      expect(mayStore({ status, headers: headers({}) }), String(status)).toBe(false);
    }
    expect(mayStore({ status: 0, type: "opaque", headers: headers({}) })).toBe(false);
    expect(mayStore({ status: 200, type: "opaqueredirect", headers: headers({}) })).toBe(false);
  });

  it("a data address leads back to its document", () => {
    expect(documentOf(`${ORIGIN}/debates/d-1.data?_routes=routes%2Fdebates.%24debateId&tab=for`)).toBe(
      "/debates/d-1?tab=for",
    );
    expect(documentOf(`${ORIGIN}/_root.data?index&region=bharat`)).toBe("/?region=bharat");
  });
});
