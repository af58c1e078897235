/**
 * External sign-in against a real OpenID Connect provider (tests/fakes/oidc-provider.ts, started by
 * the global setup), through the deployed Worker with the provider configured
 * (tests/helpers/oidc.ts plays the browser, the provider's screens included):
 *
 * - issue 25, finding 1: an account registered with someone else's address and never confirmed
 *   (pre-hijacking, "classic-federated merge") goes to the address's owner when the provider vouches
 *   for it: the squatter's password, sessions, linked identity and pending address change are gone,
 *   and the owner is told (docs/security.md "External sign-in");
 * - linking a provider from the settings asks for the current password first (docs/account-settings.md).
 */
import { createCookie } from "@remix-run/cloudflare";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createDebate } from "~/seed/factories";
import { REAUTH_WINDOW_MS } from "~/models/accounts/account-settings.server";
import { getFixedT } from "~/i18n/i18n.server";

import { callWithProvider, completeAtProvider, CookieJar, oidcSettings, signInWithProvider } from "../helpers/oidc";

const db = createDb(env.DB);
const PASSWORD = "squatter-pass-123";
let ipCounter = 0;
/** Each test its own address, so that no sign-up or sign-in window of another test counts here. */
const newIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;
const unique = () => crypto.randomUUID().slice(0, 8);

