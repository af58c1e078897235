/**
 * What an attack on the doors found (issue 11), each with the test that proves it closed:
 * the outbox, links from the Host header, sign-up limits and Turnstile, e-mail
 * confirmation, invisible and bidirectional characters, the verified view of the votes.
 * (Sign-in limits are in accounts.test.ts; open redirects in tests/security/redirects.test.ts; the
 * table-driven suite is in tests/security/.)
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import worker from "~built-worker";

import { startSession } from "~/models/accounts/sessions.server";
import { getLoadContext } from "~/context.server";
import type { Env } from "~/env.server";
import { createDb } from "~/db/client.server";
import { createDebate, createUser } from "~/seed/factories";
import { adminActor } from "~/models/audit/log.server";
import { setVerificationStatus } from "~/models/accounts/users.server";

import { TURNSTILE_GOOD_TOKEN, TURNSTILE_TEST_SECRET } from "../fakes/turnstile-server";

const db = createDb(env.DB);
const ORIGIN = "http://localhost";
let ipCounter = 0;
const newIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`;

function post(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Origin: ORIGIN, Host: "localhost", "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(db, { password: null, ...overrides });
  const setCookie = await startSession(getLoadContext(env, createExecutionContext()), new Request(ORIGIN), user.id);
  return { user, cookie: setCookie.split(";")[0] ?? "" };
}

async function outbox(to: string) {
  const { results } = await env.DB.prepare("SELECT body_text FROM email_outbox WHERE to_address = ?")
    .bind(to)
    .all<{ body_text: string }>();
  return results.map((r) => r.body_text);
}

async function waitForOutbox(to: string, matching: RegExp) {
  for (let i = 0; i < 60; i++) {
    const found = (await outbox(to)).find((text) => matching.test(text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no e-mail matching ${String(matching)} reached ${to}`);
}

/** The deployed Worker with other settings than the tests' own (production, Turnstile …). */
async function withSettings(settings: Partial<Env>, request: Request) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, ...settings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("the development outbox", () => {
  it("answers 404 in production, which is what wrangler.toml ships", async () => {
    const response = await withSettings(
      // Without the tests' local Stripe address, which production refuses.
      { APP_ENV: "production", PUBLIC_ORIGIN: "https://debatestorm.example", STRIPE_API_URL: undefined },
      new Request(`${ORIGIN}/dev/outbox`),
    );
    expect(response.status).toBe(404);
  });

  it("answers only on a loopback address in development", async () => {
    const development = { APP_ENV: "development" };
    expect((await withSettings(development, new Request("http://evil.example/dev/outbox"))).status).toBe(404);
    expect((await withSettings(development, new Request("http://203.0.113.7/dev/outbox"))).status).toBe(404);
    expect((await withSettings(development, new Request("http://localhost/dev/outbox"))).status).toBe(200);
    expect((await withSettings(development, new Request("http://127.0.0.1:8787/dev/outbox"))).status).toBe(200);
  });
});

describe("links in e-mails", () => {
  it("are never built from a foreign Host header", async () => {
    const { user } = await createUser(db, { password: "strong-pass" });
    const response = await exports.default.fetch("http://evil.example/api/auth/forgot-password", {
      method: "POST",
      headers: { Host: "evil.example", "Content-Type": "application/json", "CF-Connecting-IP": newIp() },
      body: JSON.stringify({ email: user.email }),
    });
    expect(response.status).toBe(202);
    await new Promise((r) => setTimeout(r, 300));
    expect((await outbox(user.email)).join("\n")).not.toContain("evil.example");
  });
});

