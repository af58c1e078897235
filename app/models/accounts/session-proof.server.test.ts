import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { oauthAccounts, sessions, users } from "~/db/schema";
import { createUser } from "~/seed/factories";

import { insertSession } from "./session-proof.server";

const db = createDb(env.DB);

function row(userId: string) {
  const now = new Date();
  return {
    id: crypto.randomUUID(),
    userId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
  };
}
const exists = async (id: string) => (await db.select().from(sessions).where(eq(sessions.id, id))).length === 1;

describe("a new session rests on what the sign-in checked", () => {
  it("is written while the password is still the one checked, and taken back when it changed meanwhile", async () => {
    const { user } = await createUser(db);
    const checked = { passwordHash: user.passwordHash! };
    const first = row(user.id);
    expect(await insertSession(db, first, checked)).toBe(true);
    expect(await exists(first.id)).toBe(true);

    // The password was removed (an account claimed by its owner) while a sign-in was being checked.
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const late = row(user.id);
    expect(await insertSession(db, late, checked)).toBe(false);
    expect(await exists(late.id)).toBe(false);
  });

  it("is taken back when the provider identity it came with was unlinked meanwhile", async () => {
    const { user } = await createUser(db, { password: null });
    const identity = { provider: "http://oidc.test", subject: `sub-${user.id}` };
    await db.insert(oauthAccounts).values({ ...identity, userId: user.id, createdAt: new Date().toISOString() });
    const linked = row(user.id);
    expect(await insertSession(db, linked, identity)).toBe(true);

    await db.delete(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
    const late = row(user.id);
    expect(await insertSession(db, late, identity)).toBe(false);
    expect(await exists(late.id)).toBe(false);
    expect(await exists(linked.id)).toBe(true);
  });
});
