import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createDebate, createUser } from "~/seed/factories";

import { postComment } from "~/models/discussion/comments.server";
import { autoFollowPreference, followersOf, isFollowing, listFollowing, setFollowing } from "./follows.server";
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
});
