/**
 * The policy impact tracker (docs/policy-impact.md): what happened after a debate (a policy change,
 * a government response, a court case, legislation), how far it reaches, and whether it is verified.
 * Admins record outcomes; every change is written with its audit entry in one batch, and a new outcome
 * on a debate tells everyone who voted on it or follows it (`outcomeRecorded`, through the notify queue).
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";

import type { LoadContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { debates, policyOutcomes, type IMPACT_LEVELS, type OUTCOME_VERIFICATIONS } from "~/db/schema";
import type { Message } from "~/utils/message";

import { auditEntry } from "~/models/audit";
import { queueFanOut } from "~/models/notifications";
import type { OutcomeFilter, OutcomeInput } from "./outcomes.schema";

type Level = (typeof IMPACT_LEVELS)[number];
type Verification = (typeof OUTCOME_VERIFICATIONS)[number];

export interface PolicyOutcome {
  id: string;
  debateId: string | null;
  debateTitle: string | null;
  title: string;
  description: string;
  outcomeType: (typeof policyOutcomes.$inferSelect)["outcomeType"];
  impactLevel: Level;
  verificationStatus: Verification;
  /** YYYY-MM-DD. */
  dateAnnounced: string;
  officialDocument: string | null;
  /** 0-100 (impactScore). */
  impactScore: number;
  createdAt: string;
}

// ---------------------------------------------------------------- the impact score (docs/policy-impact.md)

/** How far an outcome reaches. */
const LEVEL_POINTS: Record<Level, number> = { local: 25, state: 50, national: 75, international: 100 };
/** How much of that counts before it is confirmed. */
const VERIFICATION_WEIGHT: Record<Verification, number> = { verified: 1, pending: 0.5, disputed: 0.25 };

/** An outcome's impact score, 0-100: the points of its level times the weight of its verification. */
function impactScore(outcome: { impactLevel: Level; verificationStatus: Verification }): number {
  return LEVEL_POINTS[outcome.impactLevel] * VERIFICATION_WEIGHT[outcome.verificationStatus];
}

export interface PolicyStats {
  totalOutcomes: number;
  verifiedOutcomes: number;
  /** Outcomes of type policy_change. */
  policyChanges: number;
  /** The mean impact score of all outcomes, to one decimal; 0 when there are none. */
  avgImpactScore: number;
}

const scoreSql = sql<number>`(CASE ${policyOutcomes.impactLevel}
  WHEN 'international' THEN ${LEVEL_POINTS.international} WHEN 'national' THEN ${LEVEL_POINTS.national}
  WHEN 'state' THEN ${LEVEL_POINTS.state} ELSE ${LEVEL_POINTS.local} END) * (CASE ${policyOutcomes.verificationStatus}
  WHEN 'verified' THEN ${VERIFICATION_WEIGHT.verified} WHEN 'pending' THEN ${VERIFICATION_WEIGHT.pending}
  ELSE ${VERIFICATION_WEIGHT.disputed} END)`;

export async function policyStats(db: Database): Promise<PolicyStats> {
  const [row] = await db
    .select({
      total: count(),
      verified: sql<number>`coalesce(sum(${policyOutcomes.verificationStatus} = 'verified'), 0)`,
      changes: sql<number>`coalesce(sum(${policyOutcomes.outcomeType} = 'policy_change'), 0)`,
      avg: sql<number | null>`avg(${scoreSql})`,
    })
    .from(policyOutcomes);
  return {
    totalOutcomes: row?.total ?? 0,
    verifiedOutcomes: Number(row?.verified ?? 0),
    policyChanges: Number(row?.changes ?? 0),
    avgImpactScore: row?.avg == null ? 0 : Math.round(Number(row.avg) * 10) / 10,
  };
}

// ---------------------------------------------------------------- reading

const outcomeColumns = {
  id: policyOutcomes.id,
  debateId: policyOutcomes.debateId,
  debateTitle: debates.title,
  title: policyOutcomes.title,
  description: policyOutcomes.description,
  outcomeType: policyOutcomes.outcomeType,
  impactLevel: policyOutcomes.impactLevel,
  verificationStatus: policyOutcomes.verificationStatus,
  dateAnnounced: policyOutcomes.dateAnnounced,
  officialDocument: policyOutcomes.officialDocument,
  createdAt: policyOutcomes.createdAt,
};

function withScore(row: Omit<PolicyOutcome, "impactScore">): PolicyOutcome {
  return { ...row, impactScore: impactScore(row) };
}

const OUTCOMES_PAGE_SIZE = 100;

