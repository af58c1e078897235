import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { oauthAccounts } from "~/db/schema";
import { createUser } from "~/seed/factories";

import { linkProvider } from "./account-settings.server";

const db = createDb(env.DB);
const identity = () => ({ provider: "http://oidc.test", subject: `sub-${crypto.randomUUID()}` });
const linksOf = (userId: string) => db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId));

describe("linking a provider identity to an account", () => {
  it("links it to the signed-in citizen, and linking it again changes nothing", async () => {
    const { user } = await createUser(db);
    const link = identity();
    expect(await linkProvider(db, user.id, link)).toEqual({ ok: true });
    expect(await linkProvider(db, user.id, link)).toEqual({ ok: true });
    expect((await linksOf(user.id)).map((l) => l.subject)).toEqual([link.subject]);
  });

  it("refuses an identity that belongs to another account, and leaves it there", async () => {
    const { user: owner } = await createUser(db);
    const { user: other } = await createUser(db);
    const link = identity();
    await linkProvider(db, owner.id, link);
    expect(await linkProvider(db, other.id, link)).toEqual({
      ok: false,
      status: 409,
      error: { key: "account.signIn.errors.linkedElsewhere" },
    });
    expect(await linksOf(other.id)).toEqual([]);
    expect((await linksOf(owner.id)).map((l) => l.subject)).toEqual([link.subject]);
  });
});
