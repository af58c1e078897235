import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb, runBatch } from "~/db/client.server";
import { users } from "~/db/schema";
import { createUser } from "~/db/seed/factories";

import { auditEntry, listAuditEntries } from "./audit.server";
import { notification } from "./notifications.server";

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
