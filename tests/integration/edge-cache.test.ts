/**
 * Signed-out pages from the edge cache (workers/edge-cache.ts, docs/scaling.md): the Worker as
 * deployed (build/page/index.js) with the cache on (EDGE_CACHE_SECONDS; the other tests run with it
 * off), over the Workers Cache API as workerd implements it locally. A visitor's second request is a
 * HIT with its Age; a request carrying any session cookie (real, expired or forged) never sees a
 * cached page and never fills the cache; a cached page never carries a citizen's name, a toast or
 * the nonce of another answer; the language chooses the variant.
 */
import { createCookie } from "@remix-run/cloudflare";
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import worker from "~built-worker";
import { createDb } from "~/db/client.server";
import { createDebate } from "~/seed/factories";
import { cacheKey, edgeCache, isStorable } from "../../workers/edge-cache";
import { signedInUser } from "../helpers/api-client";

const ORIGIN = "http://localhost";
const db = createDb(env.DB);

/** The deployed Worker with the edge cache on (`seconds` fresh), its background work awaited. */
async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { method, headers, redirect: "manual" });
  const response = await worker.fetch(
    request as Parameters<typeof worker.fetch>[0],
    { ...env, EDGE_CACHE_SECONDS: "15" },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html, cache: response.headers.get("X-Cache") };
}

