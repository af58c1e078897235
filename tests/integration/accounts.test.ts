/**
 * Accounts end to end through the Worker (workerd, real D1): sign-up variants A and B,
 * sign-in, sessions and their cookie, sign-out, roles, abuse limits, cross-site
 * refusal and password reset.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createUser } from "~/seed/factories";

import { postForm } from "../helpers/page-action";

const db = createDb(env.DB);
const ORIGIN = "http://localhost";

let ipCounter = 0;
/** Each test speaks from its own IP, so the per-IP limits of one do not touch another. */
const newIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

interface CallOptions {
  cookie?: string;
  ip?: string;
  origin?: string | null;
  form?: boolean;
  url?: string;
}

async function call(method: string, path: string, body?: Record<string, unknown>, options: CallOptions = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": options.ip ?? newIp(), Host: "localhost" };
  if (options.origin !== null) headers.Origin = options.origin ?? ORIGIN;
  if (options.cookie) headers.Cookie = options.cookie;
  let payload: BodyInit | undefined;
  if (body) {
    if (options.form) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
    } else {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body);
    }
  }
  return exports.default.fetch(`${options.url ?? ORIGIN}${path}`, {
    method,
    headers,
    body: payload,
    redirect: "manual",
  });
}

/** "name=value" of a Set-Cookie for `name`, to send back. */
function cookieFrom(response: Response, name = "ds_session") {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return header?.split(";")[0] ?? "";
}

const uniqueEmail = () => `citizen-${crypto.randomUUID().slice(0, 8)}@example.org`;

async function signUpA(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const body = {
    firstName: "Meera",
    lastName: "Iyer",
    email,
    password: "strong-pass",
    confirmPassword: "strong-pass",
    ...overrides,
  };
  return { email, response: await call("POST", "/api/register-user", body) };
}

async function signIn(login: string, password: string, options: CallOptions = {}) {
  return call("POST", "/api/login-user", { email: login, password }, options);
}

