/**
 * Common ground in storage (issue 30; docs/common-ground.md, "Where it runs"). The computation runs
 * off the request path, on the Cron Trigger (workers/cron.ts): the debates whose reactions or votes
 * changed since their last computation (`common_ground_pending`, written by the database's triggers)
 * are computed, each for two views, and the results stored in `common_ground`; pages and the API read
 * what is stored, never compute.
 *
 * The views: "counted" (the public one) reads the reactions and votes of accounts whose e-mail is
 * confirmed (`comment_reactions.counted`, `votes.counted`); "verified" those of the citizens admins
 * verified too (the verified citizens' view of docs/security.md). Each keeps its own state, so each
 * has its own stable groups. The arguments are the debate's top-level comments that are shown
 * (neither hidden by moderators nor of a deleted account).
 */
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";

import { aRead, readTogether, type Database } from "~/db/client.server";
import {
  commentReactions,
  comments,
  commonGround,
  commonGroundPending,
  users,
  votes,
  type CommonGroundView,
} from "~/db/schema";
import { debateExistsRead } from "~/models/debates";
import { EXCERPT_LENGTH, truncate } from "~/utils/insights";

import { computeCommonGround } from "./compute";
import { beforeAnyReaction } from "./matrix";
import { publicView } from "./public";
import { readState } from "./state";
import { COMMON_GROUND_THRESHOLDS, type CommonGroundInput, type CommonGroundResult } from "./types";

const VIEWS: readonly CommonGroundView[] = ["counted", "verified"];

/** Debates computed by one Cron Trigger run, at most (the rest wait for the next run, oldest change first). */
const COMMON_GROUND_PER_RUN = 25;
/** A run starts no new debate after this much wall time, so the whole cron stays well inside its limits. */
const RUN_BUDGET_MS = 20_000;

function shownArguments(debateId: string) {
  return and(
    eq(comments.debateId, debateId),
    isNull(comments.parentId),
    isNull(comments.hiddenAt),
    isNotNull(comments.userId),
  );
}

/** The rows one view of one debate is computed from. */
async function readCommonGroundInput(
  db: Database,
  debateId: string,
  view: CommonGroundView,
): Promise<CommonGroundInput> {
  const verifiedOnly = view === "verified";
  const [statements, reactions, voteRows] = await Promise.all([
    db.select({ id: comments.id }).from(comments).where(shownArguments(debateId)),
    db
      .select({
        participantId: commentReactions.userId,
        statementId: commentReactions.commentId,
        reaction: commentReactions.reaction,
      })
      .from(commentReactions)
      .innerJoin(users, eq(users.id, commentReactions.userId))
      .where(
        and(
          eq(commentReactions.debateId, debateId),
          eq(commentReactions.counted, true),
          verifiedOnly ? eq(users.verificationStatus, "verified") : undefined,
        ),
      ),
    db
      .select({ participantId: votes.userId, position: votes.position })
      .from(votes)
      .where(and(eq(votes.debateId, debateId), verifiedOnly ? eq(votes.verified, true) : eq(votes.counted, true))),
  ]);
  return { statementIds: statements.map((s) => s.id), reactions, votes: voteRows };
}

/** Computes both views of one debate from its rows and the states stored, and stores the results. */
async function computeDebateCommonGround(db: Database, debateId: string, now = new Date()) {
  const stored = await db
    .select({ view: commonGround.view, state: commonGround.state })
    .from(commonGround)
    .where(eq(commonGround.debateId, debateId));
  const computedAt = now.toISOString();
  const results: Partial<Record<CommonGroundView, CommonGroundResult>> = {};
  for (const view of VIEWS) {
    const input = await readCommonGroundInput(db, debateId, view);
    const previous = stored.find((row) => row.view === view)?.state;
    const { result, state } = computeCommonGround(input, readState(previous ? safeJson(previous) : null));
    results[view] = result;
    await db
      .insert(commonGround)
      .values({
        debateId,
        view,
        result: JSON.stringify(result),
        state: state ? JSON.stringify(state) : null,
        computedAt,
      })
      .onConflictDoUpdate({
        target: [commonGround.debateId, commonGround.view],
        set: { result: JSON.stringify(result), state: state ? JSON.stringify(state) : null, computedAt },
      });
  }
  return results;
}

/**
 * The Cron Trigger's step: computes the debates marked pending, oldest change first, at most
 * COMMON_GROUND_PER_RUN. A debate's mark is cleared only if no change arrived while it was computed
 * (the mark's time is compared), so a reaction during the computation is taken by the next run.
 */