/** A page address of its own (an ignored parameter), so that no other test's copy answers. */
const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}probe=${crypto.randomUUID()}`;

/** The start of the toast ?lng=hi leaves ("the language is now Hindi", in Hindi). */
const TOAST_HI = "भाषा बदलकर";

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
const nonceAttributes = (html: string) => [...html.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]);

describe("a visitor's pages", () => {
  it("are drawn once and then served from the cache, with Age, Cache-Control and Vary saying so", async () => {
    const path = fresh("/help");
    const first = await get(path);
    expect(first.response.status).toBe(200);
    expect(first.cache).toBe("MISS");
    expect(first.response.headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=15, stale-while-revalidate=15",
    );
    expect(first.response.headers.get("Vary")).toBe("Cookie, Accept-Language");
    expect(first.response.headers.get("Age")).toBe("0");

    const second = await get(path);
    expect(second.cache).toBe("HIT");
    expect(second.response.status).toBe(200);
    expect(Number(second.response.headers.get("Age"))).toBeGreaterThanOrEqual(0);
    expect(second.response.headers.get("Cache-Control")).toBe(first.response.headers.get("Cache-Control"));
    expect(second.response.headers.get("Vary")).toBe("Cookie, Accept-Language");
    expect(second.response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(second.response.headers.has("X-Edge-Stored-At")).toBe(false);
    expect(second.response.headers.has("Set-Cookie")).toBe(false);
    // The same page but for its nonce (next test).
    const withoutNonce = (html: string, nonce: string | undefined) => html.replaceAll(nonce ?? "-", "NONCE");
    expect(withoutNonce(second.html, nonceOf(second.response))).toBe(withoutNonce(first.html, nonceOf(first.response)));
  });

  it("carry a nonce of their own: the cached page's is replaced in the policy and in every script", async () => {
    const path = fresh("/help");
    const answers = [await get(path), await get(path), await get(path)];
    expect(answers.map((a) => a.cache)).toEqual(["MISS", "HIT", "HIT"]);
    const nonces = answers.map((a) => nonceOf(a.response));
    expect(new Set(nonces).size).toBe(3);
    for (const [i, a] of answers.entries()) {
      const attributes = nonceAttributes(a.html);
      expect(attributes.length).toBeGreaterThan(0);
      expect(new Set(attributes)).toEqual(new Set([nonces[i]]));
    }
    // The first answer's nonce appears nowhere in the later ones.
    expect(answers[1]?.html).not.toContain(nonces[0]);
    expect(answers[2]?.html).not.toContain(nonces[0]);
  });

  it("serve home and debate pages from the cache; a stale copy is served once and redrawn behind it", async () => {
    const debate = await createDebate(db, { title: "Should towns light their streets all night?" });
    const path = fresh(`/debates/${debate.id}`);
    const drawn = await get(path);
    expect(drawn.cache).toBe("MISS");
    expect((await get(path)).cache).toBe("HIT");
    const home = fresh("/?region=global");
    expect((await get(home)).cache).toBe("MISS");
    const again = await get(home);
    expect(again.cache).toBe("HIT");
    expect(again.html).toContain(`id="debate-${debate.id}"`);

    // The stored copy, aged: 20 s is stale (15 fresh, 15 more stale), 40 s is too old.
    // The build's version, as Remix names its manifest (upper-cased) in every page.
    const version = /\/manifest-([0-9A-F]+)\.js/.exec(drawn.html)?.[1]?.toLowerCase() ?? "";
    expect(version).not.toBe("");
    const key = cacheKey(new URL(`${ORIGIN}${path}`), "en", version);
    const age = async (seconds: number) => {
      const stored = await edgeCache().match(key);
      expect(stored).toBeDefined();
      const aged = new Response(stored?.body, stored);
      aged.headers.set("X-Edge-Stored-At", String(Date.now() - seconds * 1000));
      await edgeCache().put(key, aged);
    };
    await age(20);
    const stale = await get(path);
    expect(stale.cache).toBe("STALE");
    expect(Number(stale.response.headers.get("Age"))).toBeGreaterThanOrEqual(20);
    // The background drawing (awaited with the request's waitUntil) replaced it.
    const redrawn = await get(path);
    expect(redrawn.cache).toBe("HIT");
    expect(Number(redrawn.response.headers.get("Age"))).toBeLessThan(15);

    await age(40);
    const old = await get(path);
    expect(old.cache).toBe("MISS");
    expect(old.response.headers.get("Age")).toBe("0");
  });

  it("come in the language the visitor reads: ?lng's cookie, the lng cookie, Accept-Language", async () => {
    const path = fresh("/help");
    expect((await get(path)).html).toContain('<html lang="en"');
    expect((await get(path)).cache).toBe("HIT");

    // ?lng=hi answers with cookies (never stored), then the visit's cookie chooses Hindi.
    const link = await get(`${path}&lng=hi`);
    expect(link.response.status).toBe(302);
    expect(link.cache).toBe("BYPASS");
    const visit = link.response.headers
      .getSetCookie()
      .find((c) => c.startsWith("lng_visit="))
      ?.split(";")[0];
    expect(visit).toBeTruthy();
    const hindi = await get(path, { Cookie: visit ?? "" });
    expect(hindi.cache).toBe("MISS");
    expect(hindi.html).toContain('<html lang="hi"');
    expect((await get(path, { Cookie: visit ?? "" })).html).toContain('<html lang="hi"');

    const bengali = await get(path, { "Accept-Language": "bn" });
    expect(bengali.cache).toBe("MISS");
    expect(bengali.html).toContain('<html lang="bn"');
    // The language menu's cookie (as Remix writes it) chooses the same variant.
    const menu = (await createCookie("lng").serialize("bn")).split(";")[0] ?? "";
    const chosen = await get(path, { Cookie: menu });
    expect(chosen.cache).toBe("HIT");
    expect(chosen.html).toContain('<html lang="bn"');

    const back = await get(path);
    expect(back.cache).toBe("HIT");
    expect(back.html).toContain('<html lang="en"');
  });
});

describe("never a signed-in page", () => {
  it("a planted session never gets the cached page, and a citizen's page is never stored", async () => {
    const { user, cookie } = await signedInUser({ firstName: "Plantedfirst", lastName: "Citizenlast" });
    const path = fresh("/");
    // A visitor fills the cache.
    expect((await get(path)).cache).toBe("MISS");
    expect((await get(path)).cache).toBe("HIT");

    const theirs = await get(path, { Cookie: cookie });
    expect(theirs.cache).toBe("BYPASS");
    expect(theirs.html).toContain("Plantedfirst");
    expect(theirs.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(theirs.response.headers.has("Age")).toBe(false);
    // The second line of defence: their page is not storable whatever brought it.
    expect(isStorable(theirs.response)).toBe(false);

    // The visitor's copy never carries them; a page the citizen asked for first is not stored.
    const visitor = await get(path);
    expect(visitor.cache).toBe("HIT");
    expect(visitor.html).not.toContain("Plantedfirst");
    expect(visitor.html).not.toContain(user.id);
    const onlyTheirs = fresh("/");
    expect((await get(onlyTheirs, { Cookie: cookie })).cache).toBe("BYPASS");
    const after = await get(onlyTheirs);
    expect(after.cache).toBe("MISS");
    expect(after.html).not.toContain("Plantedfirst");
    expect(after.html).not.toContain(user.id);
  });

  it("any cookie but the language's bypasses the cache: forged, garbage, empty sessions, toasts, others", async () => {
    const path = fresh("/help");
    expect((await get(path)).cache).toBe("MISS");
    expect((await get(path)).cache).toBe("HIT");
    for (const cookie of [
      "ds_session=eyJhIjoxfQ%3D%3D.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "ds_session=garbage",
      "ds_session=",
      "ds_session",
      "lng=hi; ds_session=x",
      "DS_SESSION=x",
      "__Host-ds_session=x",
      "ds_toast=x",
      "ds_return=x",
      "ds_oidc=x",
      "something=else",
    ]) {
      const answer = await get(path, { Cookie: cookie });
      expect({ cookie, cache: answer.cache }).toEqual({ cookie, cache: "BYPASS" });
      expect(answer.response.status).toBe(200);
      expect(answer.response.headers.has("Age")).toBe(false);
    }
    expect((await get(path, { Authorization: "Bearer x" })).cache).toBe("BYPASS");
    // None of them filled it: a visitor still gets the first copy, also with a D1 bookmark (which
    // says which replica may read, not who reads: app/db/d1-session.server.ts) or Cloudflare's cookie.
    expect((await get(path)).cache).toBe("HIT");
    expect((await get(path, { Cookie: "ds_d1=x; __cf_bm=y" })).cache).toBe("HIT");
  });

  it("a toast is never stored nor served from the cache", async () => {
    const path = fresh("/help");
    const link = await get(`${path}&lng=hi`);
    const cookies = link.response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
    expect(cookies.some((c) => c.startsWith("ds_toast="))).toBe(true);
    const withToast = await get(path, { Cookie: cookies.join("; ") });
    expect(withToast.cache).toBe("BYPASS");
    expect(withToast.html).toContain(TOAST_HI);
    expect(withToast.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(isStorable(withToast.response)).toBe(false);

    const visit = cookies.filter((c) => c.startsWith("lng_visit="));
    const plain = await get(path, { Cookie: visit.join("; ") });
    expect(plain.cache).toBe("MISS");
    expect(plain.html).not.toContain(TOAST_HI);
  });

  it("only reading pages: /login, the JSON API and Remix's data requests are never cached", async () => {
    const debate = await createDebate(db, { title: "Should parks stay open at night?" });
    for (const path of ["/login", "/api/debates", "/_root.data", "/help.data", `/debates/${debate.id}.data`]) {
      const first = await get(path);
      const second = await get(path);
      expect({ path, cache: second.cache }).toEqual({ path, cache: null });
      expect(first.response.headers.get("Age")).toBeNull();
    }
    expect((await get("/help", {}, "HEAD")).cache).toBe("BYPASS");
  });

  it("an unknown debate's 404 is not stored", async () => {
    const path = fresh("/debates/no-such-debate");
    const first = await get(path);
    expect(first.response.status).toBe(404);
    expect(first.cache).toBe("BYPASS");
    expect((await get(path)).cache).toBe("BYPASS");
  });
});
