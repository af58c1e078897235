/**
 * The citizen's own account through the Worker as deployed (workerd, real D1): changing the e-mail
 * address only through the link, the password (other sessions end), the language (kept on the
 * account, followed at the next sign-in), sessions (only one's own can be ended), the export and
 * deletion (the account cannot sign in again; its address can register again).
 */
import { createCookie } from "@remix-run/cloudflare";
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { oauthAccounts, sessions } from "~/db/schema";
import { REAUTH_WINDOW_MS } from "~/models/accounts/account-settings.server";
import { sha256Hex } from "~/utils/crypto";
import { createUser } from "~/seed/factories";
import { languageCookie } from "~/i18n/i18n.server";

import { fetcherData, ORIGIN, postForm } from "../helpers/page-action";

const db = createDb(env.DB);
const PASSWORD = "the-right-password";

let ipCounter = 0;
const newIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`;

function get(path: string, cookie?: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    headers: { Host: "localhost", "CF-Connecting-IP": newIp(), ...(cookie ? { Cookie: cookie } : {}), ...headers },
    redirect: "manual",
  });
}

function cookieFrom(response: Response, name = "ds_session") {
  return (
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))
      ?.split(";")[0] ?? ""
  );
}

async function signIn(login: string, password = PASSWORD, userAgent?: string) {
  const response = await exports.default.fetch(`${ORIGIN}/api/login-user`, {
    method: "POST",
    headers: {
      Host: "localhost",
      Origin: ORIGIN,
      "Content-Type": "application/json",
      "CF-Connecting-IP": newIp(),
      ...(userAgent ? { "User-Agent": userAgent } : {}),
    },
    body: JSON.stringify({ email: login, password }),
    redirect: "manual",
  });
  return { status: response.status, cookie: cookieFrom(response) };
}

async function citizen() {
  const { user } = await createUser(db, {
    email: `acct-${crypto.randomUUID().slice(0, 8)}@example.org`,
    password: PASSWORD,
    emailConfirmedAt: new Date().toISOString(),
  });
  const { cookie } = await signIn(user.email);
  expect(cookie).not.toBe("");
  return { user, cookie };
}

const signedIn = async (cookie: string) => (await get("/api/auth/user", cookie)).status === 200;

async function mailTo(to: string, matching: RegExp) {
  for (let i = 0; i < 50; i++) {
    const { results } = await env.DB.prepare(
      "SELECT body_text FROM email_outbox WHERE to_address = ? ORDER BY created_at DESC",
    )
      .bind(to)
      .all<{ body_text: string }>();
    const row = results.find((r) => matching.test(r.body_text));
    if (row) return row.body_text;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no e-mail reached ${to}`);
}

const emailOf = async (id: string) => (await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) }))?.email;

