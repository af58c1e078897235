/**
 * Address limits that never lock out the innocent (issue 25, findings 4 and 6), through the
 * Worker as deployed, with Turnstile's siteverify played by the local server
 * (tests/fakes/turnstile-server.ts):
 *   - sign-up windows slide and an IPv6 /64 shares one budget; over the limit, a solved challenge
 *     still creates the account, and without Turnstile the answer is 429 with a clear message;
 *   - an address over its sign-in failure limit (a shared one others failed from) lets citizens in
 *     new browsers sign in with a solved challenge, never past an account's own ladder.
 * (docs/security.md, "Signing in: limits that never lock out the innocent" and "Signing up".)
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { decode } from "turbo-stream";
import { describe, expect, inject, it } from "vitest";
import worker from "~built-worker";

import { createDb } from "~/db/client.server";
import { createUser } from "~/seed/factories";
import type { Env } from "~/env.server";

import { TURNSTILE_GOOD_TOKEN, TURNSTILE_TEST_SECRET } from "../fakes/turnstile-server";

const db = createDb(env.DB);
const ORIGIN = "http://localhost";
/** The deployed settings plus Turnstile, checked against the local siteverify server. */
const TURNSTILE: Partial<Env> = {
  TURNSTILE_SITE_KEY: "site-key",
  TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET,
  TURNSTILE_VERIFY_URL: inject("turnstileVerifyUrl"),
};