async function register(email: string, ip: string, password = PASSWORD) {
  const response = await callWithProvider(new CookieJar(), "POST", "/api/register-user", {
    json: { firstName: "Mallory", lastName: "Squat", email, password, confirmPassword: password },
    ip,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** A browser signing in with the password: its jar, and the status it got. */
async function passwordSignIn(email: string, ip: string, password = PASSWORD) {
  const jar = new CookieJar();
  const response = await callWithProvider(jar, "POST", "/api/login-user", { json: { email, password }, ip });
  return { jar, status: response.status };
}

/** Who `jar`'s browser is signed in as (null: nobody). */
async function whoAmI(jar: CookieJar) {
  const response = await callWithProvider(jar, "GET", "/api/auth/user");
  if (response.status !== 200) return null;
  return (await response.json()) as { id: string; email: string; emailConfirmed: boolean };
}

async function waitForMail(to: string, matching: RegExp) {
  for (let i = 0; i < 60; i++) {
    const { results } = await env.DB.prepare("SELECT body_text FROM email_outbox WHERE to_address = ?")
      .bind(to)
      .all<{ body_text: string }>();
    const found = results.map((r) => r.body_text).find((text) => matching.test(text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no e-mail matching ${String(matching)} reached ${to}`);
}

/** The toast the answer carries to the next page. */
async function toastOf(jar: CookieJar) {
  const value = jar.get("ds_toast");
  if (!value) return null;
  const cookie = createCookie("ds_toast", { secrets: [env.SESSION_SECRET as string] });
  return (await cookie.parse(`ds_toast=${value}`)) as { title: string; description?: string } | null;
}

const linksOf = (userId: string) => db.query.oauthAccounts.findMany({ where: (o, { eq }) => eq(o.userId, userId) });
const userRow = (id: string) => db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });

describe("an address registered by someone else and never confirmed (pre-hijacking)", () => {
  it("goes to the provider's verified owner: the squatter's password, sessions, identity and address change end; the owner is told", async () => {
    const ip = newIp();
    const victim = `victim${unique()}`;
    const email = `${victim}@oidc.example`;

    // The attacker registers the victim's address with a password, never confirms it, and signs in
    // on two devices.
    const accountId = await register(email, ip);
    const laptop = await passwordSignIn(email, ip);
    const phone = await passwordSignIn(email, ip);
    expect([laptop.status, phone.status]).toEqual([200, 200]);
    // From the account, they ask to move it to their own address (the link goes to them) …
    const change = await callWithProvider(laptop.jar, "POST", "/settings", {
      form: { intent: "email", email: `mallory-${unique()}@evil.example`, currentPassword: PASSWORD },
    });
    expect(change.status).toBe(302);
    const pending = await db.query.emailTokens.findFirst({
      where: (row, { and, eq }) => and(eq(row.userId, accountId), eq(row.purpose, "change_email")),
    });
    const changeLink = await waitForMail(pending!.email, /\/confirm-email\?token=/);
    // … and link their own provider identity to it.
    const mallory = `mallory${unique()}`;
    const link = await callWithProvider(laptop.jar, "POST", "/settings", {
      form: { intent: "link", currentPassword: PASSWORD },
    });
    expect(link.status).toBe(302);
    const linked = await completeAtProvider(laptop.jar, link.headers.get("Location")!, mallory);
    expect(linked.headers.get("Location")).toBe("/settings#sign-in");
    expect(await linksOf(accountId)).toHaveLength(1);
    // And they vote, as the owner: the vote does not count while nobody has proven the address.
    const debate = await createDebate(db);
    const voted = await callWithProvider(laptop.jar, "POST", `/api/debates/${debate.id}/vote`, {
      json: { position: "against" },
    });
    expect(voted.status).toBe(200);
    const figures = async () =>
      db.query.debates.findFirst({
        where: (d, { eq }) => eq(d.id, debate.id),
        columns: { forCount: true, againstCount: true, participantCount: true },
      });
    const before = await figures();
    expect(await db.query.votes.findMany({ where: (v, { eq }) => eq(v.userId, accountId) })).toHaveLength(1);

    // The owner signs in with the provider, which has verified the address.
    const owner = new CookieJar();
    const signedIn = await signInWithProvider(owner, victim, "/debates");
    expect(signedIn.status).toBe(302);
    const me = await whoAmI(owner);
    expect(me).toMatchObject({ id: accountId, email, emailConfirmed: true });

    // The attacker's password no longer signs in, and their sessions have ended.
    expect((await passwordSignIn(email, ip)).status).toBe(401);
    expect(await whoAmI(laptop.jar)).toBeNull();
    expect(await whoAmI(phone.jar)).toBeNull();
    const row = await userRow(accountId);
    expect(row?.passwordHash).toBeNull();
    // Their identity is no longer linked: it signs in to an account of its own, not the owner's.
    const links = await linksOf(accountId);
    expect(links.map((l) => l.subject)).toEqual([victim]);
    const malloryBrowser = new CookieJar();
    await signInWithProvider(malloryBrowser, mallory);
    const theirs = await whoAmI(malloryBrowser);
    expect(theirs?.id).toBeDefined();
    expect(theirs?.id).not.toBe(accountId);
    // The address change they asked for is void: its link changes nothing.
    const token = /\/confirm-email\?token=([\w-]+)/.exec(changeLink)![1]!;
    await callWithProvider(new CookieJar(), "GET", `/confirm-email?token=${token}`);
    expect((await userRow(accountId))?.email).toBe(email);
    // Their vote is withdrawn, not counted as the owner's: the public figures stay as they were.
    expect(await db.query.votes.findMany({ where: (v, { eq }) => eq(v.userId, accountId) })).toEqual([]);
    expect(await figures()).toEqual(before);
    // The name the squatter chose gives way to the provider's.
    expect(row).toMatchObject({ firstName: victim.charAt(0).toUpperCase() + victim.slice(1), lastName: "Tester" });

    // The owner is told: on the next page, and in their notifications.
    const t = await getFixedT("en");
    expect(signedIn.headers.get("Location")).toBe("/settings#sign-in");
    expect(await toastOf(owner)).toMatchObject({ title: t("auth.external.claimedTitle") });
    const told = await db.query.notifications.findMany({ where: (n, { eq }) => eq(n.userId, accountId) });
    expect(told.map((n) => n.kind)).toEqual(["account_claimed"]);
    const page = await callWithProvider(owner, "GET", "/notifications");
    expect(await page.text()).toContain(t("account.notifications.kinds.account_claimed.title"));
  });

  it("keeps refusing a provider that has not verified the address: nothing changes", async () => {
    const ip = newIp();
    const login = `unverified${unique()}`;
    const email = `${login}@oidc.example`;
    const accountId = await register(email, ip);
    const squatter = await passwordSignIn(email, ip);

    const browser = new CookieJar();
    const refused = await signInWithProvider(browser, login);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(await whoAmI(browser)).toBeNull();
    expect(await linksOf(accountId)).toEqual([]);
    expect((await userRow(accountId))?.emailConfirmedAt).toBeNull();
    expect(await whoAmI(squatter.jar)).toMatchObject({ id: accountId });
  });

  it("links to an account whose address its owner confirmed, which keeps its password and sessions", async () => {
    const ip = newIp();
    const login = `confirmed${unique()}`;
    const email = `${login}@oidc.example`;
    const accountId = await register(email, ip);
    const confirmation = await waitForMail(email, /\/confirm-email\?token=/);
    const token = /\/confirm-email\?token=([\w-]+)/.exec(confirmation)![1]!;
    await callWithProvider(new CookieJar(), "GET", `/confirm-email?token=${token}`);
    expect((await userRow(accountId))?.emailConfirmedAt).not.toBeNull();
    const before = await passwordSignIn(email, ip);

    const browser = new CookieJar();
    const signedIn = await signInWithProvider(browser, login, "/debates");
    expect(signedIn.headers.get("Location")).toBe("/debates");
    expect(await whoAmI(browser)).toMatchObject({ id: accountId });
    expect(await whoAmI(before.jar)).toMatchObject({ id: accountId });
    expect((await passwordSignIn(email, ip)).status).toBe(200);
    const told = await db.query.notifications.findMany({ where: (n, { eq }) => eq(n.userId, accountId) });
    expect(told).toEqual([]);
  });
});

describe("linking a provider from the settings", () => {
  it("asks for the current password first: missing or wrong, the browser stays here and nothing is written", async () => {
    const ip = newIp();
    const email = `linker-${unique()}@example.org`;
    const accountId = await register(email, ip);
    const { jar } = await passwordSignIn(email, ip);
    const t = await getFixedT("en");

    for (const [currentPassword, status, message] of [
      [undefined, 400, t("auth.errors.required")],
      ["not-my-password", 401, t("account.errors.wrongPassword")],
    ] as const) {
      const form: Record<string, string> = { intent: "link" };
      if (currentPassword) form.currentPassword = currentPassword;
      const response = await callWithProvider(jar, "POST", "/settings", { form });
      expect(response.status).toBe(status);
      expect(response.headers.get("Location")).toBeNull();
      const cookies = response.headers.getSetCookie().map((c) => c.split("=")[0]);
      expect(cookies).not.toContain("ds_link");
      expect(cookies.some((name) => name?.startsWith("ds_oidc"))).toBe(false);
      expect(await response.text()).toContain(message);
    }
    expect(jar.get("ds_link")).toBeUndefined();
    expect(await linksOf(accountId)).toEqual([]);

    // With it, the provider's sign-in starts, and its identity is linked to this account.
    const started = await callWithProvider(jar, "POST", "/settings", {
      form: { intent: "link", currentPassword: PASSWORD },
    });
    expect(started.status).toBe(302);
    expect(started.headers.get("Location")).toMatch(new RegExp(`^${oidcSettings().OIDC_ISSUER}/`));
    const login = `linked${unique()}`;
    const done = await completeAtProvider(jar, started.headers.get("Location")!, login);
    expect(done.headers.get("Location")).toBe("/settings#sign-in");
    expect((await linksOf(accountId)).map((l) => l.subject)).toEqual([login]);
    expect(await whoAmI(jar)).toMatchObject({ id: accountId });
  });

  it("an account without a password links only within 10 minutes of a sign-in with its provider", async () => {
    const browser = new CookieJar();
    await signInWithProvider(browser, `provideronly${unique()}`);
    const me = await whoAmI(browser);
    expect(me).not.toBeNull();

    const fresh = await callWithProvider(browser, "POST", "/settings", { form: { intent: "link" } });
    expect(fresh.status).toBe(302);
    expect(fresh.headers.get("Location")).toMatch(new RegExp(`^${oidcSettings().OIDC_ISSUER}/`));

    // The same session, older than the window.
    const old = new Date(Date.now() - REAUTH_WINDOW_MS - 60_000).toISOString();
    await env.DB.prepare("UPDATE sessions SET created_at = ? WHERE user_id = ?").bind(old, me!.id).run();
    const stale = await callWithProvider(browser, "POST", "/settings", { form: { intent: "link" } });
    expect(stale.status).toBe(403);
    expect(stale.headers.get("Location")).toBeNull();
    expect(await stale.text()).toContain("sign in again with your provider");
  });
});
