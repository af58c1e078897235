/**
 * Debates on other sites (docs/embed.md), through the Worker: oEmbed (sizes, unknown and hidden
 * debates, formats, the public origin), the headers (only the embed can be framed), the embed in
 * the reader's language, and the sign-in window's handover: a one-time token claimed for the
 * embed's own partitioned session, then a vote in two steps, counted once, with the site's rules.
 */
import { createCookie } from "@remix-run/cloudflare";
import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { checkConfirmToken, confirmToken, writeHandover } from "~/auth/embed.server";
import { getLoadContext } from "~/context.server";
import { createDb } from "~/db/client.server";
import { createDebate, createUser } from "~/seed/factories";
import { hideItem } from "~/models/discussion";
import { claimHandover } from "~/models/accounts/session-proof.server";
import { sha256Hex } from "~/utils/crypto";

import { ORIGIN, signedInUser } from "../helpers/api-client";
import { fetcherData, loaderData, postForm } from "../helpers/page-action";

const db = createDb(env.DB);
const context = () => getLoadContext(env, createExecutionContext());
const confirmed = () => ({ emailConfirmedAt: new Date().toISOString() });

const get = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(`${ORIGIN}${path}`, { headers: { Host: "localhost", ...headers }, redirect: "manual" });

const oembed = (url: string, extra = "") => get(`/oembed?url=${encodeURIComponent(url)}${extra}`);

async function counters(debateId: string) {
  return env.DB.prepare("SELECT for_count, against_count, participant_count FROM debates WHERE id = ?")
    .bind(debateId)
    .first<{ for_count: number; against_count: number; participant_count: number }>();
}