/** Outcomes, the most recently announced first: of one status, of one debate, or all. */
export async function listOutcomes(
  db: Database,
  {
    status = "all",
    debateId,
    limit = OUTCOMES_PAGE_SIZE,
  }: { status?: OutcomeFilter; debateId?: string; limit?: number } = {},
): Promise<PolicyOutcome[]> {
  const where: SQL[] = [];
  if (status !== "all") where.push(eq(policyOutcomes.verificationStatus, status));
  if (debateId !== undefined) where.push(eq(policyOutcomes.debateId, debateId));
  const rows = await db
    .select(outcomeColumns)
    .from(policyOutcomes)
    .leftJoin(debates, eq(debates.id, policyOutcomes.debateId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(policyOutcomes.dateAnnounced), desc(policyOutcomes.createdAt), policyOutcomes.id)
    .limit(limit);
  return rows.map(withScore);
}

export async function getOutcome(db: Database, id: string): Promise<PolicyOutcome | null> {
  const [row] = await db
    .select(outcomeColumns)
    .from(policyOutcomes)
    .leftJoin(debates, eq(debates.id, policyOutcomes.debateId))
    .where(eq(policyOutcomes.id, id));
  return row ? withScore(row) : null;
}

// ---------------------------------------------------------------- events

/**
 * What follows an outcome recorded on a debate: its voters and followers are told, off the request
 * path (one event on the notify queue: app/models/notifications/fanout.server.ts).
 */
async function outcomeRecorded(
  context: OutcomeContext,
  outcome: { id: string; title: string; debateId: string | null },
  debateTitle: string,
  authorId: string,
  now: Date,
) {
  if (!outcome.debateId) return;
  await queueFanOut(context, {
    kind: "outcome_recorded",
    debateId: outcome.debateId,
    href: `/debates/${outcome.debateId}#outcomes`,
    params: { outcomeId: outcome.id, title: outcome.title, debateTitle },
    authorId,
    voters: true,
    now,
  });
}

/** The title of the debate an outcome is to be linked to; null when there is no such debate. */
async function debateTitle(db: Database, debateId: string) {
  const [row] = await db.select({ title: debates.title }).from(debates).where(eq(debates.id, debateId));
  return row?.title ?? null;
}

// ---------------------------------------------------------------- admin changes

type OutcomeChangeResult =
  { ok: true; outcome: PolicyOutcome } | { ok: false; status: 404; error: Message; field?: "debate" };

type Row = typeof policyOutcomes.$inferSelect;
const snapshot = (row: Row) => ({
  debateId: row.debateId,
  title: row.title,
  description: row.description,
  outcomeType: row.outcomeType,
  impactLevel: row.impactLevel,
  verificationStatus: row.verificationStatus,
  dateAnnounced: row.dateAnnounced,
  officialDocument: row.officialDocument,
});

const noDebate = {
  ok: false,
  status: 404,
  error: { key: "policyImpact.errors.debateMissing" },
  field: "debate",
} as const;
const noOutcome = { ok: false, status: 404, error: { key: "policyImpact.errors.notFound" } } as const;

function fields(input: OutcomeInput) {
  return {
    debateId: input.debate,
    title: input.title,
    description: input.description,
    outcomeType: input.outcomeType,
    impactLevel: input.impactLevel,
    verificationStatus: input.verificationStatus,
    dateAnnounced: input.dateAnnounced,
    officialDocument: input.officialDocument,
  };
}

type OutcomeContext = Pick<LoadContext, "db" | "env">;

/** An admin records an outcome (on a debate or standalone): the row and its audit entry in one batch, then the news queued. */
export async function createOutcome(
  context: OutcomeContext,
  { actorId, input, now = new Date() }: { actorId: string; input: OutcomeInput; now?: Date },
): Promise<OutcomeChangeResult> {
  const { db } = context;
  const linkedTitle = input.debate ? await debateTitle(db, input.debate) : null;
  if (input.debate && linkedTitle === null) return noDebate;
  const row: Row = { id: crypto.randomUUID(), ...fields(input), createdAt: now.toISOString() };
  await db.batch([
    db.insert(policyOutcomes).values(row),
    auditEntry(db, {
      actorId,
      action: "policy_outcome.create",
      target: `policy_outcome:${row.id}`,
      after: snapshot(row),
      now,
    }),
  ]);
  await outcomeRecorded(context, row, linkedTitle ?? "", actorId, now);
  return { ok: true, outcome: (await getOutcome(db, row.id)) as PolicyOutcome };
}

/** An admin edits an outcome. Linking it to a debate it was not on tells that debate's voters and followers. */
export async function updateOutcome(
  context: OutcomeContext,
  {
    actorId,
    outcomeId,
    input,
    now = new Date(),
  }: { actorId: string; outcomeId: string; input: OutcomeInput; now?: Date },
): Promise<OutcomeChangeResult> {
  const { db } = context;
  const [before] = await db.select().from(policyOutcomes).where(eq(policyOutcomes.id, outcomeId));
  if (!before) return noOutcome;
  const linkedTitle = input.debate ? await debateTitle(db, input.debate) : null;
  if (input.debate && linkedTitle === null) return noDebate;
  const after: Row = { ...before, ...fields(input) };
  const relinked = after.debateId !== null && after.debateId !== before.debateId;
  await db.batch([
    db.update(policyOutcomes).set(fields(input)).where(eq(policyOutcomes.id, outcomeId)),
    auditEntry(db, {
      actorId,
      action: "policy_outcome.update",
      target: `policy_outcome:${outcomeId}`,
      before: snapshot(before),
      after: snapshot(after),
      now,
    }),
  ]);
  if (relinked) await outcomeRecorded(context, after, linkedTitle ?? "", actorId, now);
  return { ok: true, outcome: (await getOutcome(db, outcomeId)) as PolicyOutcome };
}

/** An admin sets an outcome's verification status (verified, disputed, pending). */
export async function setOutcomeVerification(
  db: Database,
  {
    actorId,
    outcomeId,
    verificationStatus,
    now = new Date(),
  }: { actorId: string; outcomeId: string; verificationStatus: Verification; now?: Date },
): Promise<OutcomeChangeResult> {
  const [before] = await db.select().from(policyOutcomes).where(eq(policyOutcomes.id, outcomeId));
  if (!before) return noOutcome;
  if (before.verificationStatus !== verificationStatus) {
    await db.batch([
      db.update(policyOutcomes).set({ verificationStatus }).where(eq(policyOutcomes.id, outcomeId)),
      auditEntry(db, {
        actorId,
        action: "policy_outcome.verification",
        target: `policy_outcome:${outcomeId}`,
        before: { verificationStatus: before.verificationStatus },
        after: { verificationStatus },
        now,
      }),
    ]);
  }
  return { ok: true, outcome: (await getOutcome(db, outcomeId)) as PolicyOutcome };
}