let counter = 0;
/** An IPv4 address of its own per test. */
const newIp = () => `198.19.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;
/** A solved challenge: a token the local Turnstile server accepts once. */
const solved = () => `${TURNSTILE_GOOD_TOKEN}-${crypto.randomUUID()}`;
const unique = () => crypto.randomUUID().slice(0, 8);

interface Send {
  ip: string;
  settings?: Partial<Env>;
  cookie?: string;
  /** A page's own action as a plain form post (no JavaScript), or as Remix's fetcher with `fetcher`. */
  form?: boolean;
  fetcher?: boolean;
}

/** A request to the Worker, with other settings than the tests' own when given. */
async function send(method: string, path: string, body: Record<string, string> | null, options: Send) {
  const headers: Record<string, string> = { Origin: ORIGIN, Host: "localhost", "CF-Connecting-IP": options.ip };
  if (options.cookie) headers.Cookie = options.cookie;
  let payload: string | undefined;
  if (body && (options.form || options.fetcher)) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(body).toString();
  } else if (body) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const url = `${ORIGIN}${options.fetcher ? `${path}.data` : path}`;
  const request = new Request(url, { method, headers, body: payload, redirect: "manual" });
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    request as Parameters<typeof worker.fetch>[0],
    { ...env, ...options.settings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** The action's data a fetcher gets (Remix's turbo-stream answer). */
async function fetcherData(response: Response) {
  const decoded = await decode(response.body as ReadableStream<Uint8Array>);
  await decoded.done;
  return (decoded.value as { data: Record<string, unknown> }).data;
}

const cookieFrom = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0] ?? "";

const account = () => ({
  firstName: "Town",
  lastName: "Hall",
  email: `town-${unique()}@example.org`,
  password: "town-hall-1",
  confirmPassword: "town-hall-1",
});

const userWith = async (email: string) =>
  env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();

/** 120 people sign up from `ip()` (one address, or many of one network), 10 at a time: all get in. */
async function townHall(ip: () => string) {
  for (let round = 0; round < 12; round++) {
    const statuses = await Promise.all(
      Array.from(
        { length: 10 },
        async () => (await send("POST", "/api/register-user", account(), { ip: ip() })).status,
      ),
    );
    expect(statuses).toEqual(Array(10).fill(201));
  }
}

describe("signing up from one address", () => {
  it("counts an IPv6 /64 as one address: its 121st account in 10 minutes waits, with a clear message", async () => {
    const net = `2001:db8:${(++counter).toString(16)}:64`;
    let host = 0;
    await townHall(() => `${net}:${(++host).toString(16)}::1`);
    const over = account();
    const refused = await send("POST", "/api/register-user", over, { ip: `${net}::abcd` });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(11 * 60);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Many accounts were just created from this network\. Please try again in \d+ minutes?\.$/,
    );
    expect(await userWith(over.email)).toBeNull();
    // The page says the same, without JavaScript.
    const page = await send("POST", "/join", account(), { ip: `${net}::abce`, form: true });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain("Many accounts were just created from this network");
    // The next /64 is another subscriber.
    const neighbour = await send("POST", "/api/register-user", account(), {
      ip: `2001:db8:${counter.toString(16)}:65::1`,
    });
    expect(neighbour.status).toBe(201);
  });

  it("over the limit, a solved Turnstile challenge still creates the account; without one, it asks for it", async () => {
    const ip = newIp();
    await townHall(() => ip);

    // No token: refused, asking for the challenge, nothing written.
    const without = account();
    const refused = await send("POST", "/api/register-user", without, { ip, settings: TURNSTILE });
    expect(refused.status).toBe(429);
    const answer = (await refused.json()) as { error: string; fieldErrors: Record<string, string> };
    expect(answer.error).toMatch(/human check/);
    expect(answer.fieldErrors["cf-turnstile-response"]).toMatch(/human check/);
    expect(await userWith(without.email)).toBeNull();
    // A forged token: the same.
    const forged = account();
    const badToken = { ...forged, "cf-turnstile-response": "forged" };
    expect((await send("POST", "/api/register-user", badToken, { ip, settings: TURNSTILE })).status).toBe(429);
    expect(await userWith(forged.email)).toBeNull();

    // A solved challenge: the person gets in, through the API and through the page.
    const person = account();
    const withToken = { ...person, "cf-turnstile-response": solved() };
    expect((await send("POST", "/api/register-user", withToken, { ip, settings: TURNSTILE })).status).toBe(201);
    expect(await userWith(person.email)).not.toBeNull();
    const another = account();
    const page = await send(
      "POST",
      "/join",
      { ...another, "cf-turnstile-response": solved() },
      { ip, settings: TURNSTILE, form: true },
    );
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/login\?email=/);
    expect(await userWith(another.email)).not.toBeNull();
    // The page's form (with JavaScript) asks for the check beside the widget when there is none.
    const data = await fetcherData(await send("POST", "/join", account(), { ip, settings: TURNSTILE, fetcher: true }));
    expect(JSON.stringify(data)).toMatch(/cf-turnstile-response[^\]]*human check/);
  });
});

describe("signing in from an address others have failed from", () => {
  /** An address where 100 wrong sign-ins were spread over accounts: over its failure limit. */
  async function addressOverItsLimit() {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const body = { email: `nobody-${i}-${unique()}@example.org`, password: "wrong-password" };
      statuses.push((await send("POST", "/api/login-user", body, { ip })).status);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(401));
    expect(statuses.slice(60)).toEqual(Array(40).fill(429));
    return ip;
  }

  async function citizens(n: number) {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const email = `citizen-${unique()}@example.org`;
        await createUser(db, { email, username: `citizen_${unique()}`, password: "citizen-pass" });
        return email;
      }),
    );
  }

  it("lets 25 citizens in new browsers sign in at the same moment when they pass the challenge", async () => {
    const ip = await addressOverItsLimit();
    const people = await citizens(25);
    const answers = await Promise.all(
      people.map((email) =>
        send(
          "POST",
          "/api/login-user",
          { email, password: "citizen-pass", "cf-turnstile-response": solved() },
          { ip, settings: TURNSTILE },
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(25).fill(200));
    for (const answer of answers) expect(cookieFrom(answer, "ds_session")).toMatch(/^ds_session=./);
  });

  it("shows the check on the sign-in page and asks for it; a solved one signs in, with or without JavaScript", async () => {
    const ip = await addressOverItsLimit();
    const [email = "", second = ""] = await citizens(2);
    // The page shows Turnstile's check at once to this address, and not to others.
    const hint = "A quick check that you are a person";
    expect(await (await send("GET", "/login", null, { ip, settings: TURNSTILE })).text()).toContain(hint);
    expect(await (await send("GET", "/login", null, { ip: newIp(), settings: TURNSTILE })).text()).not.toContain(hint);

    // Without a solved challenge: 429, saying what to do.
    const plain = await send(
      "POST",
      "/login",
      { login: email, password: "citizen-pass" },
      { ip, settings: TURNSTILE, form: true },
    );
    expect(plain.status).toBe(429);
    expect(await plain.text()).toContain("Many sign-ins failed from this network");
    const data = await fetcherData(
      await send(
        "POST",
        "/login",
        { login: email, password: "citizen-pass" },
        { ip, settings: TURNSTILE, fetcher: true },
      ),
    );
    expect(data.challenge).toBe(true);
    expect(JSON.stringify(data)).toMatch(/cf-turnstile-response[^\]]*Many sign-ins failed from this network/);
    const api = await send("POST", "/api/login-user", { email, password: "citizen-pass" }, { ip, settings: TURNSTILE });
    expect(api.status).toBe(429);
    expect(((await api.json()) as { error: string }).error).toMatch(/human check/);

    // With one: in, by the page (a plain form) and by the fetcher.
    const page = await send(
      "POST",
      "/login",
      { login: email, password: "citizen-pass", "cf-turnstile-response": solved() },
      { ip, settings: TURNSTILE, form: true },
    );
    expect(page.status).toBe(302);
    expect(cookieFrom(page, "ds_session")).toMatch(/^ds_session=./);
    const fetched = await send(
      "POST",
      "/login",
      { login: second, password: "citizen-pass", "cf-turnstile-response": solved() },
      { ip, settings: TURNSTILE, fetcher: true },
    );
    expect(cookieFrom(fetched, "ds_session")).toMatch(/^ds_session=./);
  });

  it("without Turnstile configured, answers new browsers the documented 429, and lets known browsers in", async () => {
    const [email = ""] = await citizens(1);
    // The citizen's usual browser signed in before, from elsewhere.
    const usual = await send("POST", "/api/login-user", { email, password: "citizen-pass" }, { ip: newIp() });
    const device = cookieFrom(usual, "ds_device");
    expect(device).toMatch(/^ds_device=./);

    const ip = await addressOverItsLimit();
    const refused = await send("POST", "/api/login-user", { email, password: "citizen-pass" }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(11 * 60);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many attempts\. Please wait \d+ seconds?/,
    );
    // A token means nothing when Turnstile is not configured.
    const withToken = { email, password: "citizen-pass", "cf-turnstile-response": solved() };
    expect((await send("POST", "/api/login-user", withToken, { ip })).status).toBe(429);
    // The browser that knows the account is not counted on the address at all.
    const known = await send("POST", "/api/login-user", { email, password: "citizen-pass" }, { ip, cookie: device });
    expect(known.status).toBe(200);
    // And with Turnstile configured, neither needs the check.
    const knownAgain = await send(
      "POST",
      "/api/login-user",
      { email, password: "citizen-pass" },
      { ip, cookie: device, settings: TURNSTILE },
    );
    expect(knownAgain.status).toBe(200);
  });

  it("asks for no challenge at the admin sign-in, which has none: a new browser there waits", async () => {
    const ip = await addressOverItsLimit();
    const username = `admin_${unique()}`;
    await createUser(db, { username, role: "admin", password: "admin-pass-1" });
    const body = { username, password: "admin-pass-1", "cf-turnstile-response": solved() };
    const refused = await send("POST", "/api/admin/login", body, { ip, settings: TURNSTILE });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many attempts/);
  });

  it("never lets a solved challenge past an account's own ladder", async () => {
    const ip = await addressOverItsLimit();
    const [email = ""] = await citizens(1);
    // Someone with solved challenges guesses one account from the shared address, 12 at once:
    // the account's ladder checks at most 5 of them.
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const guess = { email, password: `guess-${i}`, "cf-turnstile-response": solved() };
        return (await send("POST", "/api/login-user", guess, { ip, settings: TURNSTILE })).status;
      }),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    // Further up the ladder (as after many more guesses), even the right password with a solved
    // challenge waits its turn.
    const user = await userWith(email);
    await env.DB.prepare("UPDATE sign_in_throttles SET failures = 12, blocked_until = ? WHERE key = ?")
      .bind(Date.now() + 15 * 60_000, `account:${user?.id}`)
      .run();
    const right = { email, password: "citizen-pass", "cf-turnstile-response": solved() };
    const waiting = await send("POST", "/api/login-user", right, { ip, settings: TURNSTILE });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("Retry-After"))).toBeGreaterThan(60);
    expect(((await waiting.json()) as { error: string }).error).toMatch(/^Too many attempts/);
  });
});
