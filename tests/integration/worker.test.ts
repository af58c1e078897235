/**
 * The page Worker end to end inside workerd: Remix routes over real D1, the
 * language cookie, the 404 page, the missing-secret refusal and the Cron Trigger
 * (the LiveRoom Durable Object: tests/integration/live-room.test.ts).
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

// The Worker as deployed (build/page/index.js, wrangler's bundle of the Remix build): its fetch and scheduled handlers, called directly.
import worker from "~built-worker";
import { createDb } from "~/db/client.server";
import { createConfirmedUser, createDebate } from "~/seed/factories";
import { castVote } from "~/models/debates/votes.server";

const db = createDb(env.DB);
const get = (path: string, init?: RequestInit) => exports.default.fetch(`http://localhost${path}`, init);

describe("pages", () => {
  it("renders debates from D1 on the home page, filtered by region", async () => {
    const global = await createDebate(db, { title: "Should cities ban cars from their centres?", region: "global" });
    const bharat = await createDebate(db, { title: "Should India adopt a four-day school week?", region: "bharat" });

    const all = await (await get("/")).text();
    expect(all).toContain(`id="debate-${global.id}"`);
    expect(all).toContain(`id="debate-${bharat.id}"`);

    const onlyBharat = await (await get("/?region=bharat")).text();
    expect(onlyBharat).toContain(`id="debate-${bharat.id}"`);
    expect(onlyBharat).not.toContain(`id="debate-${global.id}"`);
    expect(onlyBharat).not.toContain('data-region="global"');
  });

  it("shows the no-votes state when nobody voted, and the percentages once they do", async () => {
    const debate = await createDebate(db, { title: "Should public libraries open around the clock?" });
    const before = await (await get("/")).text();
    const card = (html: string) => html.slice(html.indexOf(`id="debate-${debate.id}"`)).split("</article>")[0] ?? "";
    expect(card(before)).toContain('data-testid="no-votes"');

    for (const position of ["for", "for", "for", "against"] as const) {
      const { user } = await createConfirmedUser(db);
      await castVote(db, { debateId: debate.id, userId: user.id, position });
    }
    const after = card(await (await get("/")).text());
    expect(after).toContain("75% support, 25% against");
    expect(after).toContain("4 participants");
  });

  it("ignores an unknown region instead of failing", async () => {
    const response = await get("/?region=atlantis&page=-4");
    expect(response.status).toBe(200);
  });

  it("answers 404 with 'Page Not Found' for an unknown path", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("/no-such-page");
  });

  it("explains other statuses too, e.g. 405 for a POST to a page without a form", async () => {
    const response = await get("/", { method: "POST", headers: { Origin: "http://localhost", Host: "localhost" } });
    expect(response.status).toBe(405);
    expect(await response.text()).toContain("That action is not available here");
  });

  it("sets security headers on documents", async () => {
    const response = await get("/");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("language", () => {
  it("?lng= stores the visit's language in a cookie and returns to the same page without it", async () => {
    const response = await get("/?region=bharat&lng=hi", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/?region=bharat");
    const cookies = response.headers.getSetCookie();
    // For this visit only (docs/security.md, "No state change on GET"): no Max-Age, and `lng` untouched.
    const lng = cookies.find((c) => c.startsWith("lng_visit="));
    expect(lng).toMatch(/HttpOnly/i);
    expect(lng).toMatch(/SameSite=Lax/i);
    expect(lng).not.toMatch(/Max-Age|Expires/i);
    expect(cookies.some((c) => c.startsWith("lng="))).toBe(false);

    const page = await get("/?region=bharat", { headers: { Cookie: lng?.split(";")[0] ?? "" } });
    const html = await page.text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain("भारत पल्स की बहसें");
  });

  it("ignores an unsupported ?lng= value", async () => {
    const response = await get("/?lng=fr", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("lng"))).toBe(false);
  });

  it("follows Accept-Language for Hindi and Bengali, else English", async () => {
    const lang = async (header: string) =>
      /<html lang="(\w+)"/.exec(await (await get("/", { headers: { "Accept-Language": header } })).text())?.[1];
    expect(await lang("bn-IN,bn;q=0.9,en;q=0.5")).toBe("bn");
    expect(await lang("hi")).toBe("hi");
    expect(await lang("fr-FR,fr;q=0.9")).toBe("en");
    expect(await lang("en-GB,hi;q=0.5")).toBe("en");
  });
});

describe("configuration", () => {
  it("refuses to serve without the session secret, naming it", async () => {
    const ctx = createExecutionContext();
    const request = new Request("http://localhost/") as Request<unknown, IncomingRequestCfProperties>;
    const response = await worker.fetch(request, { ...env, SESSION_SECRET: undefined }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Missing required secret SESSION_SECRET");
  });
});

describe("the Cron Trigger", () => {
  it("recomputes trending debates from recent activity", async () => {
    // Activity in a window of its own, so other tests' votes do not compete with it.
    const scheduledTime = Date.parse("2033-03-03T03:00:00Z");
    const createdAt = new Date(scheduledTime - 3_600_000).toISOString();
    const busy = await createDebate(db, { title: "Should ride-hailing drivers be employees?" });
    const quiet = await createDebate(db, { title: "Should the national anthem be shortened?", isTrending: true });
    for (let i = 0; i < 12; i++) {
      const { user } = await createConfirmedUser(db);
      await castVote(db, { debateId: busy.id, userId: user.id, position: i % 3 ? "for" : "against", createdAt });
    }
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/15 * * * *", scheduledTime }), env, ctx);
    await waitOnExecutionContext(ctx);

    const row = async (id: string) => env.DB.prepare("SELECT is_trending FROM debates WHERE id = ?").bind(id).first();
    expect(await row(busy.id)).toEqual({ is_trending: 1 });
    expect(await row(quiet.id)).toEqual({ is_trending: 0 });
  });
});
