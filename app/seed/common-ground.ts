/**
 * The demo debates' common ground (docs/common-ground.md): more arguments for two voted debates
 * (app/seed/content/common-ground.ts), reactions from the demo citizens and experts (all confirmed,
 * so they count) with a structure a reader recognises, and the computed result, stored as the Cron
 * Trigger stores it, so "Common ground" shows after `npm start`.
 *
 * Each reactor belongs to the side they voted for (or, without a vote, one drawn for them, and they
 * vote for it); they
 * agree with their side's arguments, disagree with the other side's, and agree with the bridging
 * ones, except for some noise (a random reaction, 12 %). A debate that already has reactions is
 * left as it is (a second seed adds nothing).
 */
import { eq, getTableColumns } from "drizzle-orm";

import { chunkForD1, runBatch, type Database } from "~/db/client.server";
import { commentReactions, comments, votes, type Position, type Reaction } from "~/db/schema";
import { computePendingCommonGround } from "~/models/common-ground";

import { seedCommonGroundDemos } from "./content";
import { createRandom, seedId } from "./ids";

const REACTIONS: Reaction[] = ["agree", "disagree", "pass"];
const HOUR = 3_600_000;

export async function seedCommonGround(
  db: Database,
  { debateIds, voterPool, now }: { debateIds: Map<string, string>; voterPool: string[]; now: Date },
) {
  for (const demo of seedCommonGroundDemos) {
    const debateId = debateIds.get(demo.key);
    if (!debateId) continue;
    const already = await db
      .select({ userId: commentReactions.userId })
      .from(commentReactions)
      .where(eq(commentReactions.debateId, debateId))
      .limit(1);
    if (already.length > 0) continue;
    const rng = createRandom(`common-ground:${demo.key}`);
    const sides = new Map(
      (
        await db
          .select({ userId: votes.userId, position: votes.position })
          .from(votes)
          .where(eq(votes.debateId, debateId))
      ).map((v) => [v.userId, v.position]),
    );
    const voted = new Set(sides.keys());
    // Without a vote, a side drawn once per reactor.
    const sideOf = (userId: string): Position => {
      const side = sides.get(userId) ?? (rng.chance(0.5) ? "for" : "against");
      sides.set(userId, side);
      return side;
    };

    // The arguments: the debate's own, and the demo's more, by authors of the matching side.
    const existing = await db
      .select({ id: comments.id, userId: comments.userId, position: comments.position, parentId: comments.parentId })
      .from(comments)
      .where(eq(comments.debateId, debateId));
    const statements: { id: string; userId: string | null; stance: Position | "both" }[] = existing
      .filter((c) => c.parentId === null)
      .map((c) => ({ id: c.id, userId: c.userId, stance: c.position }));
    const added: (typeof comments.$inferInsert)[] = [];
    const extra = [
      ...demo.for.map((content) => ({ content, stance: "for" as const })),
      ...demo.against.map((content) => ({ content, stance: "against" as const })),
      ...demo.bridging.map((content) => ({ content, stance: "both" as const })),
    ];
    for (const [n, { content, stance }] of extra.entries()) {
      const position: Position = stance === "both" ? (n % 2 ? "against" : "for") : stance;
      const authors = voterPool.filter((u) => sideOf(u) === position);
      const author = authors[n % Math.max(1, authors.length)] ?? voterPool[0];
      if (!author) continue;
      const id = seedId(`comment:${demo.key}:common-ground:${n}`);
      added.push({
        id,
        debateId,
        userId: author,
        position,
        content,
        createdAt: new Date(now.getTime() - (30 - n) * HOUR).toISOString(),
      });
      statements.push({ id, userId: author, stance });
    }
    const commentColumns = Object.keys(getTableColumns(comments)).length;
    await runBatch(
      db,
      chunkForD1(added, commentColumns).map((rows) => db.insert(comments).values(rows).onConflictDoNothing()),
    );

    // Those who had not voted vote for the side drawn for them, so every group has a position on the motion.
    const newVotes: (typeof votes.$inferInsert)[] = voterPool
      .filter((userId) => !voted.has(userId))
      .map((userId, n) => ({
        debateId,
        userId,
        position: sideOf(userId),
        createdAt: new Date(now.getTime() - (24 - (n % 20)) * HOUR).toISOString(),
      }));
    const reactionRows: (typeof commentReactions.$inferInsert)[] = [];
    for (const [u, userId] of voterPool.entries()) {
      const side = sideOf(userId);
      for (const statement of statements) {
        if (statement.userId === userId) continue;
        const leaning: Reaction = statement.stance === "both" || statement.stance === side ? "agree" : "disagree";
        const reaction = rng.chance(0.12) ? rng.pick(REACTIONS) : leaning;
        const at = new Date(now.getTime() - (20 - (u % 20)) * HOUR).toISOString();
        reactionRows.push({ commentId: statement.id, userId, debateId, reaction, createdAt: at, updatedAt: at });
      }
    }
    // D1 binds at most 100 parameters a statement: a few rows each, all in one batch (one transaction).
    const reactionColumns = Object.keys(getTableColumns(commentReactions)).length;
    const voteColumns = Object.keys(getTableColumns(votes)).length;
    await runBatch(db, [
      ...chunkForD1(newVotes, voteColumns).map((rows) => db.insert(votes).values(rows).onConflictDoNothing()),
      ...chunkForD1(reactionRows, reactionColumns).map((rows) =>
        db.insert(commentReactions).values(rows).onConflictDoNothing(),
      ),
    ]);
  }
  // Stored as the Cron Trigger stores it (the reactions marked these debates pending).
  return computePendingCommonGround(db, now);
}