describe("changing the e-mail address", () => {
  it("never applies without the link sent to the new address; the old address is told", async () => {
    const { user, cookie } = await citizen();
    const next = `new-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const wrong = await postForm("/settings", { intent: "email", email: next, currentPassword: "wrong" }, { cookie });
    expect(wrong.status).toBe(401);

    const asked = await postForm("/settings", { intent: "email", email: next, currentPassword: PASSWORD }, { cookie });
    expect(asked.status).toBe(302);
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await mailTo(user.email, new RegExp(next.replace(/[.]/g, "\\.")))).toContain(next);
    const body = await mailTo(next, /confirm-email\?token=/);
    const link = /\/confirm-email\?token=[^\s]+/.exec(body)?.[0] ?? "";

    // A made-up token changes nothing.
    await get("/confirm-email?token=not-a-real-token", cookie);
    expect(await emailOf(user.id)).toBe(user.email);

    const opened = await get(link);
    expect(opened.status).toBe(302);
    expect(await emailOf(user.id)).toBe(next);
    // The link works once.
    await get(link);
    expect(await emailOf(user.id)).toBe(next);
  });

  it("refuses an address another account uses", async () => {
    const { cookie } = await citizen();
    const { user: other } = await createUser(db);
    const response = await postForm(
      "/settings",
      { intent: "email", email: other.email, currentPassword: PASSWORD },
      { cookie, fetcher: true },
    );
    const outcome = await fetcherData<{ ok: boolean; result: { error: Record<string, string[]> } }>(response);
    expect(outcome.ok).toBe(false);
    expect(outcome.result.error.email?.[0]).toBeTruthy();
  });
});

describe("changing the password", () => {
  it("ends every other session and keeps this one", async () => {
    const { user, cookie } = await citizen();
    const elsewhere = (await signIn(user.email)).cookie;
    expect(await signedIn(elsewhere)).toBe(true);
    const response = await postForm(
      "/settings",
      {
        intent: "password",
        currentPassword: PASSWORD,
        newPassword: "a-brand-new-one",
        confirmPassword: "a-brand-new-one",
      },
      { cookie },
    );
    expect(response.status).toBe(302);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(cookie)).toBe(true);
    expect((await signIn(user.email)).status).toBe(401);
    expect((await signIn(user.email, "a-brand-new-one")).status).toBe(200);
  });
});

describe("language", () => {
  it("is kept on the account and followed at the next sign-in from another browser", async () => {
    const { user, cookie } = await citizen();
    const saved = await postForm(
      "/settings",
      { intent: "profile", firstName: "Asha", lastName: "Roy", username: user.username, language: "bn" },
      { cookie },
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.getSetCookie().some((c) => c.startsWith("lng="))).toBe(true);
    const fresh = (await signIn(user.email)).cookie;
    // The new browser has no language cookie: the page is in Bengali at once (no redirect) and
    // the response gives it the account's cookie.
    const first = await get("/settings", fresh);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('lang="bn"');
    expect(await languageCookie.parse(cookieFrom(first, "lng"))).toBe("bn");
    // A client that keeps no cookies but sends its session (and an English cookie) is never
    // sent round in circles: every request is answered in the account's language.
    const english = (await languageCookie.serialize("en")).split(";")[0];
    for (const path of ["/", "/settings", "/settings.data"]) {
      const again = await get(path, `${fresh}; ${english}`);
      expect(again.status, path).toBe(200);
      expect(await languageCookie.parse(cookieFrom(again, "lng")), path).toBe("bn");
      if (!path.endsWith(".data")) expect(await again.text(), path).toContain('lang="bn"');
      else await again.arrayBuffer();
    }
  });
});

describe("sessions", () => {
  it("shows browser and country, and only the owner can end one", async () => {
    const { user, cookie } = await citizen();
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    const other = (await signIn(user.email, PASSWORD, firefox)).cookie;
    const row = (await db.query.sessions.findMany({ where: (s, { eq }) => eq(s.userId, user.id) })).find((s) =>
      s.browser?.startsWith("Firefox"),
    );
    expect(row?.browser).toBe("Firefox · Linux");
    const page = await (await get("/settings", cookie)).text();
    expect(page).toContain("Firefox · Linux");

    const stranger = await citizen();
    const refused = await postForm(
      "/settings",
      { intent: "endSession", sessionId: row!.id },
      { cookie: stranger.cookie },
    );
    expect(refused.status).toBe(404);
    expect(await signedIn(other)).toBe(true);

    const ended = await postForm("/settings", { intent: "endSession", sessionId: row!.id }, { cookie });
    expect(ended.status).toBe(302);
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(cookie)).toBe(true);
  });
});

describe("the export", () => {
  it("gives the signed-in caller their own data, as a file and through the API", async () => {
    const { user, cookie } = await citizen();
    const file = await get("/settings/export", cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment; filename="debatestorm-.+\.json"$/);
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    const data = (await file.json()) as { users: { id: string; email: string }[]; sessions: unknown[] };
    expect(data.users).toEqual([expect.objectContaining({ id: user.id, email: user.email })]);
    expect(JSON.stringify(data)).not.toContain("pbkdf2");
    expect(data.sessions.length).toBeGreaterThan(0);
    const api = await get("/api/user/export", cookie);
    expect(((await api.json()) as { users: { id: string }[] }).users[0]?.id).toBe(user.id);
    expect((await get("/api/user/export")).status).toBe(401);
  });
});

describe("deleting the account", () => {
  it("asks for the password and the box, then signs out; the account cannot sign in and the address can register again", async () => {
    const { user, cookie } = await citizen();
    const elsewhere = (await signIn(user.email)).cookie;
    expect((await postForm("/settings/delete", { password: PASSWORD }, { cookie })).status).toBe(400);
    expect((await postForm("/settings/delete", { password: "wrong", confirm: "on" }, { cookie })).status).toBe(401);
    expect(await emailOf(user.id)).toBe(user.email);

    const deleted = await postForm("/settings/delete", { password: PASSWORD, confirm: "on" }, { cookie });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/");
    expect(await emailOf(user.id)).toBeUndefined();
    expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(elsewhere)).toBe(false);
    expect((await signIn(user.email)).status).toBe(401);

    const again = await exports.default.fetch(`${ORIGIN}/api/register-user`, {
      method: "POST",
      headers: { Host: "localhost", Origin: ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": newIp() },
      body: JSON.stringify({
        firstName: "Back",
        lastName: "Again",
        email: user.email,
        password: "strong-pass",
        confirmPassword: "strong-pass",
      }),
    });
    expect(again.status).toBe(201);
  });
});

describe("notifications", () => {
  async function notify(userId: string, title: string) {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO notifications (id, user_id, kind, href, params, created_at) VALUES (?, ?, 'outcome_recorded', '/', ?, ?)",
    )
      .bind(id, userId, JSON.stringify({ debateTitle: title, outcomeTitle: "Bill passed" }), new Date().toISOString())
      .run();
    return id;
  }

  it("the bell counts the unread; the page shows them, marks them read, and only the owner can clear one", async () => {
    const { user, cookie } = await citizen();
    const title = `Water for all ${crypto.randomUUID().slice(0, 6)}`;
    const id = await notify(user.id, title);
    await notify(user.id, "A second one");

    const home = await (await get("/", cookie)).text();
    expect(home).toContain("Notifications: 2 unread");

    const page = await get("/notifications", cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`${title}: Bill passed`);
    expect(html).toContain("An outcome was recorded for a debate you voted on");
    expect(await (await get("/", cookie)).text()).toContain("Notifications: 0 unread");

    const stranger = await citizen();
    expect(
      (await postForm("/notifications", { intent: "clear", notificationId: id }, { cookie: stranger.cookie })).status,
    ).toBe(404);
    const cleared = await postForm("/notifications", { intent: "clear", notificationId: id }, { cookie });
    expect(cleared.status).toBe(302);
    expect(await (await get("/notifications", cookie)).text()).not.toContain(title);

    expect((await postForm("/notifications", { intent: "clearAll" }, { cookie })).status).toBe(302);
    expect(await (await get("/notifications", cookie)).text()).toContain("Nothing new.");
  });

  it("e-mail choices are kept per kind", async () => {
    const { user, cookie } = await citizen();
    const saved = await postForm("/settings", { intent: "notificationEmails", outcome_recorded: "on" }, { cookie });
    expect(saved.status).toBe(302);
    const rows = await db.query.notificationSettings.findMany({ where: (s, { eq }) => eq(s.userId, user.id) });
    const chosen = Object.fromEntries(rows.map((r) => [r.kind, r.email]));
    expect(chosen).toMatchObject({ outcome_recorded: true, verification_decided: false });
  });
});

describe("deleting an account that has only an external provider", () => {
  /**
   * A provider-only citizen with a session that began `age` ms ago: what the OIDC callback writes
   * (a linked identity, then startSession), with the cookie signed by the Worker's own secret.
   */
  async function providerCitizen(age: number) {
    const { user } = await createUser(db, {
      email: `prov-${crypto.randomUUID().slice(0, 8)}@oidc.example`,
      password: null,
      emailConfirmedAt: new Date().toISOString(),
    });
    await db
      .insert(oauthAccounts)
      .values({ provider: "http://oidc.test", subject: `sub-${user.id}`, userId: user.id, createdAt: user.createdAt });
    const token = crypto.randomUUID().replace(/-/g, "") + crypto.randomUUID().replace(/-/g, "");
    const began = new Date(Date.now() - age).toISOString();
    await db.insert(sessions).values({
      id: await sha256Hex(token),
      userId: user.id,
      createdAt: began,
      lastSeenAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const cookie = createCookie("ds_session", { path: "/", secrets: [env.SESSION_SECRET as string] });
    return { user, cookie: (await cookie.serialize(token)).split(";")[0]! };
  }

  it("is refused with a session older than the re-authentication window: sign in with the provider again", async () => {
    const { user, cookie } = await providerCitizen(REAUTH_WINDOW_MS + 60_000);
    expect(await signedIn(cookie)).toBe(true);
    const refused = await postForm("/settings/delete", { confirm: "on" }, { cookie });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("sign in again with your provider");
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await signedIn(cookie)).toBe(true);
  });

  it("deletes after a fresh provider sign-in, without a password", async () => {
    const { user, cookie } = await providerCitizen(60_000);
    const deleted = await postForm("/settings/delete", { confirm: "on" }, { cookie });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/");
    expect(await emailOf(user.id)).toBeUndefined();
    expect(await signedIn(cookie)).toBe(false);
    expect(await db.query.oauthAccounts.findFirst({ where: (o, { eq }) => eq(o.userId, user.id) })).toBeUndefined();
  });
});

describe("linking an external provider from the settings", () => {
  const linkCookie = async (intent: { userId: string; sessionId: string }) =>
    (await createCookie("ds_link", { path: "/", secrets: [env.SESSION_SECRET as string] }).serialize(intent)).split(
      ";",
    )[0]!;
  const linksOf = (userId: string) => db.query.oauthAccounts.findMany({ where: (o, { eq }) => eq(o.userId, userId) });

  it("refuses a link whose session changed meanwhile (another session, or signed out), before any code is used", async () => {
    const { user, cookie } = await citizen();
    // The link was started by another session of the same account (then that session ended).
    const stale = await linkCookie({ userId: user.id, sessionId: "a-session-that-is-not-this-one" });
    const callback = "/api/auth/callback?code=stolen-code&state=any";
    const other = await get(callback, `${cookie}; ${stale}`);
    expect(other.status).toBe(302);
    expect(other.headers.get("Location")).toBe("/settings#sign-in");
    expect(other.headers.getSetCookie().some((c) => c.startsWith("ds_toast="))).toBe(true);
    expect(other.headers.getSetCookie().some((c) => c.startsWith("ds_link=;"))).toBe(true);

    const signedOut = await get(callback, stale);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/login?redirectTo=%2Fsettings");
    expect(await linksOf(user.id)).toEqual([]);
  });

  it("refuses a link for another account than the one signed in, and ignores a link cookie not signed by us", async () => {
    const { user, cookie } = await citizen();
    const victim = await citizen();
    // This browser's real session (its only one), named with another account.
    const mine = await db.query.sessions.findFirst({ where: (row, { eq }) => eq(row.userId, user.id) });
    const sessionId = mine!.id;
    const forVictim = await linkCookie({ userId: victim.user.id, sessionId });
    const refused = await get("/api/auth/callback?code=c&state=s", `${cookie}; ${forVictim}`);
    expect(refused.headers.get("Location")).toBe("/settings#sign-in");

    const forged = `ds_link=${btoa(JSON.stringify({ userId: user.id, sessionId }))}`;
    const ignored = await get("/api/auth/callback?code=c&state=s", `${cookie}; ${forged}`);
    // Not a link: the ordinary sign-in path, which fails here (no provider configured in these tests).
    expect(ignored.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(await linksOf(user.id)).toEqual([]);
    expect(await linksOf(victim.user.id)).toEqual([]);
  });
});
