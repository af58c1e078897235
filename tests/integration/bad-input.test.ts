/**
 * Issue 25, finding 7: what a client sends never makes a server error (docs/security.md "Never a
 * server error on bad input"): unreadable cookies are treated as absent and cleared, an address
 * that cannot be decoded is a 404, searches are matched literally and capped, and a signed Stripe
 * event that matches nothing is acknowledged, recorded and shown to admins.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createUser } from "~/seed/factories";
import { languageCookie } from "~/i18n/i18n.server";
import { SEARCH_MAX } from "~/utils/search.schema";

import { callWorker, ORIGIN, signedInUser } from "../helpers/api-client";
import { webhookRequest } from "../helpers/stripe";

const db = createDb(env.DB);

/** Values no cookie of ours can hold: not signed, a signature that is not base64, forged, broken encodings, huge. */
const UNREADABLE = {
  "not signed": "hello",
  "a signature that is not base64": "eyJhIjoxfQ%3D%3D.!!!not*base64!!!",
  "a forged signature": `eyJhIjoxfQ%3D%3D.${"A".repeat(43)}`,
  "invalid percent-encoding": "%ff%fe%c0%af",
  "a lone dot": ".",
  "oversized (6 KB)": `${"Q".repeat(6_000)}.x`,
};
const SIGNED_COOKIES = ["ds_session", "ds_toast", "ds_device", "ds_link", "ds_return"];
const PAGES = ["/", "/login", "/settings", "/api/debates", "/api/auth/user", "/_root.data", "/live-rooms"];

function get(path: string, cookie: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    headers: { Host: "localhost", Cookie: cookie, ...headers },
    redirect: "manual",
  });
}

/** The Set-Cookie values of a response that expire `name`. */
const clears = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .some((value) => value.startsWith(`${name}=;`) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(value));

describe("unreadable cookies are treated as absent and cleared", () => {
  it("every signed cookie of ours, forged or malformed, on pages, data and the API: never a 500, and cleared", async () => {
    const failures: string[] = [];
    for (const name of SIGNED_COOKIES) {
      for (const [what, value] of Object.entries(UNREADABLE)) {
        for (const path of PAGES) {
          const response = await get(path, `${name}=${value}`);
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${name} ${what} ${path}: ${response.status}`);
          else if (!clears(response, name)) failures.push(`${name} ${what} ${path}: not cleared`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("a forged toast beside a real session: still signed in, the toast cleared, the session kept", async () => {
    const { user, cookie } = await signedInUser();
    const response = await get("/api/auth/user", `${cookie}; ds_toast=${UNREADABLE["a signature that is not base64"]}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: user.id });
    expect(clears(response, "ds_toast")).toBe(true);
    expect(clears(response, "ds_session")).toBe(false);
  });

  it("an unreadable language cookie falls back to the request's language and is cleared; a good one is kept", async () => {
    for (const value of ["%ff", "!!!", "x".repeat(5_000)]) {
      const response = await get("/", `lng=${value}`, { "Accept-Language": "hi" });
      expect(response.status, value.slice(0, 10)).toBe(200);
      expect(await response.text()).toContain('lang="hi"');
      expect(clears(response, "lng"), value.slice(0, 10)).toBe(true);
    }
    const good = await get("/", (await languageCookie.serialize("bn")).split(";")[0] ?? "");
    expect(await good.text()).toContain('lang="bn"');
    expect(clears(good, "lng")).toBe(false);
  });

  it("a forged session on a mutating door is a visitor's request (401), not a 500", async () => {
    const response = await callWorker("POST", "/api/debates/x/vote", {
      cookie: `ds_session=${UNREADABLE["a signature that is not base64"]}`,
      body: { position: "for" },
    });
    expect(response.status).toBe(401);
    expect(clears(response, "ds_session")).toBe(true);
  });
});

describe("an address that cannot be decoded is a 404", () => {
  const BAD = ["%ff", "%c0%af", "%", "%E0%A4%A", "%ed%a0%80"];
  it("in every kind of path parameter, on pages, data, the API and the live room's socket", async () => {
    const { cookie } = await signedInUser({ isPremium: true });
    const failures: string[] = [];
    for (const bad of BAD) {
      const requests: [string, RequestInit][] = [
        [`/live-rooms/${bad}/socket`, { headers: { Upgrade: "websocket", Origin: ORIGIN } }],
        [`/live-rooms/${bad}/socket`, {}],
        [`/live-rooms/${bad}`, {}],
        [`/debates/${bad}`, {}],
        [`/debates/${bad}.data`, {}],
        [`/debates/${bad}/infographic.png`, {}],
        [`/api/debates/${bad}/comments`, {}],
        [`/api/debates/${bad}/vote`, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }],
        [`/civic-education/${bad}`, {}],
        [`/${bad}`, {}],
      ];
      for (const [path, init] of requests) {
        const response = await exports.default.fetch(`${ORIGIN}${path}`, {
          ...init,
          headers: { Host: "localhost", Origin: ORIGIN, Cookie: cookie, ...(init.headers as object) },
          redirect: "manual",
        });
        await response.arrayBuffer();
        if (response.status !== 404) failures.push(`${init.method ?? "GET"} ${path}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    const api = await exports.default.fetch(`${ORIGIN}/api/debates/%ff/comments`, { headers: { Host: "localhost" } });
    expect(api.headers.get("Content-Type")).toContain("application/json");
    expect(await api.json()).toMatchObject({ error: expect.any(String) });
  });
});

describe("searches are literal text, capped with a clear refusal", () => {
  const SEARCHES = [
    "/api/admin/users?q=",
    "/api/users/verification?q=",
    "/admin/users?q=",
    "/admin/directory?q=",
    "/admin/verification?q=",
    "/api/users?q=",
  ];
  const PROBES = [
    "x".repeat(49),
    "'%_".repeat(20),
    "%".repeat(SEARCH_MAX),
    "_".repeat(SEARCH_MAX),
    "\\".repeat(SEARCH_MAX),
    "क्ष".repeat(Math.floor(SEARCH_MAX / 3)),
    "%\\_%[a-z]*?",
  ];

  it("up to the cap every admin search answers (no 'LIKE pattern too complex'); above it a translated 400", async () => {
    // An admin who reads in Hindi: the refusal must say why in Hindi.
    const admin = await signedInUser({ role: "admin", language: "hi" });
    const failures: string[] = [];
    for (const door of SEARCHES) {
      for (const probe of PROBES) {
        const response = await get(`${door}${encodeURIComponent(probe)}`, admin.cookie);
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${door}${probe.slice(0, 12)}…: ${response.status}`);
      }
      const long = await get(`${door}${"y".repeat(SEARCH_MAX + 1)}`, admin.cookie);
      if (long.status !== 400) failures.push(`${door}(${SEARCH_MAX + 1} characters): ${long.status}`);
      if (!(await long.text()).includes(`खोज अधिकतम ${SEARCH_MAX} अक्षरों`)) failures.push(`${door}: no reason in Hindi`);
    }
    expect(failures).toEqual([]);
  });

  it("% _ and \\ are matched as themselves, not as patterns", async () => {
    const admin = await signedInUser({ role: "admin" });
    const tag = crypto.randomUUID().slice(0, 8);
    const { user: literal } = await createUser(db, { password: null, firstName: `Ra${tag}%_\\x` });
    const { user: other } = await createUser(db, { password: null, firstName: `Ra${tag}zzzx` });
    for (const [q, expected] of [
      [`${tag}%_\\`, [literal.id]],
      [`${tag}%`, [literal.id]],
      [`${tag}_`, []],
      [`${tag}`, [literal.id, other.id]],
    ] as const) {
      const response = await get(`/api/admin/users?q=${encodeURIComponent(q)}`, admin.cookie);
      expect(response.status, q).toBe(200);
      const ids = ((await response.json()) as { id: string }[]).map((u) => u.id);
      expect(ids.sort(), q).toEqual([...expected].sort());
    }
  });
});

