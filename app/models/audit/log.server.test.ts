import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb, runBatch } from "~/db/client.server";
import { users } from "~/db/schema";
import { createUser } from "~/seed/factories";

import { auditPageQuerySchema, toAuditQuery } from "./log.schema";
import { AUDIT_ACTIONS, auditEntry, listAuditEntries } from "./log.server";
import { cursorParam } from "~/utils/keyset";
import bn from "~/i18n/locales/admin/bn.json";
import en from "~/i18n/locales/admin/en.json";
import hi from "~/i18n/locales/admin/hi.json";
import { notification } from "~/models/notifications/notifications.server";

const db = createDb(env.DB);

describe("the audit log", () => {
  it("is written in the same batch as the change, with before and after, and read newest first", async () => {
    const { user: admin } = await createUser(db, { role: "admin", password: null });
    const { user: citizen } = await createUser(db, { password: null });
    const target = `user:${citizen.id}`;
    await runBatch(db, [
      db.update(users).set({ verificationStatus: "verified" }).where(eq(users.id, citizen.id)),
      auditEntry(db, {
        actorId: admin.id,
        action: "user.verification",
        target,
        before: { status: "pending" },
        after: { status: "verified" },
        now: new Date("2026-11-01T10:00:00Z"),
      }),
      auditEntry(db, {
        actorId: admin.id,
        action: "user.verification",
        target,
        before: { status: "verified" },
        after: { status: "rejected" },
        now: new Date("2026-11-01T11:00:00Z"),
      }),
    ]);
    const entries = (await listAuditEntries(db, { action: "user.verification" })).filter((e) => e.target === target);
    expect(entries.map((e) => e.after)).toEqual([{ status: "rejected" }, { status: "verified" }]);
    expect(entries[1]).toMatchObject({ actorId: admin.id, before: { status: "pending" } });
    const older = await listAuditEntries(db, { action: "user.verification", before: "2026-11-01T10:30:00Z" });
    expect(older.filter((e) => e.target === target)).toHaveLength(1);
  });

  it("leaves nothing behind when the change fails (all or nothing)", async () => {
    const { user: admin } = await createUser(db, { role: "admin", password: null });
    const target = `user:nobody-${crypto.randomUUID()}`;
    await expect(
      runBatch(db, [
        auditEntry(db, { actorId: admin.id, action: "user.verification", target }),
        // Breaks the CHECK on verification_status: the batch fails as a whole.
        db
          .update(users)
          .set({ verificationStatus: "unheard-of" as "verified" })
          .where(eq(users.id, admin.id)),
      ]),
    ).rejects.toThrow();
    expect((await listAuditEntries(db)).filter((e) => e.target === target)).toEqual([]);
  });
});

describe("notifications", () => {
  it("lead only to paths on this site", () => {
    expect(() => notification(db, { userId: "u", kind: "outcome_recorded", href: "https://evil.example/" })).toThrow();
    expect(() => notification(db, { userId: "u", kind: "outcome_recorded", href: "//evil.example/" })).toThrow();
  });
});

describe("the audit page's pages and filters", () => {
  it("pages newest first by keyset, entries of one batch included, and filters by admin and whole days", async () => {
    const { user: admin } = await createUser(db, { role: "admin", password: null });
    const at = (iso: string) => new Date(iso);
    // Three entries written in one batch share their time: the id breaks the tie.
    await runBatch(db, [
      auditEntry(db, { actorId: admin.id, action: "news.run", target: "run:1", now: at("2026-03-01T09:00:00Z") }),
      auditEntry(db, { actorId: admin.id, action: "news.run", target: "run:2", now: at("2026-03-02T23:59:00Z") }),
      auditEntry(db, { actorId: admin.id, action: "news.run", target: "run:3", now: at("2026-03-02T23:59:00Z") }),
      auditEntry(db, { actorId: admin.id, action: "news.run", target: "run:4", now: at("2026-03-02T23:59:00Z") }),
      auditEntry(db, { actorId: admin.id, action: "user.role", target: "run:5", now: at("2026-03-03T00:00:00Z") }),
    ]);
    const page = (q: Record<string, string>, limit: number) =>
      listAuditEntries(db, toAuditQuery(auditPageQuerySchema.parse({ actor: admin.id, ...q }), limit));

    const seen: string[] = [];
    let before: string | undefined;
    for (;;) {
      const entries = await page(before ? { before } : {}, 2);
      seen.push(...entries.map((e) => e.target ?? ""));
      if (entries.length < 2) break;
      before = cursorParam(entries.at(-1)!);
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen[0]).toBe("run:5");
    expect(seen[4]).toBe("run:1");

    // "to" includes its whole day; "from" starts at its midnight (UTC).
    expect((await page({ from: "2026-03-02", to: "2026-03-02" }, 10)).map((e) => e.target).sort()).toEqual([
      "run:2",
      "run:3",
      "run:4",
    ]);
    expect((await page({ action: "user.role" }, 10)).map((e) => e.target)).toEqual(["run:5"]);
    // An odd address is no filter, never an error.
    expect(auditPageQuerySchema.parse({ action: "drop table", from: "yesterday", before: "x~y" })).toEqual({
      action: undefined,
      actor: undefined,
      from: undefined,
      to: undefined,
      before: undefined,
    });
  });
});

describe("audit actions", () => {
  it("each has its name in en, hi and bn (the audit page shows it)", () => {
    for (const [language, strings] of Object.entries({ en, hi, bn })) {
      const names = strings.admin.audit.actions as Record<string, string>;
      const missing = AUDIT_ACTIONS.filter((action) => !names[action.replace(/\./g, "_")]);
      expect(missing, language).toEqual([]);
    }
  });
});
