import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb, runBatch } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { createDebate, createUser } from "~/seed/factories";

import { postComment } from "~/models/discussion/comments.server";
import {
  autoFollowPreference,
  followersOf,
  isFollowing,
  listFollowing,
  notifyFollowers,
  setFollowing,
} from "./follows.server";
import { vote } from "./votes.server";

const db = createDb(env.DB);

describe("following a debate", () => {
  it("voting and commenting follow the debate, unless the citizen turned it off", async () => {
    const debate = await createDebate(db);
    const { user: voter } = await createUser(db, { password: null });
    const { user: commenter } = await createUser(db, { password: null });
    const { user: quiet } = await createUser(db, { password: null });
    await autoFollowPreference(db, quiet.id, false);
    expect(await autoFollowPreference(db, quiet.id)).toBe(false);

    await vote(db, { debateId: debate.id, userId: voter.id, position: "for" });
    await postComment(db, { debateId: debate.id, userId: commenter.id, content: "I follow now." });
    await vote(db, { debateId: debate.id, userId: quiet.id, position: "against" });
    await postComment(db, { debateId: debate.id, userId: quiet.id, content: "But I do not." });

    expect((await followersOf(db, debate.id)).sort()).toEqual([voter.id, commenter.id].sort());
    expect(await isFollowing(db, quiet.id, debate.id)).toBe(false);
  });

  it("unfollowing stands: voting or commenting again does not follow once more; following by hand does", async () => {
    const debate = await createDebate(db);
    const { user } = await createUser(db, { password: null });
    await setFollowing(db, { userId: user.id, debateId: debate.id, following: true });
    expect((await listFollowing(db, user.id)).map((d) => d.debateId)).toEqual([debate.id]);
    await setFollowing(db, { userId: user.id, debateId: debate.id, following: false });
    await postComment(db, { debateId: debate.id, userId: user.id, content: "Still not following." });
    expect(await isFollowing(db, user.id, debate.id)).toBe(false);
    expect(await listFollowing(db, user.id)).toEqual([]);
    await setFollowing(db, { userId: user.id, debateId: debate.id, following: true });
    expect(await isFollowing(db, user.id, debate.id)).toBe(true);
    expect(await setFollowing(db, { userId: user.id, debateId: "no-such-debate", following: true })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("notifyFollowers writes one notification per follower but the one who caused it, in the caller's batch", async () => {
    const debate = await createDebate(db);
    const followers = await Promise.all([1, 2, 3].map(async () => (await createUser(db, { password: null })).user));
    const [expert, ...others] = followers;
    for (const u of followers) await setFollowing(db, { userId: u.id, debateId: debate.id, following: true });
    const { user: gone } = await createUser(db, { password: null });
    await setFollowing(db, { userId: gone.id, debateId: debate.id, following: true });
    await setFollowing(db, { userId: gone.id, debateId: debate.id, following: false });

    await runBatch(db, [
      notifyFollowers(db, {
        debateId: debate.id,
        kind: "expert_contribution_added",
        href: `/debates/${debate.id}`,
        params: { debateTitle: debate.title },
        exceptUserId: expert?.id ?? null,
      }),
    ]);
    const told = await db.query.notifications.findMany({
      where: and(eq(notifications.kind, "expert_contribution_added"), eq(notifications.href, `/debates/${debate.id}`)),
    });
    expect(told.map((n) => n.userId).sort()).toEqual(others.map((u) => u.id).sort());
    expect(new Set(told.map((n) => n.id)).size).toBe(told.length);
    expect(() =>
      notifyFollowers(db, { debateId: debate.id, kind: "outcome_recorded", href: "https://evil.example/" }),
    ).toThrow();
  });
});
