import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { createUser } from "~/seed/factories";

import {
  clearNotification,
  describeNotification,
  emailSettings,
  listNotifications,
  markAllRead,
  notification,
  saveEmailSettings,
  unreadCount,
} from "./notifications.server";

const db = createDb(env.DB);

async function write(userId: string, kind: Parameters<typeof notification>[1]["kind"]) {
  const id = crypto.randomUUID();
  await db.batch([notification(db, { userId, kind, href: "/", params: { status: "verified" } })]);
  const [row] = await db.select().from(notifications).where(eq(notifications.userId, userId));
  return row ?? { id, emailState: null };
}

describe("the e-mail copy, decided in the insert", () => {
  it("waits to be sent for a kind e-mailed by default, to a confirmed address", async () => {
    const { user } = await createUser(db, { emailConfirmedAt: new Date().toISOString() });
    expect((await write(user.id, "verification_decided")).emailState).toBe("pending");
  });

  it("is not made for an unconfirmed address, nor for a kind the citizen turned off", async () => {
    const unconfirmed = (await createUser(db)).user;
    expect((await write(unconfirmed.id, "verification_decided")).emailState).toBeNull();

    const chose = (await createUser(db, { emailConfirmedAt: new Date().toISOString() })).user;
    const settings = await emailSettings(db, chose.id);
    await saveEmailSettings(db, chose.id, { ...settings, verification_decided: false });
    expect((await emailSettings(db, chose.id)).verification_decided).toBe(false);
    expect((await write(chose.id, "verification_decided")).emailState).toBeNull();
  });

  it("refuses a link that leaves the site", async () => {
    const { user } = await createUser(db);
    expect(() => notification(db, { userId: user.id, kind: "outcome_recorded", href: "//evil.example" })).toThrow();
  });
});

describe("reading", () => {
  it("counts the unread, marks all read, and clears only the owner's", async () => {
    const { user } = await createUser(db);
    const other = (await createUser(db)).user;
    const { id } = await write(user.id, "outcome_recorded");
    expect(await unreadCount(db, user.id)).toBe(1);
    expect((await listNotifications(db, user.id)).items).toEqual([expect.objectContaining({ id, read: false })]);
    await markAllRead(db, user.id);
    expect(await unreadCount(db, user.id)).toBe(0);
    expect(await clearNotification(db, other.id, id)).toBe(false);
    expect(await clearNotification(db, user.id, id)).toBe(true);
    expect((await listNotifications(db, user.id)).items).toEqual([]);
  });

  it("writes the message from its values, leaving out a detail whose values are missing", () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ""}`;
    expect(describeNotification(t, { kind: "outcome_recorded", params: { debateTitle: "D" } }).detail).toBeNull();
    expect(
      describeNotification(t, { kind: "outcome_recorded", params: { debateTitle: "D", outcomeTitle: "O" } }).detail,
    ).toContain('"outcomeTitle":"O"');
  });
});