describe("a signed Stripe event that matches nothing is acknowledged, recorded and shown to admins", () => {
  const outcome = (id: string) =>
    env.DB.prepare("SELECT outcome, reason FROM stripe_events WHERE id = ?")
      .bind(id)
      .first<{ outcome: string; reason: string | null }>();
  const created = () => Math.floor(Date.now() / 1000);

  it("an event about a subscription Stripe does not know: 200, recorded as unmatched, not processed twice", async () => {
    const id = `evt_unknown_${crypto.randomUUID().slice(0, 8)}`;
    const event = {
      id,
      object: "event",
      type: "customer.subscription.updated",
      created: created(),
      data: { object: { id: "sub_nobody_knows", object: "subscription", status: "active" } },
    };
    const response = await exports.default.fetch(await webhookRequest(JSON.stringify(event)));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, result: "unmatched" });
    expect(await outcome(id)).toMatchObject({ outcome: "unmatched", reason: expect.stringContaining("sub_nobody") });
    const again = await exports.default.fetch(await webhookRequest(JSON.stringify(event)));
    expect(await again.json()).toMatchObject({ result: "duplicate" });
  });

  it("a signed event without data, or that is no event at all: 200 and recorded as malformed", async () => {
    const id = `evt_nodata_${crypto.randomUUID().slice(0, 8)}`;
    const noData = { id, object: "event", type: "invoice.paid", created: created() };
    const response = await exports.default.fetch(await webhookRequest(JSON.stringify(noData)));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: "malformed" });
    expect(await outcome(id)).toMatchObject({ outcome: "malformed", reason: expect.stringContaining("data") });
    for (const payload of ['{"type": 5}', "[]", '"evt"', '{"id": 12, "data": null}']) {
      const signed = await exports.default.fetch(await webhookRequest(payload));
      expect(signed.status, payload).toBe(200);
      expect(await signed.json(), payload).toMatchObject({ result: "malformed" });
    }
    // Unsigned or forged stays refused.
    const forged = await exports.default.fetch(await webhookRequest(JSON.stringify(noData), { secret: "whsec_x" }));
    expect(forged.status).toBe(400);
  });

  it("admins see the events that matched nothing on the payments page; others do not", async () => {
    const id = `evt_shown_${crypto.randomUUID().slice(0, 8)}`;
    const event = {
      id,
      type: "invoice.paid",
      created: created(),
      data: { object: { id: "in_1", object: "invoice", subscription: "sub_gone_away" } },
    };
    expect((await exports.default.fetch(await webhookRequest(JSON.stringify(event)))).status).toBe(200);
    const admin = await signedInUser({ role: "admin" });
    const page = await get("/admin/payments", admin.cookie, { "Accept-Language": "bn" });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(id);
    expect(html).toContain("sub_gone_away");
    const citizen = await signedInUser();
    expect((await get("/admin/payments.data?_routes=routes/admin.payments", citizen.cookie)).status).toBe(403);
  });
});
