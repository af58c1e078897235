/**
 * Emerging Topics count proven people (docs/security.md, "Vote integrity"): only comments whose
 * author's e-mail is confirmed make topics and mentions; a flood of unconfirmed accounts' comments
 * moves nothing, and a comment joins the topics once its author confirms.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { users } from "~/db/schema";
import { createConfirmedUser, createDebate, createUser } from "~/seed/factories";

import { computeTopics } from "./comment-topics.server";
import { insertComment } from "~/models/discussion/comments.server";

const db = createDb(env.DB);

describe("the topics of recent comments", () => {
  it("count only counted comments: a flood moves no topic; a confirmation adds exactly its mention", async () => {
    // A week of its own, far from every other test's comments.
    const now = new Date("2034-05-10T12:00:00Z");
    const at = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    const debate = await createDebate(db);
    const say = (userId: string, content: string, hours: number) =>
      insertComment(db, { debateId: debate.id, userId, position: "for", content, createdAt: at(hours) });

    // Nothing counts yet: sample topics, even with a flood of uncounted comments there.
    const flood = await Promise.all(Array.from({ length: 30 }, () => createUser(db, { password: null })));
    const citizens = await Promise.all(Array.from({ length: 3 }, () => createConfirmedUser(db, { password: null })));
    const emptyWeek = await computeTopics({ db }, "en", now);
    for (const [i, { user }] of flood.entries())
      await say(user.id, "Casino licences now! Casino licences for all!", i + 1);
    expect(await computeTopics({ db }, "en", now)).toEqual(emptyWeek);

    const arguments_ = [
      "Electric buses would cut pollution in Kolkata.",
      "Electric buses need charging depots first.",
      "Charging depots for electric buses cost money.",
    ];
    for (const [i, { user }] of citizens.entries()) await say(user.id, arguments_[i] ?? "", i + 1);
    const before = await computeTopics({ db }, "en", now);
    expect(before.isSample).toBe(false);
    expect(before.topics.find((t) => t.topic === "electric buses")).toMatchObject({ mentions: 3 });
    expect(before.topics.map((t) => t.topic).join(" ")).not.toMatch(/casino/);

    // A citizen of the flood who confirms counts from now on, with their past comment: exactly one mention each.
    await Promise.all(
      flood
        .slice(0, 4)
        .map(({ user }) => db.update(users).set({ emailConfirmedAt: now.toISOString() }).where(eq(users.id, user.id))),
    );
    const after = await computeTopics({ db }, "en", now);
    expect(after.topics.find((t) => t.topic === "casino licences")).toMatchObject({ mentions: 4 });
    expect(after.topics.find((t) => t.topic === "electric buses")).toMatchObject({ mentions: 3 });
  });
});
