import { env } from "cloudflare:test";
import { and, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { auditLog, comments, notifications, users, votes, type User } from "~/db/schema";
import { createDebate, createUser } from "~/seed/factories";

import { readUserListQuery, userListQuerySchema } from "./users.schema";
import { getAdminUser, listAdminUsers, loadUserDashboard, userListStatements } from "./users.server";
import { adminActor, listAuditEntries } from "~/models/audit/log.server";
import { setUserRole, setVerificationStatus } from "~/models/accounts/users.server";

const db = createDb(env.DB);
const query = (q: Record<string, string | undefined>) => userListQuerySchema.parse(q);

/** Users with a tag of their own in their names, so a search finds only this test's users. */
async function tagged(n: number, status: "pending" | "verified" | "rejected" = "pending") {
  const tag = `t${crypto.randomUUID().slice(0, 8)}`;
  const made = [];
  for (let i = 0; i < n; i++) {
    const { user } = await createUser(db, {
      password: null,
      firstName: `Ada${tag}`,
      lastName: `Num${i}`,
      verificationStatus: status,
      // Confirmed: only confirmed accounts can be verified.
      emailConfirmedAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    });
    made.push(user);
  }
  return { tag, users: made };
}

async function newAdmin() {
  const { user } = await createUser(db, { role: "admin", password: null });
  return adminActor(user);
}

describe("the users dashboard's lists", () => {
  it("searches names, usernames and e-mails case-insensitively, counts each tab, and pages newest first", async () => {
    const { tag, users: made } = await tagged(5);
    const admin = await newAdmin();
    await setVerificationStatus(db, admin, [made[0]!.id], "verified");
    await setVerificationStatus(db, admin, [made[1]!.id], "rejected");

    const all = await listAdminUsers(db, query({ q: tag.toUpperCase() }), 2);
    expect(all.counts).toEqual({ all: 5, pending: 3, verified: 1, rejected: 1 });
    expect(all.users.map((u) => u.lastName)).toEqual(["Num4", "Num3"]);
    expect(all.previous).toBeNull();
    // Next continues after the last user shown; the second page's Previous is the first page (no cursor).
    const second = await listAdminUsers(db, query({ q: tag, ...all.next }), 2);
    expect(second.users.map((u) => u.lastName)).toEqual(["Num2", "Num1"]);
    expect(second.previous).toEqual({});
    const third = await listAdminUsers(db, query({ q: tag, ...second.next }), 2);
    expect(third.users.map((u) => u.lastName)).toEqual(["Num0"]);
    expect(third.next).toBeNull();
    // Previous goes back before the first user shown, a page at a time.
    const back = await listAdminUsers(db, query({ q: tag, ...third.previous }), 2);
    expect(back.users.map((u) => u.lastName)).toEqual(["Num2", "Num1"]);
    expect(back.next).toEqual(second.next);
    const top = await listAdminUsers(db, query({ q: tag, ...back.previous }), 2);
    expect(top.users.map((u) => u.lastName)).toEqual(["Num4", "Num3"]);
    expect(top.previous).toBeNull();
    expect(top.next).toEqual(all.next);

    const pending = await listAdminUsers(db, query({ q: tag, tab: "pending" }), 10);
    expect(pending.users.map((u) => u.lastName)).toEqual(["Num4", "Num3", "Num2"]);
    expect([pending.previous, pending.next]).toEqual([null, null]);

    const byEmail = await listAdminUsers(db, query({ q: made[2]!.email.toUpperCase() }));
    expect(byEmail.users.map((u) => u.id)).toEqual([made[2]!.id]);
    const byUsername = await listAdminUsers(db, query({ q: made[3]!.username }));
    expect(byUsername.users.map((u) => u.id)).toEqual([made[3]!.id]);
  });

  it("pages users who joined in the same instant by their ids: none skipped, none shown twice", async () => {
    const tag = `t${crypto.randomUUID().slice(0, 8)}`;
    const createdAt = new Date(Date.UTC(2026, 1, 1)).toISOString();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { user } = await createUser(db, { password: null, firstName: `Same${tag}`, lastName: `N${i}`, createdAt });
      ids.add(user.id);
    }
    const seen: string[] = [];
    let next: Record<string, string> = {};
    for (let pages = 0; pages < 5; pages++) {
      const page = await listAdminUsers(db, query({ q: tag, ...next }), 2);
      seen.push(...page.users.map((u) => u.id));
      if (!page.next) break;
      next = page.next;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(ids);
    expect(seen).toEqual([...ids].sort().reverse());
  });

  it("shows the first page for a Previous that comes back short (users gone meanwhile, or a made-up cursor)", async () => {
    const { tag, users: made } = await tagged(3);
    const newest = made[2]!;
    const list = await listAdminUsers(db, query({ q: tag, after: `${newest.createdAt}~${newest.id}` }), 2);
    expect(list.users.map((u) => u.lastName)).toEqual(["Num2", "Num1"]);
    expect(list.previous).toBeNull();
    expect(list.at).toEqual({});
  });

  it("counts each user's own votes and comments", async () => {
    const { tag, users: made } = await tagged(2);
    const debate = await createDebate(db);
    const [voter, quiet] = made as [User, User];
    await db
      .insert(votes)
      .values({ debateId: debate.id, userId: voter.id, position: "for", createdAt: new Date().toISOString() });
    await db.insert(comments).values(
      ["one", "two"].map((content) => ({
        id: crypto.randomUUID(),
        debateId: debate.id,
        userId: voter.id,
        position: "for" as const,
        content,
        createdAt: new Date().toISOString(),
      })),
    );
    const list = await listAdminUsers(db, query({ q: tag }));
    const byId = new Map(list.users.map((u) => [u.id, u]));
    expect(byId.get(voter.id)).toMatchObject({ totalVotes: 1, totalComments: 2 });
    expect(byId.get(quiet.id)).toMatchObject({ totalVotes: 0, totalComments: 0 });
  });

  it("treats % and _ in a search as plain characters, and says when nothing matches", async () => {
    const none = await listAdminUsers(db, query({ q: `%_nobody-${crypto.randomUUID()}` }));
    expect(none.users).toEqual([]);
    expect(none.counts.all).toBe(0);
    expect((await listAdminUsers(db, query({ q: "%" }))).counts.all).toBe(0);
  });

  it("gives the stat tiles for all users, whatever the search", async () => {
    const { tag } = await tagged(1);
    const dashboard = await loadUserDashboard(db, query({ q: tag }));
    expect(dashboard.counts.all).toBe(1);
    expect(dashboard.totals.totalUsers).toBeGreaterThan(1);
    expect(dashboard.totals.verified + dashboard.totals.unverified).toBe(dashboard.totals.totalUsers);
  });

  it("reads odd addresses as the default list, never as an error", () => {
    expect(query({ tab: "everyone", before: "2026-01-01~x", after: "drop table" })).toEqual({
      q: undefined,
      tab: "all",
      before: undefined,
      after: undefined,
    });
    expect(query({ before: "2026-01-01T00:00:00.000Z~u-1" }).before).toEqual({
      createdAt: "2026-01-01T00:00:00.000Z",
      id: "u-1",
    });
    expect(query({ q: `  ${"x".repeat(100)}  ` }).q).toHaveLength(100);
  });

  it("refuses only a search longer than 100 characters, and then lists as if nothing were searched", () => {
    const read = (q: string) => readUserListQuery(new URLSearchParams({ q, tab: "pending" }));
    expect(read("  some name ")).toEqual({ query: { q: "some name", tab: "pending" }, searchRefused: false });
    expect(read("x".repeat(101))).toEqual({ query: { q: undefined, tab: "pending" }, searchRefused: true });
  });
});

/** SQLite's plan for a statement, one line per step. */
async function planOf(statement: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = statement.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

describe("the users dashboard at scale", () => {
  const cursor = "2026-01-01T00:00:00.000Z~some-user";
  const statements = (params: Record<string, string | undefined>) => userListStatements(db, query(params));

  it("reads every page of a tab as a range of its index: no scan of the users table, no sort", async () => {
    for (const tab of ["all", "pending", "verified", "rejected"]) {
      const index = tab === "all" ? "users_list_idx" : "users_list_status_idx";
      for (const params of [{ tab }, { tab, before: cursor }, { tab, after: cursor }]) {
        const { page, behind } = statements(params);
        const pagePlan = (await planOf(page)).join("\n");
        // A page starts at its cursor on the tab's index and stops after one page, whichever the
        // direction; each row's votes and comments are counted on the index of their own user.
        const range = params.before || params.after ? String.raw`\(created_at, ?id\)[<>]\(\?,\?\)` : "";
        expect(pagePlan, JSON.stringify(params)).toMatch(
          new RegExp(`(SCAN|SEARCH) users USING INDEX ${index}${range ? ` \\(.*${range}\\)` : ""}`),
        );
        expect(pagePlan).not.toMatch(/TEMP B-TREE/);
        expect(pagePlan).toMatch(/votes USING COVERING INDEX votes_user_id_idx/);
        // Any index that leads with user_id covers the count (since migration 0027 SQLite may pick
        // the (user_id, client_id) one): a search by user, never a scan of comments.
        expect(pagePlan).toMatch(
          /SEARCH comments USING COVERING INDEX comments_user_(id|client_id)_idx \(user_id=\?\)/,
        );
        // What lies behind the cursor is a few entries of the same index.
        if (behind) {
          const behindPlan = (await planOf(behind)).join("\n");
          expect(behindPlan).toMatch(new RegExp(`SEARCH users USING COVERING INDEX ${index} \\(.*${range}\\)`));
          expect(behindPlan).not.toMatch(/TEMP B-TREE/);
        }
      }
      // The tabs' counts read the status index alone.
      expect((await planOf(statements({ tab }).counts)).join("\n")).toMatch(
        /users USING COVERING INDEX users_list_status_idx/,
      );
    }
  });

  it("tests a search on the indexes, which carry the searched columns: the counts never read a user's row", async () => {
    for (const tab of ["all", "pending"]) {
      const { page, counts } = statements({ tab, q: "asha" });
      const pagePlan = (await planOf(page)).join("\n");
      expect(pagePlan).toMatch(tab === "all" ? /SCAN users USING INDEX users_list_idx/ : /users_list_status_idx/);
      expect(pagePlan).not.toMatch(/TEMP B-TREE/);
      expect((await planOf(counts)).join("\n")).toMatch(/SCAN users USING COVERING INDEX users_list_status_idx/);
    }
  });
});

describe("changing verification", () => {
  it("writes every status, its audit entry and the citizen's notification in one batch", async () => {
    const { users: made } = await tagged(3);
    const admin = await newAdmin();
    const ids = made.map((u) => u.id);
    const result = await setVerificationStatus(db, admin, ids, "verified");
    expect(result).toMatchObject({ ok: true, changed: 3 });

    const rows = await db.select().from(users).where(inArray(users.id, ids));
    expect(rows.map((r) => r.verificationStatus)).toEqual(["verified", "verified", "verified"]);
    const entries = (await listAuditEntries(db, { actorId: admin.id, action: "user.verification" })).filter((e) =>
      ids.includes(e.targetUser?.id ?? ""),
    );
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({
      actor: { id: admin.id },
      before: { verificationStatus: "pending" },
      after: { verificationStatus: "verified" },
    });
    const told = await db.select().from(notifications).where(inArray(notifications.userId, ids));
    expect(told.map((n) => n.kind)).toEqual(["verification_decided", "verification_decided", "verification_decided"]);
  });

  it("is all or nothing: one unknown user refuses the whole change", async () => {
    const { users: made } = await tagged(2);
    const admin = await newAdmin();
    const ids = [...made.map((u) => u.id), `gone-${crypto.randomUUID()}`];
    const result = await setVerificationStatus(db, admin, ids, "rejected");
    expect(result).toMatchObject({ ok: false, reason: "notFound", missing: [ids[2]] });
    const rows = await db.select().from(users).where(inArray(users.id, ids));
    expect(rows.map((r) => r.verificationStatus)).toEqual(["pending", "pending"]);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id)));
    expect(entries).toEqual([]);
    expect(await db.select().from(notifications).where(inArray(notifications.userId, ids))).toEqual([]);
  });

  it("leaves users already at the status alone: no entry, no notification", async () => {
    const { users: made } = await tagged(2, "verified");
    const admin = await newAdmin();
    const result = await setVerificationStatus(
      db,
      admin,
      made.map((u) => u.id),
      "verified",
    );
    expect(result).toEqual({ ok: true, changed: 0, users: [], unconfirmed: [] });
    expect(await db.select().from(auditLog).where(eq(auditLog.actorId, admin.id))).toEqual([]);
  });

  it("verifies only accounts whose e-mail is confirmed: the others stay as they were, named", async () => {
    const { users: made } = await tagged(1);
    const { user: unconfirmed } = await createUser(db, { password: null });
    const admin = await newAdmin();
    const result = await setVerificationStatus(db, admin, [made[0]!.id, unconfirmed.id], "verified");
    expect(result).toMatchObject({ ok: true, changed: 1, unconfirmed: [unconfirmed.id] });
    const rows = await db
      .select()
      .from(users)
      .where(inArray(users.id, [made[0]!.id, unconfirmed.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.verificationStatus]))).toEqual({
      [made[0]!.id]: "verified",
      [unconfirmed.id]: "pending",
    });
    expect(await db.select().from(notifications).where(eq(notifications.userId, unconfirmed.id))).toEqual([]);
    // Alone, it changes nothing; other statuses are not held back.
    expect(await setVerificationStatus(db, admin, [unconfirmed.id], "verified")).toEqual({
      ok: true,
      changed: 0,
      users: [],
      unconfirmed: [unconfirmed.id],
    });
    expect(await setVerificationStatus(db, admin, [unconfirmed.id], "rejected")).toMatchObject({ changed: 1 });
  });

  it("takes many users at once (more than one D1 statement's worth)", async () => {
    const { users: made } = await tagged(120);
    const admin = await newAdmin();
    const result = await setVerificationStatus(
      db,
      admin,
      made.map((u) => u.id),
      "verified",
    );
    expect(result).toMatchObject({ ok: true, changed: 120 });
    const entries = await db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries).toHaveLength(120);
  });

  it("only an admin acts: a citizen cannot be made into an acting admin", async () => {
    const { user } = await createUser(db, { password: null });
    expect(() => adminActor(user)).toThrow(/not an admin/);
  });
});