describe("sign-up", () => {
  const account = (i: number) => ({
    firstName: "Town",
    lastName: `Hall ${i}`,
    email: `townhall-${i}-${crypto.randomUUID().slice(0, 6)}@example.org`,
    password: "town-hall-1",
  });

  it("lets a town hall of 100 register from one address, and refuses a script's 121st", async () => {
    const ip = newIp();
    for (let i = 0; i < 120; i++) {
      expect((await post("/api/register-user", account(i), { "CF-Connecting-IP": ip })).status).toBe(201);
    }
    const over = account(121);
    const refused = await post("/api/register-user", over, { "CF-Connecting-IP": ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(over.email).first()).toBeNull();
  });

  it("checks Turnstile's token with its siteverify endpoint when Turnstile is configured", async () => {
    const settings = {
      TURNSTILE_SITE_KEY: "site-key",
      TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET,
      TURNSTILE_VERIFY_URL: inject("turnstileVerifyUrl"),
    };
    const request = (body: Record<string, unknown>) =>
      new Request(`${ORIGIN}/api/register-user`, {
        method: "POST",
        headers: { Origin: ORIGIN, Host: "localhost", "Content-Type": "application/json", "CF-Connecting-IP": newIp() },
        body: JSON.stringify(body),
      });
    const without = account(1);
    const refused = await withSettings(settings, request(without));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fieldErrors: { "cf-turnstile-response": expect.any(String) } });
    const bad = await withSettings(settings, request({ ...account(2), "cf-turnstile-response": "forged" }));
    expect(bad.status).toBe(400);
    const token = `${TURNSTILE_GOOD_TOKEN}-${crypto.randomUUID()}`;
    const good = account(3);
    expect((await withSettings(settings, request({ ...good, "cf-turnstile-response": token }))).status).toBe(201);
    // A token is good once.
    expect((await withSettings(settings, request({ ...account(4), "cf-turnstile-response": token }))).status).toBe(400);
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(without.email).first()).toBeNull();
    // The page shows Turnstile's widget with its site key only then; without configuration, not at all.
    const page = await (await withSettings(settings, new Request(`${ORIGIN}/join`))).text();
    expect(page).toMatch(/turnstileSiteKey[\\"]+,[\\"]+site-key/);
    expect(await (await exports.default.fetch(`${ORIGIN}/join`)).text()).not.toContain("site-key");
  });

  it("sends a confirmation link; opening it confirms the account once", async () => {
    const body = account(7);
    expect((await post("/api/register-user", body, { "CF-Connecting-IP": newIp() })).status).toBe(201);
    const mail = await waitForOutbox(body.email, /confirm-email/);
    const link = /http:\/\/localhost(\/confirm-email\?token=[\w-]+)/.exec(mail)?.[1] ?? "";
    expect(link).not.toBe("");
    const before = await env.DB.prepare("SELECT email_confirmed_at FROM users WHERE email = ?")
      .bind(body.email)
      .first<{ email_confirmed_at: string | null }>();
    expect(before?.email_confirmed_at).toBeNull();

    const opened = await exports.default.fetch(`${ORIGIN}${link}`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    const after = await env.DB.prepare("SELECT email_confirmed_at FROM users WHERE email = ?")
      .bind(body.email)
      .first<{ email_confirmed_at: string | null }>();
    expect(after?.email_confirmed_at).not.toBeNull();
    const again = await exports.default.fetch(`${ORIGIN}${link}`, { redirect: "manual" });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("expired or was already used");
  });
});