describe("sign up, variant A", () => {
  it("creates the account with the profile, without signing in", async () => {
    const { email, response } = await signUpA({ location: "Kolkata", politicalAffiliation: "Independent" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ email, firstName: "Meera", role: "citizen", verificationStatus: "pending" });
    expect(body.user).not.toHaveProperty("passwordHash");
    expect(cookieFrom(response)).toBe("");
    const row = await env.DB.prepare("SELECT location, political_affiliation, password_hash FROM users WHERE email = ?")
      .bind(email)
      .first<{ location: string; political_affiliation: string; password_hash: string }>();
    expect(row).toMatchObject({ location: "Kolkata", political_affiliation: "Independent" });
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
  });

  it("answers the spec's messages", async () => {
    const missing = await call("POST", "/api/register-user", { firstName: "", lastName: "X", email: uniqueEmail() });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "Please fill in all required fields" });

    const mismatch = await signUpA({ confirmPassword: "something-else" });
    expect(await mismatch.response.json()).toMatchObject({ error: "Passwords do not match" });

    const short = await signUpA({ password: "abc", confirmPassword: "abc" });
    expect(await short.response.json()).toMatchObject({ error: "Password must be at least 6 characters long" });
  });

  it("refuses a second account with the same email (any case) with 409", async () => {
    const { email } = await signUpA();
    const again = await signUpA({ email: email.toUpperCase() });
    expect(again.response.status).toBe(409);
    expect(((await again.response.json()) as { error: string }).error).toMatch(/already exists/);
  });

  it("refuses bad input with 400, never 500, and writes nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    const cases: [string, BodyInit, string][] = [
      ["not json", "{nope", "application/json"],
      ["an array", "[]", "application/json"],
      [
        "a number field",
        JSON.stringify({ firstName: 5, lastName: "x", email: "a@b.co", password: "123456" }),
        "application/json",
      ],
      [
        "a huge name",
        JSON.stringify({ firstName: "x".repeat(5000), lastName: "x", email: uniqueEmail(), password: "123456" }),
        "application/json",
      ],
      [
        "a bad email",
        JSON.stringify({ firstName: "a", lastName: "b", email: "not-an-email", password: "123456" }),
        "application/json",
      ],
      [
        "a future birthday",
        JSON.stringify({
          firstName: "a",
          lastName: "b",
          email: uniqueEmail(),
          password: "123456",
          dateOfBirth: "2999-01-01",
        }),
        "application/json",
      ],
      [
        "an unknown affiliation",
        JSON.stringify({
          firstName: "a",
          lastName: "b",
          email: uniqueEmail(),
          password: "123456",
          politicalAffiliation: "Pirates",
        }),
        "application/json",
      ],
    ];
    for (const [label, body, type] of cases) {
      const response = await exports.default.fetch(`${ORIGIN}/api/register-user`, {
        method: "POST",
        headers: { "Content-Type": type, Origin: ORIGIN, "CF-Connecting-IP": newIp() },
        body,
      });
      expect(response.status, label).toBe(400);
      expect(((await response.json()) as { error: string }).error.length, label).toBeGreaterThan(0);
    }
    const after = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("answers 405 to a GET", async () => {
    const response = await call("GET", "/api/register-user");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("sign up and sign in, variant B", () => {
  it("needs a username, then signs in by username or by email", async () => {
    const email = uniqueEmail();
    const username = `rahul_${crypto.randomUUID().slice(0, 6)}`;
    const base = { email, password: "rahul-pass", confirmPassword: "rahul-pass", firstName: "Rahul", lastName: "Sen" };

    const noUsername = await call("POST", "/api/auth/register", base);
    expect(noUsername.status).toBe(400);

    const created = await call("POST", "/api/auth/register", { ...base, username });
    expect(created.status).toBe(201);
    const taken = await call("POST", "/api/auth/register", {
      ...base,
      email: uniqueEmail(),
      username: username.toUpperCase(),
    });
    expect(taken.status).toBe(409);

    for (const login of [username, email, email.toUpperCase()]) {
      const response = await call("POST", "/api/auth/login", { username: login, password: "rahul-pass" });
      expect(response.status, login).toBe(200);
      expect(((await response.json()) as { user: { username: string } }).user.username).toBe(username);
    }
  });
});

describe("sessions", () => {
  it("sets an HttpOnly, SameSite=Lax cookie, Secure over https", async () => {
    const { email } = await signUpA();
    const overHttp = await signIn(email, "strong-pass");
    const header = overHttp.headers.getSetCookie().find((c) => c.startsWith("ds_session="));
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/i);

    const overHttps = await signIn(email, "strong-pass", {
      url: "https://debatestorm.example",
      origin: "https://debatestorm.example",
    });
    expect(overHttps.headers.getSetCookie().find((c) => c.startsWith("ds_session="))).toMatch(/; Secure/i);
  });

  it("stores only a hash of the session token", async () => {
    const { email } = await signUpA();
    const cookie = cookieFrom(await signIn(email, "strong-pass"));
    const { results } = await env.DB.prepare("SELECT id FROM sessions").all<{ id: string }>();
    const token = decodeURIComponent(cookie.split("=")[1] ?? "");
    for (const row of results) expect(token).not.toContain(row.id);
    expect(results.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it("gives a new session id at every sign-in and ends the one the browser carried", async () => {
    const { email } = await signUpA();
    const first = cookieFrom(await signIn(email, "strong-pass"));
    const second = cookieFrom(await signIn(email, "strong-pass", { cookie: first }));
    expect(second).not.toBe(first);
    expect((await call("GET", "/api/auth/user", undefined, { cookie: second })).status).toBe(200);
    expect((await call("GET", "/api/auth/user", undefined, { cookie: first })).status).toBe(401);
  });

  it("makes the old cookie useless after sign-out", async () => {
    const { email } = await signUpA();
    const cookie = cookieFrom(await signIn(email, "strong-pass"));
    const me = await call("GET", "/api/auth/user", undefined, { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, role: "citizen", isPremium: false, isExpert: false });

    const out = await call("POST", "/api/logout", undefined, { cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/");
    expect(out.headers.getSetCookie().find((c) => c.startsWith("ds_session="))).toMatch(/Max-Age=0/);
    expect((await call("GET", "/api/auth/user", undefined, { cookie })).status).toBe(401);
  });

  it("signs out on a same-site GET of /api/logout, and asks first when another site links to it", async () => {
    const { email } = await signUpA();
    const cookie = cookieFrom(await signIn(email, "strong-pass"));
    const foreign = await exports.default.fetch(`${ORIGIN}/api/logout`, {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" },
      redirect: "manual",
    });
    expect(foreign.status).toBe(302);
    expect(foreign.headers.get("Location")).toBe("/logout");
    const ask = await exports.default.fetch(`${ORIGIN}/logout`, { headers: { Cookie: cookie } });
    expect(await ask.text()).toContain("Sign out of DebateStorm?");
    expect((await call("GET", "/api/auth/user", undefined, { cookie })).status).toBe(200);

    // The header's Sign Out form posts to /logout's own action.
    const other = cookieFrom(await signIn(email, "strong-pass"));
    const viaPage = await postForm("/logout", {}, { cookie: other });
    expect(viaPage.status).toBe(302);
    expect(viaPage.headers.get("Location")).toBe("/");
    expect((await call("GET", "/api/auth/user", undefined, { cookie: other })).status).toBe(401);

    const own = await exports.default.fetch(`${ORIGIN}/api/logout`, {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(own.status).toBe(302);
    expect((await call("GET", "/api/auth/user", undefined, { cookie })).status).toBe(401);
  });

  it("ends after the idle period without requests", async () => {
    const { email } = await signUpA();
    const cookie = cookieFrom(await signIn(email, "strong-pass"));
    await env.DB.prepare(
      "UPDATE sessions SET expires_at = ?, last_seen_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)",
    )
      .bind(new Date(Date.now() - 1000).toISOString(), new Date(Date.now() - 15 * 86_400_000).toISOString(), email)
      .run();
    expect((await call("GET", "/api/auth/user", undefined, { cookie })).status).toBe(401);
  });

  it("rejects a forged cookie", async () => {
    expect(
      (
        await call("GET", "/api/auth/user", undefined, {
          cookie: "ds_session=forged-value-abcdefghijklmnopqrstuvwxyz.sig",
        })
      ).status,
    ).toBe(401);
  });
});

describe("sign-in answers", () => {
  it("asks for both fields", async () => {
    const response = await signIn("", "");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please enter both email and password" });
  });

  // Identical answers. That an unknown account costs the same full PBKDF2 derivation as a wrong
  // password (no timing oracle) is verifyPassword's rule (app/utils/password.server.ts: a dummy hash is
  // derived when there is no account); it is not timed here:
  // tests never assert timings, which a loaded machine makes flaky.
  it("are identical for an unknown account and a wrong password", async () => {
    const { email } = await signUpA();
    const answer = async (login: string) => {
      const response = await signIn(login, "not-the-password");
      return `${response.status} ${await response.text()}`;
    };
    for (let i = 0; i < 2; i++) {
      const wrongAnswer = await answer(email);
      const unknownAnswer = await answer(`nobody-${i}@example.org`);
      expect(unknownAnswer).toBe(wrongAnswer);
      expect(wrongAnswer).toContain("401");
    }
  });

  it("lets the first 5 wrong passwords through, then makes each next attempt wait, wherever it comes from", async () => {
    const { email } = await signUpA();
    for (let i = 0; i < 5; i++) expect((await signIn(email, `wrong-${i}`)).status).toBe(401);
    // The right password from yet another address: the account's ladder says wait.
    const sixth = await signIn(email, "strong-pass");
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(((await sixth.json()) as { error: string }).error).toMatch(/Too many attempts/);
  });

  it("counts failures per account whatever identifier is typed: e-mail and username share one ladder", async () => {
    const email = uniqueEmail();
    const username = `ladder_${crypto.randomUUID().slice(0, 6)}`;
    const base = {
      email,
      username,
      password: "rahul-pass",
      confirmPassword: "rahul-pass",
      firstName: "R",
      lastName: "S",
    };
    expect((await call("POST", "/api/auth/register", base)).status).toBe(201);
    for (const login of [email, username, email.toUpperCase(), username.toUpperCase(), email]) {
      expect((await call("POST", "/api/auth/login", { username: login, password: "nope-nope" })).status).toBe(401);
    }
    expect((await call("POST", "/api/auth/login", { username, password: "rahul-pass" })).status).toBe(429);
  });

  it("counts parallel attempts too: a burst of 12 wrong passwords lets at most 5 be checked", async () => {
    const { email } = await signUpA();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(email, `burst-${i}`).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
  });

  it("500 wrong passwords from rotating addresses never lock the owner out of their usual browser", async () => {
    const { email } = await signUpA();
    // The owner signed in from this browser before: it carries the signed device cookie.
    const usual = await signIn(email, "strong-pass");
    expect(usual.status).toBe(200);
    const device = cookieFrom(usual, "ds_device");
    expect(device).toMatch(/^ds_device=/);

    const statuses: number[] = [];
    for (let i = 0; i < 500; i++) statuses.push((await signIn(email, `guess-${i}`)).status);
    // 5 free failures, then one more each time the growing wait (1 s, 2 s, 4 s …) has passed.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(12);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(488);

    // A new browser waits a bounded time (never a long hard lock)...
    const stranger = await signIn(email, "strong-pass");
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get("Retry-After"))).toBeLessThanOrEqual(900);
    // ...and the usual browser gets straight in.
    expect((await signIn(email, "strong-pass", { cookie: device })).status).toBe(200);
  });

  it("lets 100 citizens behind one address sign in within a minute, 25 of them at the same moment", async () => {
    const ip = newIp();
    const people = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const email = `college-${i}-${crypto.randomUUID().slice(0, 6)}@example.edu`;
        await createUser(db, {
          email,
          username: `college_${crypto.randomUUID().slice(0, 8)}`,
          password: "campus-pass",
        });
        return email;
      }),
    );
    const together = await Promise.all(people.slice(0, 25).map((email) => signIn(email, "campus-pass", { ip })));
    expect(together.map((r) => r.status)).toEqual(Array(25).fill(200));
    for (const email of people.slice(25)) expect((await signIn(email, "campus-pass", { ip })).status).toBe(200);
  });

  it("refuses an address after 60 failures in 10 minutes, but not a browser the account knows", async () => {
    const { email } = await signUpA();
    const ip = newIp();
    const device = cookieFrom(await signIn(email, "strong-pass", { ip }), "ds_device");
    // The limiter counts 10-minute windows in one-minute slices: the failures in the current slice.
    const windowStart = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    await env.DB.prepare(
      "INSERT INTO auth_rate_limits (key, window_start, count) VALUES (?, ?, 60) ON CONFLICT DO UPDATE SET count = 60",
    )
      .bind(`login:ip:${ip}`, windowStart)
      .run();
    const refused = await signIn(email, "strong-pass", { ip });
    expect(refused.status).toBe(429);
    // Until the slice leaves the window: at most the window and one slice (docs/security.md).
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(660);
    expect((await signIn(email, "strong-pass", { ip, cookie: device })).status).toBe(200);
  });
});

describe("cross-site requests", () => {
  it("are refused on API routes with no change", async () => {
    const email = uniqueEmail();
    const response = await call(
      "POST",
      "/api/register-user",
      { firstName: "E", lastName: "Vil", email, password: "123456", confirmPassword: "123456" },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Requests from other websites are refused." });
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
  });

  it("are refused on page actions too, and on Sec-Fetch-Site: cross-site without Origin", async () => {
    const email = uniqueEmail();
    const form = { firstName: "E", lastName: "Vil", email, password: "123456", confirmPassword: "123456" };
    const page = await call("POST", "/join", form, { origin: "https://evil.example", form: true });
    expect(page.status).toBe(403);
    const noOrigin = await exports.default.fetch(`${ORIGIN}/join`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    });
    expect(noOrigin.status).toBe(403);
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
  });

  it("let same-site page forms through", async () => {
    const email = uniqueEmail();
    const response = await call(
      "POST",
      "/join",
      { firstName: "Same", lastName: "Site", email, password: "123456", confirmPassword: "123456" },
      { form: true },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?email=${encodeURIComponent(email)}&redirectTo=%2F`);
  });
});

describe("roles", () => {
  it("keeps the user directory for admins: 401 for visitors, 403 for citizens", async () => {
    expect((await call("GET", "/api/users")).status).toBe(401);
    const { email } = await signUpA();
    const citizen = cookieFrom(await signIn(email, "strong-pass"));
    const forbidden = await call("GET", "/api/users", undefined, { cookie: citizen });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: "Your account is not allowed to do this." });

    const { user, password } = await createUser(db, { role: "admin" });
    const admin = cookieFrom(await signIn(user.email, password ?? ""));
    const list = await call("GET", "/api/users", undefined, { cookie: admin });
    expect(list.status).toBe(200);
    const users = (await list.json()) as Record<string, unknown>[];
    const me = users.find((u) => u.email === email);
    expect(me).toMatchObject({ firstName: "Meera", totalComments: 0, reputation: 0 });
    expect(Object.keys(me ?? {}).sort()).toEqual(
      [
        "createdAt",
        "email",
        "firstName",
        "id",
        "isActive",
        "lastName",
        "profileImageUrl",
        "reputation",
        "totalComments",
      ].sort(),
    );
  });
});

describe("password reset", () => {
  /** The newest e-mail to `to` whose text matches (sign-up also sends a confirmation link). */
  async function waitForMail(to: string, matching = /reset-password/) {
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

  it("sends a single-use link that sets the password and ends every session", async () => {
    const { email } = await signUpA();
    const oldSession = cookieFrom(await signIn(email, "strong-pass"));

    const request = await call("POST", "/api/auth/forgot-password", { email });
    expect(request.status).toBe(202);
    const mail = await waitForMail(email);
    const link = /http:\/\/localhost\/reset-password\?token=([\w-]+)/.exec(mail);
    expect(link).not.toBeNull();
    const token = link?.[1] ?? "";

    const stored = await env.DB.prepare(
      "SELECT token_hash FROM password_resets WHERE user_id = (SELECT id FROM users WHERE email = ?)",
    )
      .bind(email)
      .first<{ token_hash: string }>();
    expect(stored?.token_hash).not.toBe(token);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const mismatch = await call("POST", "/api/auth/reset-password", {
      token,
      password: "new-password-1",
      confirmPassword: "other-one-22",
    });
    expect(await mismatch.json()).toEqual({ error: "Passwords do not match" });
    const short = await call("POST", "/api/auth/reset-password", {
      token,
      password: "short",
      confirmPassword: "short",
    });
    expect(await short.json()).toEqual({ error: "Password must be at least 8 characters long" });

    const reset = await call("POST", "/api/auth/reset-password", {
      token,
      password: "new-password-1",
      confirmPassword: "new-password-1",
    });
    expect(reset.status).toBe(200);
    expect((await call("GET", "/api/auth/user", undefined, { cookie: oldSession })).status).toBe(401);
    expect((await signIn(email, "strong-pass")).status).toBe(401);
    expect((await signIn(email, "new-password-1")).status).toBe(200);

    const again = await call("POST", "/api/auth/reset-password", {
      token,
      password: "another-pass-2",
      confirmPassword: "another-pass-2",
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toMatch(/expired or was already used/);
  });

  it("refuses an expired link and a missing token", async () => {
    const { user } = await createUser(db);
    const { createResetToken } = await import("~/models/accounts/password-resets.server");
    const token = await createResetToken(db, user, new Date(Date.now() - 2 * 3_600_000));
    const expired = await call("POST", "/api/auth/reset-password", {
      token,
      password: "new-password-1",
      confirmPassword: "new-password-1",
    });
    expect(expired.status).toBe(400);
    const missing = await call("POST", "/api/auth/reset-password", {
      password: "new-password-1",
      confirmPassword: "new-password-1",
    });
    expect(await missing.json()).toEqual({ error: "Invalid reset link. Please request a new password reset." });
  });

  it("answers the same for an unknown email, and limits requests per IP", async () => {
    const ip = newIp();
    const unknown = await call("POST", "/api/auth/forgot-password", { email: "nobody-here@example.org" }, { ip });
    expect(unknown.status).toBe(202);
    for (let i = 0; i < 4; i++) await call("POST", "/api/auth/forgot-password", { email: uniqueEmail() }, { ip });
    const sixth = await call("POST", "/api/auth/forgot-password", { email: uniqueEmail() }, { ip });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("Retry-After")).not.toBeNull();
  });
});

describe("external sign-in", () => {
  it("says plainly that it is not configured", async () => {
    const response = await call("GET", "/api/login");
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("External sign-in is not available");
  });
});