describe("changing roles", () => {
  it("makes admins and citizens, with audit entries and notifications", async () => {
    const { users: made } = await tagged(2);
    const admin = await newAdmin();
    const ids = made.map((u) => u.id);
    expect(await setUserRole(db, admin, ids, "admin")).toMatchObject({ ok: true, changed: 2 });
    expect((await getAdminUser(db, ids[0]!))?.role).toBe("admin");
    expect(await setUserRole(db, admin, [ids[0]!], "citizen")).toMatchObject({ ok: true, changed: 1 });
    expect((await getAdminUser(db, ids[0]!))?.role).toBe("citizen");

    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, "user.role")));
    expect(entries).toHaveLength(3);
    const told = await db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.userId, ids), like(notifications.kind, "role_changed")));
    expect(told).toHaveLength(3);
  });

  it("refuses an admin taking away their own admin role, and changes nothing", async () => {
    const { users: made } = await tagged(1);
    const other = await newAdmin();
    await setUserRole(db, other, [made[0]!.id], "admin");
    const admin = await newAdmin();
    const result = await setUserRole(db, admin, [admin.id, made[0]!.id], "citizen");
    expect(result).toEqual({ ok: false, reason: "ownRole" });
    expect((await getAdminUser(db, admin.id))?.role).toBe("admin");
    expect((await getAdminUser(db, made[0]!.id))?.role).toBe("admin");
  });
});