describe("invisible, reversing and broken characters", () => {
  it("refuses a comment made only of invisible characters", async () => {
    const debate = await createDebate(db);
    const { cookie } = await signedIn();
    for (const content of ["\u200b", "\u200b\u200c\u200d", " \ufeff\u2060 ", "\u202e\u202c"]) {
      const response = await post(`/api/debates/${debate.id}/comments`, { content }, { Cookie: cookie });
      expect(response.status, JSON.stringify(content)).toBe(400);
    }
    const count = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE debate_id = ?")
      .bind(debate.id)
      .first();
    expect(count).toEqual({ n: 0 });
  });

  it("removes bidirectional controls from names and comments, keeping Hindi and Bengali joiners", async () => {
    const response = await post(
      "/api/register-user",
      {
        firstName: "\u202enimda",
        lastName: "\u2066Sen\u2069",
        email: `bidi-${crypto.randomUUID().slice(0, 6)}@example.org`,
        password: "bidi-pass-1",
      },
      { "CF-Connecting-IP": newIp() },
    );
    expect(response.status).toBe(201);
    const { user } = (await response.json()) as { user: { firstName: string; lastName: string } };
    expect(user.firstName).toBe("nimda");
    expect(user.lastName).toBe("Sen");

    const debate = await createDebate(db);
    const { cookie } = await signedIn();
    const text = "क्‍ष and ক্‌ষ: \u202eevil";
    const posted = await post(`/api/debates/${debate.id}/comments`, { content: text }, { Cookie: cookie });
    expect(posted.status).toBe(201);
    const { comment } = (await posted.json()) as { comment: { content: string } };
    expect(comment.content).toBe("क्‍ष and ক্‌ষ: evil");
  });

  it("refuses text that is not valid Unicode (a lone surrogate) with 400 instead of altering it", async () => {
    const debate = await createDebate(db);
    const { cookie } = await signedIn();
    const response = await exports.default.fetch(`${ORIGIN}/api/debates/${debate.id}/comments`, {
      method: "POST",
      headers: { Origin: ORIGIN, Host: "localhost", "Content-Type": "application/json", Cookie: cookie },
      body: '{"content":"broken \\ud800 text"}',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/not valid/);
  });
});

describe("the verified view of a debate", () => {
  it("counts only confirmed, verified citizens, and moves when an admin verifies a voter", async () => {
    const debate = await createDebate(db);
    const confirmed = new Date().toISOString();
    const verified = await signedIn({ verificationStatus: "verified", emailConfirmedAt: confirmed });
    const pending = await signedIn({ verificationStatus: "pending", emailConfirmedAt: confirmed });
    const unconfirmed = await signedIn({ verificationStatus: "verified", emailConfirmedAt: null });
    for (const [voter, position] of [
      [verified, "for"],
      [pending, "against"],
      [unconfirmed, "against"],
    ] as const) {
      expect((await post(`/api/debates/${debate.id}/vote`, { position }, { Cookie: voter.cookie })).status).toBe(200);
    }
    const figures = async () => {
      const list = (await (await exports.default.fetch(`${ORIGIN}/debates/${debate.id}`)).text()).length;
      expect(list).toBeGreaterThan(0);
      const row = await env.DB.prepare("SELECT * FROM debates WHERE id = ?").bind(debate.id).first();
      return row as {
        for_count: number;
        against_count: number;
        verified_for_count: number;
        verified_against_count: number;
      };
    };
    // The unconfirmed voter's vote is recorded but counts in neither view (issue 25: it counts once
    // they confirm their e-mail).
    expect(await figures()).toMatchObject({
      for_count: 1,
      against_count: 1,
      verified_for_count: 1,
      verified_against_count: 0,
    });

    // The model function the admin area calls.
    const admin = adminActor((await createUser(db, { role: "admin", password: null })).user);
    expect(await setVerificationStatus(db, admin, [pending.user.id], "verified")).toMatchObject({ changed: 1 });
    expect(await figures()).toMatchObject({ verified_for_count: 1, verified_against_count: 1 });
    expect(await setVerificationStatus(db, admin, [verified.user.id], "rejected")).toMatchObject({ changed: 1 });
    expect(await figures()).toMatchObject({
      for_count: 1,
      against_count: 1,
      verified_for_count: 0,
      verified_against_count: 1,
    });

    // Insights show both views, side by side, with their counts.
    const insights = await (await exports.default.fetch(`${ORIGIN}/?insights=${debate.id}`)).text();
    expect(insights).toContain("Confirmed accounts: 2 votes");
    expect(insights).toContain("Verified citizens: 1 vote");
    const api = (await (await exports.default.fetch(`${ORIGIN}/api/debates`)).json()) as {
      id: string;
      verifiedForPercentage: number | null;
      verifiedAgainstPercentage: number | null;
    }[];
    expect(api.find((d) => d.id === debate.id)).toMatchObject({
      verifiedForPercentage: 0,
      verifiedAgainstPercentage: 100,
    });
  });
});
