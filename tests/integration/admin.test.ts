/**
 * The admin area's doors, through the deployed Worker: the admin sign-in API (the ordinary
 * sign-in for admin accounts only, with its limits), the admin logout, and the users dashboard's
 * action: a citizen cannot change a status (their own included), a bulk change is all or
 * nothing, rejecting asks first, and each change leaves its audit entry.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { startSession } from "~/models/accounts/sessions.server";
import { getLoadContext } from "~/context.server";
import { createDb } from "~/db/client.server";
import { auditLog, users } from "~/db/schema";
import { createUser } from "~/seed/factories";

import { fetcherData, ORIGIN } from "../helpers/page-action";

const db = createDb(env.DB);
let ipCounter = 0;
const newIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      Host: "localhost",
      "Content-Type": "application/json",
      "CF-Connecting-IP": newIp(),
      ...headers,
    },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

/** A form post with repeated fields (the dashboard's checked boxes), plain or as a fetcher. */
function postUsersForm(fields: [string, string][], cookie: string, fetcher = false) {
  return exports.default.fetch(`${ORIGIN}${fetcher ? "/admin/users.data" : "/admin/users"}`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      Host: "localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookie,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

function get(path: string, cookie: string) {
  return exports.default.fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
}

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(db, { password: null, ...overrides });
  const setCookie = await startSession(getLoadContext(env, createExecutionContext()), new Request(ORIGIN), user.id);
  return { user, cookie: setCookie.split(";")[0] ?? "" };
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("ds_session=") && c !== "ds_session=") ?? "";

async function statusOf(ids: string[]) {
  const rows = await db
    .select({ id: users.id, status: users.verificationStatus })
    .from(users)
    .where(inArray(users.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

describe("POST /api/admin/login and /api/admin/logout", () => {
  it("signs an admin in with { ok: true } and a session, and signs them out again", async () => {
    const { user, password } = await createUser(db, { role: "admin" });
    const response = await postJson("/api/admin/login", { username: user.username, password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const cookie = sessionCookie(response);
    expect(cookie).not.toBe("");
    expect((await get("/admin/users", cookie)).status).toBe(200);

    const out = await postJson("/api/admin/logout", {}, { Cookie: cookie });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    const after = await get("/admin/users", cookie);
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("answers a citizen's right password as it answers a wrong one: 'Invalid admin credentials', no session", async () => {
    const { user, password } = await createUser(db);
    for (const attempt of [password, "wrong-password"]) {
      const response = await postJson("/api/admin/login", { username: user.email, password: attempt });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Invalid admin credentials" });
      expect(sessionCookie(response)).toBe("");
    }
  });

  it("needs both fields, reads only POST, and is limited like every sign-in", async () => {
    const missing = await postJson("/api/admin/login", { username: "someone" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "Enter both your username and your password." });
    const wrongMethod = await exports.default.fetch(`${ORIGIN}/api/admin/login`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("Allow")).toBe("POST");

    // The account's ladder (sign-in.server.ts): 5 failures from anywhere, then wait, even with the right password.
    // Ten wrong guesses (refused, or asked to wait once the ladder starts) leave a wait of many seconds, so
    // the right password right after is still asked to wait however slow the machine is.
    const { user, password } = await createUser(db, { role: "admin" });
    for (let i = 0; i < 10; i++) {
      const guess = await postJson("/api/admin/login", { username: user.username, password: `wrong-${i}` });
      expect(i < 5 ? [401] : [401, 429]).toContain(guess.status);
    }
    const locked = await postJson("/api/admin/login", { username: user.username, password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("the users dashboard's action", () => {
  it("refuses a citizen changing their own status (403), and changes nothing", async () => {
    const citizen = await signedIn();
    const response = await postUsersForm(
      [
        ["status", "verified"],
        ["userId", citizen.user.id],
      ],
      citizen.cookie,
    );
    expect(response.status).toBe(403);
    expect(await statusOf([citizen.user.id])).toEqual({ [citizen.user.id]: "pending" });
  });

  it("verifies many at once with an audit entry each, and refuses the whole change when one is unknown", async () => {
    const admin = await signedIn({ role: "admin" });
    const confirmed = { password: null, emailConfirmedAt: new Date().toISOString() };
    const a = (await createUser(db, confirmed)).user.id;
    const b = (await createUser(db, confirmed)).user.id;
    // Not confirmed: never verified, the others are.
    const c = (await createUser(db, { password: null })).user.id;

    const refused = await postUsersForm(
      [
        ["status", "verified"],
        ["userId", a],
        ["userId", b],
        ["userId", `gone-${crypto.randomUUID()}`],
      ],
      admin.cookie,
    );
    expect(refused.status).toBe(404);
    expect(await statusOf([a, b])).toEqual({ [a]: "pending", [b]: "pending" });

    const done = await postUsersForm(
      [
        ["status", "verified"],
        ["userId", a],
        ["userId", b],
        ["userId", c],
      ],
      admin.cookie,
      true,
    );
    expect(done.status).toBe(200);
    expect(await fetcherData(done)).toMatchObject({ ok: true, changed: 2, status: "verified" });
    expect(await statusOf([a, b, c])).toEqual({ [a]: "verified", [b]: "verified", [c]: "pending" });
    const entries = await db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id));
    expect(entries.map((e) => e.target).sort()).toEqual([`user:${a}`, `user:${b}`].sort());
    expect(JSON.parse(entries[0]!.details)).toEqual({
      before: { verificationStatus: "pending" },
      after: { verificationStatus: "verified" },
    });
  });

  it("asks before rejecting, and rejects once confirmed", async () => {
    const admin = await signedIn({ role: "admin" });
    const a = (await createUser(db, { password: null, verificationStatus: "verified" })).user.id;
    const asked = await postUsersForm(
      [
        ["status", "rejected"],
        ["userId", a],
      ],
      admin.cookie,
      true,
    );
    expect(await fetcherData(asked)).toMatchObject({ ok: true, confirm: { question: "reject", userIds: [a] } });
    expect(await statusOf([a])).toEqual({ [a]: "verified" });

    const confirmed = await postUsersForm(
      [
        ["status", "rejected"],
        ["userId", a],
        ["confirmed", "yes"],
      ],
      admin.cookie,
    );
    expect(confirmed.status).toBe(302);
    expect(await statusOf([a])).toEqual({ [a]: "rejected" });
  });

  it("refuses an admin removing their own admin role (409)", async () => {
    const admin = await signedIn({ role: "admin" });
    const response = await postUsersForm(
      [
        ["role", "citizen"],
        ["userId", admin.user.id],
      ],
      admin.cookie,
    );
    expect(response.status).toBe(409);
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, admin.user.id));
    expect(row?.role).toBe("admin");
  });
});

function send(method: string, path: string, cookie: string, body?: unknown) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { Origin: ORIGIN, Host: "localhost", "Content-Type": "application/json", Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}

describe("the verification API", () => {
  it("PATCH /api/users/{id}/verification sets one status; citizens get 403, visitors 401", async () => {
    const admin = await signedIn({ role: "admin" });
    const citizen = await signedIn({ emailConfirmedAt: new Date().toISOString() });
    const path = `/api/users/${citizen.user.id}/verification`;
    expect((await send("PATCH", path, "", { verificationStatus: "verified" })).status).toBe(401);
    expect((await send("PATCH", path, citizen.cookie, { verificationStatus: "verified" })).status).toBe(403);
    expect(await statusOf([citizen.user.id])).toEqual({ [citizen.user.id]: "pending" });

    const bad = await send("PATCH", path, admin.cookie, { verificationStatus: "approved" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Choose verified, pending or rejected." });
    const done = await send("PATCH", path, admin.cookie, { verificationStatus: "verified" });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      ok: true,
      user: { id: citizen.user.id, verificationStatus: "verified" },
    });
    expect(
      (
        await send("PATCH", `/api/users/nobody-${crypto.randomUUID()}/verification`, admin.cookie, {
          verificationStatus: "verified",
        })
      ).status,
    ).toBe(404);

    // Only an account whose e-mail is confirmed can be verified: refused, saying why, and left pending.
    const unconfirmed = await signedIn();
    const refused = await send("PATCH", `/api/users/${unconfirmed.user.id}/verification`, admin.cookie, {
      verificationStatus: "verified",
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: "This account's e-mail address is not confirmed yet: it cannot be verified.",
    });
    expect(await statusOf([unconfirmed.user.id])).toEqual({ [unconfirmed.user.id]: "pending" });
  });

  it("PATCH /api/users/verification sets one status on many, all or nothing; GET lists them", async () => {
    const admin = await signedIn({ role: "admin" });
    const tag = `api${crypto.randomUUID().slice(0, 8)}`;
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await createUser(db, { password: null, firstName: tag })).user.id);

    const refused = await send("PATCH", "/api/users/verification", admin.cookie, {
      userIds: [...ids, `gone-${crypto.randomUUID()}`],
      verificationStatus: "rejected",
    });
    expect(refused.status).toBe(404);
    expect(Object.values(await statusOf(ids))).toEqual(["pending", "pending", "pending"]);

    const done = await send("PATCH", "/api/users/verification", admin.cookie, {
      userIds: ids,
      verificationStatus: "rejected",
    });
    expect(await done.json()).toEqual({ ok: true, changed: 3, verificationStatus: "rejected", skipped: 0 });

    // Verifying: the accounts whose e-mail is not confirmed (all three) are skipped, counted and named.
    const skipped = await send("PATCH", "/api/users/verification", admin.cookie, {
      userIds: ids,
      verificationStatus: "verified",
    });
    expect(await skipped.json()).toMatchObject({ ok: true, changed: 0, skipped: 3 });
    expect(Object.values(await statusOf(ids))).toEqual(["rejected", "rejected", "rejected"]);

    const list = await send("GET", `/api/users/verification?q=${tag}&status=rejected`, admin.cookie);
    expect(list.headers.get("X-Total-Count")).toBe("3");
    expect(((await list.json()) as { id: string }[]).map((u) => u.id).sort()).toEqual([...ids].sort());
    const records = await send("GET", `/api/admin/users?q=${tag}`, admin.cookie);
    const body = (await records.json()) as Record<string, unknown>[];
    expect(body).toHaveLength(3);
    expect(body[0]).toMatchObject({ verificationStatus: "rejected", isVerified: false, totalVotes: 0 });
    expect(body[0]).not.toHaveProperty("passwordHash");
    expect(records.headers.get("X-Next-Cursor")).toBeNull();

    // Keyset pages: X-Next-Cursor is the next page's ?before=, absent on the last page.
    const first = await send("GET", `/api/admin/users?q=${tag}&limit=2`, admin.cookie);
    const cursor = first.headers.get("X-Next-Cursor");
    expect(cursor).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z~/);
    const rest = await send(
      "GET",
      `/api/admin/users?q=${tag}&limit=2&before=${encodeURIComponent(cursor!)}`,
      admin.cookie,
    );
    expect(rest.headers.get("X-Next-Cursor")).toBeNull();
    expect(rest.headers.get("X-Total-Count")).toBe("3");
    const seen = [...((await first.json()) as { id: string }[]), ...((await rest.json()) as { id: string }[])];
    expect(seen.map((u) => u.id).sort()).toEqual([...ids].sort());
  });
});