async function sessionCount(userId: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The embed's forms' hidden value of `name` in an HTML page (the first one). */
const hidden = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";

describe("oEmbed", () => {
  it("answers the rich type for a debate page, from the public origin, within maxwidth and maxheight", async () => {
    const debate = await createDebate(db, { title: "Should cities ban cars from their centres?" });
    const page = `${ORIGIN}/debates/${debate.id}`;

    const plain = await oembed(page);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("Content-Type")).toContain("application/json");
    const body = (await plain.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: "1.0",
      type: "rich",
      title: "Should cities ban cars from their centres?",
      provider_name: "DebateStorm",
      provider_url: `${ORIGIN}/`,
      width: 560,
      height: 380,
      thumbnail_url: `${ORIGIN}/debates/${debate.id}/infographic.png?lng=en`,
      thumbnail_width: 800,
      thumbnail_height: 600,
    });
    expect(body.cache_age).toBeGreaterThan(0);
    expect(body.html).toBe(
      `<iframe src="${ORIGIN}/embed/debates/${debate.id}" width="560" height="380" title="DebateStorm debate: Should cities ban cars from their centres?" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    );

    // Narrower: the embed asks for more height; the card image is shown at the width allowed.
    const narrow = (await (await oembed(page, "&maxwidth=400")).json()) as Record<string, number>;
    expect(narrow).toMatchObject({ width: 400, height: 460, thumbnail_width: 400, thumbnail_height: 300 });
    expect(String(narrow.html)).toContain('width="400" height="460"');

    const bounded = (await (await oembed(page, "&maxwidth=1000&maxheight=250&format=json")).json()) as Record<
      string,
      number
    >;
    expect(bounded).toMatchObject({ width: 560, height: 250, thumbnail_width: 333, thumbnail_height: 250 });

    // The home page's link to a debate, and a language asked for in the address.
    const home = (await (await oembed(`${ORIGIN}/?debate=${debate.id}&lng=hi`)).json()) as Record<string, string>;
    expect(home.html).toContain(`src="${ORIGIN}/embed/debates/${debate.id}?lang=hi"`);
    expect(home.provider_name).toBe("डिबेटस्टॉर्म");
    expect(home.thumbnail_url).toBe(`${ORIGIN}/debates/${debate.id}/infographic.png?lng=hi`);
  });

  it("is 404 for anything that is not one of our shown debates, and never reads the address", async () => {
    const debate = await createDebate(db);
    const { user: admin } = await createUser(db, { role: "admin" });
    const hiddenDebate = await createDebate(db);
    expect(
      await hideItem(db, { actorId: admin.id, targetType: "debate", targetId: hiddenDebate.id, reason: "other" }),
    ).toMatchObject({ ok: true });

    for (const url of [
      `https://evil.example/debates/${debate.id}`,
      `http://localhost.evil.example/debates/${debate.id}`,
      `http://user:pass@localhost/debates/${debate.id}`,
      `${ORIGIN}/debates/no-such-debate`,
      `${ORIGIN}/debates/${hiddenDebate.id}`,
      `${ORIGIN}/?debate=${hiddenDebate.id}`,
      `${ORIGIN}/login`,
      `${ORIGIN}/debates/${debate.id}/infographic.png`,
      `${ORIGIN}/embed/debates/${debate.id}/../../admin`,
      "not a url at all",
      "file:///etc/passwd",
    ]) {
      const response = await oembed(url);
      expect(response.status, url).toBe(404);
      expect(await response.json(), url).toEqual({ error: "There is no DebateStorm debate at that address." });
    }
    // Bounds no embed fits in.
    expect((await oembed(`${ORIGIN}/debates/${debate.id}`, "&maxwidth=100")).status).toBe(404);
    expect((await oembed(`${ORIGIN}/debates/${debate.id}`, "&maxheight=120")).status).toBe(404);
  });

  it("says 501 for a format other than JSON and 400 for a missing address or a bound that is not a number", async () => {
    const debate = await createDebate(db);
    const xml = await oembed(`${ORIGIN}/debates/${debate.id}`, "&format=xml");
    expect(xml.status).toBe(501);
    expect(await xml.json()).toEqual({ error: "Only format=json is available." });
    expect((await get("/oembed")).status).toBe(400);
    const bad = await oembed(`${ORIGIN}/debates/${debate.id}`, "&maxwidth=wide");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "maxwidth and maxheight must be whole numbers of pixels." });
  });

  it("builds links from the public origin only: a request to another host gets none", async () => {
    const debate = await createDebate(db);
    // Without PUBLIC_ORIGIN (tests, development), only a loopback request's own origin is ours.
    const elsewhere = await exports.default.fetch(
      `https://evil.example/oembed?url=${encodeURIComponent(`https://evil.example/debates/${debate.id}`)}`,
      { headers: { Host: "evil.example" } },
    );
    expect(elsewhere.status).toBe(404);
    const hostHeader = await oembed(`${ORIGIN}/debates/${debate.id}`, "").then((r) => r.json());
    expect(JSON.stringify(hostHeader)).not.toContain("evil.example");
  });

  it("is discovered from the debate page, which offers the code to paste", async () => {
    const debate = await createDebate(db);
    const html = await (await get(`/debates/${debate.id}`)).text();
    const href = `${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/debates/${debate.id}`)}&amp;format=json`;
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" type="application/json\\+oembed" href="${href.replace(/[?+]/g, "\\$&")}"`),
    );
    expect(html).toContain('data-testid="embed-snippet"');
    expect(html).toContain(`&lt;iframe src=&quot;${ORIGIN}/embed/debates/${debate.id}&quot;`);
    expect(html).toContain("Embed this debate");
  });
});