export async function computePendingCommonGround(db: Database, now = new Date()) {
  const started = Date.now();
  const pending = await db
    .select({ debateId: commonGroundPending.debateId, changedAt: commonGroundPending.changedAt })
    .from(commonGroundPending)
    .orderBy(asc(commonGroundPending.changedAt))
    .limit(COMMON_GROUND_PER_RUN);
  const computed: string[] = [];
  for (const { debateId, changedAt } of pending) {
    if (Date.now() - started > RUN_BUDGET_MS) break;
    await computeDebateCommonGround(db, debateId, now);
    await db
      .delete(commonGroundPending)
      .where(and(eq(commonGroundPending.debateId, debateId), eq(commonGroundPending.changedAt, changedAt)));
    computed.push(debateId);
  }
  return computed;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

type PublicResult = ReturnType<typeof publicView>;

/** One view as readers get it: arguments named `commentId` (the API's word), no one's membership. */
function shape(view: PublicResult) {
  if (view.status === "needs_more") {
    return {
      status: "needs_more" as const,
      needed: view.needed,
      participants: view.participants,
      confidence: null,
      groups: [],
      consensus: [],
      layout: null,
      yourGroup: null,
    };
  }
  return {
    status: "ready" as const,
    participants: view.participants,
    confidence: view.confidence,
    groups: view.groups.map((group) => ({
      id: group.id,
      size: group.size,
      forShare: group.forShare,
      votes: group.votes,
      representative: group.representative.map((r) => ({
        commentId: r.statementId,
        direction: r.direction,
        agreeShare: r.agreeShare,
        disagreeShare: r.disagreeShare,
        outsideShare: r.outsideShare,
        agrees: r.agrees,
        disagrees: r.disagrees,
        passes: r.passes,
        significant: r.significant,
        pValue: r.pValue,
      })),
    })),
    consensus: view.consensus.map((c) => ({
      commentId: c.statementId,
      score: c.score,
      agreedByEveryGroup: c.agreedByEveryGroup,
      agreeShareByGroup: c.agreeShareByGroup,
    })),
    layout: view.layout,
    yourGroup: view.yourGroup,
  };
}

export type CommonGroundShown = ReturnType<typeof shape>;

export interface StoredCommonGround {
  /** When the stored result was computed; null when it never was (no reaction yet). */
  computedAt: string | null;
  /** Reactions or votes arrived since: the next Cron Trigger run recomputes (within 15 minutes). */
  updating: boolean;
  counted: CommonGroundShown;
  /** The verified citizens' own groups, once enough of them took part; else null. */
  verified: CommonGroundShown | null;
}

/**
 * A debate's common ground as stored, for `viewerId` (their own group only, never anyone else's);
 * null when there is no such debate. Before the first computation (no reaction yet), what is needed
 * is worked out from the arguments alone (no reaction read).
 */
export async function loadCommonGround(
  db: Database,
  debateId: string,
  viewerId: string | null,
): Promise<StoredCommonGround | null> {
  // One round trip (decision 0118): whether the debate is shown, its stored views, its pending row.
  const [exists, rows, pending] = await readTogether(db, [
    debateExistsRead(db, debateId),
    aRead(
      db
        .select({ view: commonGround.view, result: commonGround.result, computedAt: commonGround.computedAt })
        .from(commonGround)
        .where(eq(commonGround.debateId, debateId)),
      (r) => r,
    ),
    aRead(
      db
        .select({ debateId: commonGroundPending.debateId })
        .from(commonGroundPending)
        .where(eq(commonGroundPending.debateId, debateId)),
      (r) => r,
    ),
  ]);
  if (!exists) return null;
  const read = (view: CommonGroundView) => {
    const row = rows.find((r) => r.view === view);
    return row ? (safeJson(row.result) as CommonGroundResult | null) : null;
  };
  let counted = read("counted");
  if (!counted) {
    const statements = await db.select({ id: comments.id }).from(comments).where(shownArguments(debateId));
    counted = beforeAnyReaction(statements.map((s) => s.id));
  }
  const verified = read("verified");
  return {
    computedAt: rows.find((r) => r.view === "counted")?.computedAt ?? null,
    updating: pending.length > 0,
    counted: shape(publicView(counted, viewerId)),
    verified: verified?.status === "ready" ? shape(publicView(verified, viewerId)) : null,
  };
}

/** The arguments a common-ground section quotes, with their text and side (hidden ones left out). */
export async function argumentsById(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: comments.id, content: comments.content, position: comments.position })
    .from(comments)
    .where(and(inArray(comments.id, [...new Set(ids)].slice(0, 90)), isNull(comments.hiddenAt)));
}

/**
 * The Insights dialog's short common ground (read only when the dialog is open): when ready, the
 * number of groups, how sure, and the top argument every group agrees with (cut to 120 characters
 * like the dialog's other excerpts); below the threshold, what is still needed. Null: no such debate.
 */
export async function loadCommonGroundSummary(db: Database, debateId: string) {
  const stored = await loadCommonGround(db, debateId, null);
  if (!stored) return null;
  const view = stored.counted;
  if (view.status === "needs_more") return { status: view.status, view, thresholds: COMMON_GROUND_THRESHOLDS };
  const agreed = view.consensus.filter((c) => c.agreedByEveryGroup).slice(0, 5);
  const quoted = await argumentsById(
    db,
    agreed.map((c) => c.commentId),
  );
  const top = agreed.map((c) => quoted.find((q) => q.id === c.commentId)).find(Boolean);
  return {
    status: view.status,
    participants: view.participants,
    confidence: view.confidence ?? "low",
    groups: view.groups.length,
    top: top ? { id: top.id, excerpt: truncate(top.content, EXCERPT_LENGTH) } : null,
  };
}
export type CommonGroundSummary = NonNullable<Awaited<ReturnType<typeof loadCommonGroundSummary>>>;