describe("headers: only the embed can be framed", () => {
  it("opens framing for the embed alone (its 404 too), and keeps the sign-in window's opener", async () => {
    const debate = await createDebate(db);
    for (const path of [`/embed/debates/${debate.id}`, `/embed/debates/${debate.id}?lang=hi`, "/embed/debates/nope"]) {
      const response = await get(path);
      expect(response.headers.get("X-Frame-Options"), path).toBeNull();
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      expect(csp, path).toContain("frame-ancestors *");
      expect(csp, path).toContain("form-action 'self'");
      expect(csp, path).not.toContain("unsafe-inline");
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      const html = await response.text();
      for (const tag of html.match(/<(script|style)\b[^>]*>/g) ?? []) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
    for (const path of [`/debates/${debate.id}`, `/embed/auth?debate=${debate.id}&position=for`, "/", "/login"]) {
      const response = await get(path);
      expect(response.headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(response.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
    }
    expect((await get(`/embed/auth?debate=${debate.id}`)).headers.get("Cross-Origin-Opener-Policy")).toBe(
      "unsafe-none",
    );
    expect((await get(`/debates/${debate.id}`)).headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    // JSON and images keep refusing to be framed.
    expect((await oembed(`${ORIGIN}/debates/${debate.id}`)).headers.get("X-Frame-Options")).toBe("DENY");
  });
});

describe("the embed", () => {
  it("shows the title, the counted figures, the participants, the vote and a link out, in the reader's language", async () => {
    const debate = await createDebate(db, { title: "Should the metro run all night?" });
    const counted = await signedInUser(confirmed());
    const unconfirmed = await signedInUser();
    await postForm(
      `/debates/${debate.id}`,
      { intent: "vote", debateId: debate.id, position: "for" },
      { cookie: counted.cookie },
    );
    await postForm(
      `/debates/${debate.id}`,
      { intent: "vote", debateId: debate.id, position: "against" },
      { cookie: unconfirmed.cookie },
    );

    const response = await get(`/embed/debates/${debate.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    const html = await response.text();
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain('<h1 lang="en">Should the metro run all night?</h1>');
    // The public figures count confirmed accounts only (docs/security.md, "Vote integrity").
    expect(html).toContain("Support 100% (1)");
    expect(html).toContain("Against 0% (0)");
    expect(html).toContain("1 participant");
    expect(html).toContain('<form method="get" action="/embed/auth" target="_blank" data-popup="">');
    expect(html).toContain(
      `<a href="/debates/${debate.id}" target="_blank" rel="noopener">Join the discussion on DebateStorm`,
    );
    // No framework script: the embed's own few lines only.
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html).not.toContain("/build/");

    const hindi = await (await get(`/embed/debates/${debate.id}?lang=hi`)).text();
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain("डिबेटस्टॉर्म पर चर्चा में शामिल हों");
    expect(hindi).toContain('name="lng" value="hi"');
    const bengali = await (await get(`/embed/debates/${debate.id}`, { "Accept-Language": "bn-IN,bn;q=0.9" })).text();
    expect(bengali).toContain('<html lang="bn">');
    expect(bengali).toContain("ডিবেটস্টর্মে আলোচনায় যোগ দিন");

    const missing = await get("/embed/debates/no-such-debate");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("This debate is not available.");
  });
});

describe("voting from the embed, with the embed's own session", () => {
  /** The sign-in window as the pop-up drives it: its confirmation (a second after it was drawn), then the token. */
  async function popupVote(cookie: string, debateId: string, position: "for" | "against" | null) {
    const path = `/embed/auth?debate=${debateId}${position ? `&position=${position}` : ""}`;
    const data = await loaderData<{ confirm: string }>(path, "routes/embed.auth", cookie);
    const early = await fetcherData<{ ok: boolean; confirm: string | null }>(
      await postForm(path, { debate: debateId, confirm: data.confirm }, { cookie, fetcher: true }),
    );
    expect(early.ok).toBe(false); // Too quick to be a considered click: confirm once more.
    expect(early.confirm).toBeTruthy();
    await sleep(1_100);
    return fetcherData<{ ok: boolean; token: string | null; position: string | null; counted: boolean }>(
      await postForm(path, { debate: debateId, confirm: early.confirm ?? "" }, { cookie, fetcher: true }),
    );
  }

  it("casts the vote in the sign-in window once, hands over a one-time token, and the embed claims a partitioned session", async () => {
    const debate = await createDebate(db);
    const { user, cookie } = await signedInUser(confirmed());
    const sessionsBefore = await sessionCount(user.id);

    const done = await popupVote(cookie, debate.id, "for");
    expect(done).toMatchObject({ ok: true, position: "for", counted: true });
    expect(done.token).toMatch(/^[\w-]{43}$/);
    expect(await counters(debate.id)).toEqual({ for_count: 1, against_count: 0, participant_count: 1 });

    // The embed (inside another site: no site session) posts the token from our own origin.
    const claimed = await postForm(`/embed/debates/${debate.id}`, { intent: "exchange", token: done.token ?? "" });
    expect(claimed.status).toBe(303);
    expect(claimed.headers.get("Location")).toBe(`/embed/debates/${debate.id}`);
    const setCookie = claimed.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^ds_embed=/);
    for (const attribute of ["Path=/embed", "HttpOnly", "Secure", "SameSite=None", "Partitioned"]) {
      expect(setCookie).toContain(attribute);
    }
    const embedCookie = setCookie.split(";")[0] ?? "";
    // One session more (the embed's); the handover is gone.
    expect(await sessionCount(user.id)).toBe(sessionsBefore + 1);

    // Single use.
    const again = await postForm(`/embed/debates/${debate.id}`, { intent: "exchange", token: done.token ?? "" });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("this sign-in was already used");

    const shown = await (await get(`/embed/debates/${debate.id}`, { Cookie: embedCookie })).text();
    expect(shown).toContain("You supported this");
    expect(shown).toContain(`Voting as ${user.firstName}`);
    expect(shown).toContain("Sign out of this embed");

    // The same vote from the window again changes nothing.
    const twice = await popupVote(cookie, debate.id, "against");
    expect(twice).toMatchObject({ ok: true, position: "for" });
    expect(await counters(debate.id)).toEqual({ for_count: 1, against_count: 0, participant_count: 1 });
  });

  it("without JavaScript, the window votes and hands over nothing", async () => {
    const debate = await createDebate(db);
    const { user, cookie } = await signedInUser(confirmed());
    const path = `/embed/auth?debate=${debate.id}&position=against`;
    const data = await loaderData<{ confirm: string }>(path, "routes/embed.auth", cookie);
    await sleep(1_100);
    const sessionsBefore = await sessionCount(user.id);
    const response = await postForm(path, { debate: debate.id, confirm: data.confirm }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("You opposed this");
    expect(await counters(debate.id)).toEqual({ for_count: 0, against_count: 1, participant_count: 1 });
    expect(await sessionCount(user.id)).toBe(sessionsBefore);
  });

  it("votes in two steps inside the embed: a side, then its confirmation, counted once", async () => {
    const debate = await createDebate(db);
    const { user, cookie } = await signedInUser(confirmed());
    const { token } = await popupVote(cookie, debate.id, null);
    expect(await counters(debate.id)).toEqual({ for_count: 0, against_count: 0, participant_count: 0 });
    const embedCookie =
      (await postForm(`/embed/debates/${debate.id}`, { intent: "exchange", token: token ?? "" })).headers
        .get("Set-Cookie")
        ?.split(";")[0] ?? "";
    const page = await (await get(`/embed/debates/${debate.id}`, { Cookie: embedCookie })).text();
    const csrf = hidden(page, "csrf");
    expect(csrf).toMatch(/^[\w-]{43}$/);
    expect(page).toContain(`Voting as ${user.firstName}`);

    // Forms without the session's token, or with another session's, change nothing.
    const other = await signedInUser(confirmed());
    const otherCsrf = hidden(await (await get(`/embed/debates/${debate.id}`, { Cookie: other.cookie })).text(), "csrf");
    for (const forged of ["", "x".repeat(43), otherCsrf]) {
      const refused = await postForm(
        `/embed/debates/${debate.id}`,
        { intent: "choose", position: "for", csrf: forged },
        { cookie: embedCookie },
      );
      expect([400, 403]).toContain(refused.status);
    }
    // A visitor (no session at all) is asked to sign in.
    expect((await postForm(`/embed/debates/${debate.id}`, { intent: "choose", position: "for", csrf })).status).toBe(
      401,
    );

    const chosen = await postForm(
      `/embed/debates/${debate.id}`,
      { intent: "choose", position: "against", csrf },
      { cookie: embedCookie },
    );
    expect(chosen.status).toBe(200);
    const confirmPage = await chosen.text();
    expect(confirmPage).toContain("Confirm your vote: Against");
    const confirm = hidden(confirmPage, "confirm");
    expect(await counters(debate.id)).toEqual({ for_count: 0, against_count: 0, participant_count: 0 });

    // At once (a double click): asked once more, nothing counted.
    const early = await postForm(
      `/embed/debates/${debate.id}`,
      { intent: "confirm", confirm, csrf },
      { cookie: embedCookie },
    );
    expect(early.status).toBe(400);
    const again = await early.text();
    expect(again).toContain("Please confirm once more.");
    expect(await counters(debate.id)).toEqual({ for_count: 0, against_count: 0, participant_count: 0 });

    // Another session's confirmation, or one for another debate, is refused.
    const otherDebate = await createDebate(db);
    const foreign = await postForm(
      `/embed/debates/${otherDebate.id}`,
      { intent: "confirm", confirm, csrf },
      { cookie: embedCookie },
    );
    expect(foreign.status).toBe(400);

    await sleep(1_100);
    const voted = await postForm(
      `/embed/debates/${debate.id}`,
      { intent: "confirm", confirm: hidden(again, "confirm"), csrf },
      { cookie: embedCookie },
    );
    expect(voted.status).toBe(303);
    expect(await counters(debate.id)).toEqual({ for_count: 0, against_count: 1, participant_count: 1 });
    // Replaying the confirmation counts nothing more.
    await postForm(
      `/embed/debates/${debate.id}`,
      { intent: "confirm", confirm: hidden(again, "confirm"), csrf },
      { cookie: embedCookie },
    );
    expect(await counters(debate.id)).toEqual({ for_count: 0, against_count: 1, participant_count: 1 });
    expect(await (await get(`/embed/debates/${debate.id}`, { Cookie: embedCookie })).text()).toContain(
      "You opposed this",
    );
  });

  it("counts an unconfirmed account's vote only once its e-mail is confirmed, as the site does", async () => {
    const debate = await createDebate(db);
    const { cookie } = await signedInUser();
    const done = await popupVote(cookie, debate.id, "for");
    expect(done).toMatchObject({ ok: true, position: "for", counted: false });
    expect(await counters(debate.id)).toEqual({ for_count: 0, against_count: 0, participant_count: 0 });
    const embedCookie =
      (await postForm(`/embed/debates/${debate.id}`, { intent: "exchange", token: done.token ?? "" })).headers
        .get("Set-Cookie")
        ?.split(";")[0] ?? "";
    const page = await (await get(`/embed/debates/${debate.id}`, { Cookie: embedCookie })).text();
    expect(page).toContain("You supported this");
    expect(page).toContain("Your vote is recorded and counts once you confirm your e-mail.");
    expect(page).toContain("No votes yet");
  });

  it("refuses the embed's forms from another site, and takes them from our own origin", async () => {
    const debate = await createDebate(db);
    const { cookie } = await signedInUser(confirmed());
    const csrf = hidden(await (await get(`/embed/debates/${debate.id}`, { Cookie: cookie })).text(), "csrf");
    const fields = { intent: "choose", position: "for", csrf };
    const crossSite: Record<string, string>[] = [
      { Origin: "https://news.example" },
      { Origin: "null" },
      { Origin: "", "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await postForm(`/embed/debates/${debate.id}`, fields, { cookie, headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    // The frame's own form: Origin is ours (the frame's document is on our origin), Sec-Fetch-Site same-origin.
    const own = await postForm(`/embed/debates/${debate.id}`, fields, {
      cookie,
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(own.status).toBe(200);
  });

  it("signs out of the embed only, and handovers are claimable once, within two minutes, and only as handovers", async () => {
    const debate = await createDebate(db);
    const { user, cookie } = await signedInUser(confirmed());
    const ctx = context();
    const token = await writeHandover(ctx, new Request(ORIGIN), user.id);
    // Two minutes on, nothing to claim.
    const later = new Date(Date.now() + 3 * 60_000);
    const row = {
      id: "x",
      createdAt: later.toISOString(),
      lastSeenAt: later.toISOString(),
      expiresAt: later.toISOString(),
    };
    expect(await claimHandover(db, await sha256Hex(token), row, later)).toBeNull();
    // An ordinary session's token is never a handover: the citizen's own session stays.
    const sessionToken = String(
      await createCookie("ds_session", { secrets: [env.SESSION_SECRET ?? ""] }).parse(cookie),
    );
    const refused = await postForm(`/embed/debates/${debate.id}`, { intent: "exchange", token: sessionToken });
    expect(refused.status).toBe(400);
    expect((await get(`/embed/debates/${debate.id}`, { Cookie: cookie })).headers.get("Cache-Control")).toBe(
      "private, no-store",
    );

    const fresh = await writeHandover(ctx, new Request(ORIGIN), user.id);
    const embedCookie =
      (await postForm(`/embed/debates/${debate.id}`, { intent: "exchange", token: fresh })).headers
        .get("Set-Cookie")
        ?.split(";")[0] ?? "";
    const csrf = hidden(await (await get(`/embed/debates/${debate.id}`, { Cookie: embedCookie })).text(), "csrf");
    const before = await sessionCount(user.id);
    const out = await postForm(`/embed/debates/${debate.id}`, { intent: "signOut", csrf }, { cookie: embedCookie });
    expect(out.status).toBe(303);
    expect(out.headers.get("Set-Cookie")).toMatch(/^ds_embed=; Max-Age=0; Path=\/embed;.*Partitioned/);
    expect(await sessionCount(user.id)).toBe(before - 1);
    expect(await (await get(`/embed/debates/${debate.id}`, { Cookie: embedCookie })).text()).not.toContain("Voting as");
    // The site's session is untouched.
    expect(await (await get(`/embed/debates/${debate.id}`, { Cookie: cookie })).text()).toContain("Voting as");
  });

  it("expires a forged embed cookie in its own path and partition", async () => {
    const debate = await createDebate(db);
    const response = await get(`/embed/debates/${debate.id}`, { Cookie: "ds_embed=forged.value" });
    expect(response.status).toBe(200);
    const cleared = response.headers.getSetCookie().find((value) => value.startsWith("ds_embed="));
    expect(cleared).toBe("ds_embed=; Max-Age=0; Path=/embed; HttpOnly; Secure; SameSite=None; Partitioned");
  });

  it("signs confirmations for one session, debate and side, good from one second to ten minutes", async () => {
    const ctx = context();
    const now = Date.now();
    const token = await confirmToken(ctx, "session-a", "debate-1", "for", now);
    expect(await checkConfirmToken(ctx, "session-a", "debate-1", token, now + 1_500)).toEqual({
      ok: true,
      choice: "for",
    });
    expect(await checkConfirmToken(ctx, "session-a", "debate-1", token, now + 200)).toEqual({
      ok: false,
      reason: "tooSoon",
      choice: "for",
    });
    expect(await checkConfirmToken(ctx, "session-a", "debate-1", token, now + 11 * 60_000)).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await checkConfirmToken(ctx, "session-b", "debate-1", token, now + 1_500)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await checkConfirmToken(ctx, "session-a", "debate-2", token, now + 1_500)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const swapped = token.replace(/^for\./, "against.");
    expect(await checkConfirmToken(ctx, "session-a", "debate-1", swapped, now + 1_500)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});
