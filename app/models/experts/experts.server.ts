/**
 * Expert witnesses (docs/experts.md): citizens apply with their expertise and credentials; an admin
 * approves (the citizen becomes an expert) or rejects with a reason the applicant sees; experts add
 * contributions to debates (fact checks, context, analysis, source verification); citizens who voted
 * on a debate rate its contributions helpful or not, and contributions are ordered by what both
 * sides find helpful (app/models/experts/bridging.ts).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";

import { aRead, readOne, readTogether, type Database } from "~/db/client.server";
import {
  debates,
  expertApplications,
  expertContributionRatings,
  expertContributions,
  users,
  votes,
  type Language,
  type Position,
  type User,
} from "~/db/schema";
import type { Message } from "~/utils/message";

import { auditEntry } from "~/models/audit";
import { emptyTally, helpfulToBothSides, rankByBridging, type Tally } from "./bridging";
import type { ApplicationInput, ContributionInput, DecisionInput, RatingValue } from "./experts.schema";
import { notification } from "~/models/notifications";
import { displayName } from "~/utils/display-name";

type ApplicationRow = typeof expertApplications.$inferSelect;
type ApplicationStatus = ApplicationRow["status"];

export interface ApplicationView {
  id: string;
  status: ApplicationStatus;
  expertise: string;
  credentials: string;
  institution: string | null;
  createdAt: string;
  reviewedAt: string | null;
  /** The admin's reason, shown to the applicant. */
  decisionReason: string | null;
}

const applicationView = (row: ApplicationRow): ApplicationView => ({
  id: row.id,
  status: row.status,
  expertise: row.expertise,
  credentials: row.credentials,
  institution: row.institution,
  createdAt: row.createdAt,
  reviewedAt: row.reviewedAt,
  decisionReason: row.decisionReason,
});

interface ExpertStatus {
  isExpert: boolean;
  expertise: string | null;
  institution: string | null;
  /** The caller's latest application, if any. */
  application: ApplicationView | null;
}

export async function expertStatus(db: Database, user: User): Promise<ExpertStatus> {
  return readOne(expertStatusRead(db, user));
}

/** expertStatus as a read that can share a round trip (readTogether). */
const expertStatusRead = (db: Database, user: User) =>
  aRead(
    db
      .select()
      .from(expertApplications)
      .where(eq(expertApplications.userId, user.id))
      .orderBy(desc(expertApplications.createdAt), desc(expertApplications.id))
      .limit(1),
    ([latest]): ExpertStatus => ({
      isExpert: user.isExpert,
      expertise: user.isExpert ? user.expertise : null,
      institution: user.isExpert ? user.institution : null,
      application: latest ? applicationView(latest) : null,
    }),
  );

// ---------------------------------------------------------------- applying

type ApplyResult =
  | { ok: true; application: ApplicationView }
  | { ok: false; status: 409; error: Message; application?: ApplicationView };

/** A citizen applies to be an expert witness: one open application at a time (the database holds to it). */
export async function applyAsExpert(
  db: Database,
  { user, input, now = new Date() }: { user: User; input: ApplicationInput; now?: Date },
): Promise<ApplyResult> {
  if (user.isExpert) return { ok: false, status: 409, error: { key: "expertWitness.errors.alreadyExpert" } };
  const row: ApplicationRow = {
    id: crypto.randomUUID(),
    userId: user.id,
    expertise: input.expertise,
    credentials: input.credentials,
    institution: input.institution,
    status: "pending",
    reviewedBy: null,
    reviewedAt: null,
    decisionReason: null,
    createdAt: now.toISOString(),
  };
  // The unique index on (user_id) WHERE status = 'pending' refuses a second open application.
  const inserted = await db.insert(expertApplications).values(row).onConflictDoNothing().returning();
  if (inserted[0]) return { ok: true, application: applicationView(inserted[0]) };
  const [pending] = await db
    .select()
    .from(expertApplications)
    .where(and(eq(expertApplications.userId, user.id), eq(expertApplications.status, "pending")));
  return {
    ok: false,
    status: 409,
    error: { key: "expertWitness.errors.pending" },
    ...(pending ? { application: applicationView(pending) } : {}),
  };
}

// ---------------------------------------------------------------- admin review

export interface ApplicationForReview extends ApplicationView {
  userId: string;
  applicantName: string;
  applicantEmail: string;
}

/** Applications of one status, the oldest pending first (others: the latest decided first). */
export async function listApplications(
  db: Database,
  { status, limit = 100 }: { status: ApplicationStatus; limit?: number },
): Promise<ApplicationForReview[]> {
  const rows = await db
    .select({ application: expertApplications, user: users })
    .from(expertApplications)
    .innerJoin(users, eq(users.id, expertApplications.userId))
    .where(eq(expertApplications.status, status))
    .orderBy(
      status === "pending" ? expertApplications.createdAt : desc(expertApplications.reviewedAt),
      expertApplications.id,
    )
    .limit(limit);
  return rows.map(({ application, user }) => ({
    ...applicationView(application),
    userId: user.id,
    applicantName: displayName(user),
    applicantEmail: user.email,
  }));
}

export async function applicationCounts(db: Database): Promise<Record<ApplicationStatus, number>> {
  const rows = await db
    .select({ status: expertApplications.status, n: count() })
    .from(expertApplications)
    .groupBy(expertApplications.status);
  const counts: Record<ApplicationStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

type DecisionResult =
  | { ok: true; status: "approved" | "rejected"; applicantName: string }
  | { ok: false; status: 404 | 409; error: Message };

/**
 * An admin decides an open application. Approving makes the applicant an expert (with the
 * expertise and institution they applied with); rejecting records the reason. The decision, the
 * user's new status, the audit entry and the applicant's notification are one batch.
 */
export async function decideApplication(
  db: Database,
  { actorId, input, now = new Date() }: { actorId: string; input: DecisionInput; now?: Date },
): Promise<DecisionResult> {
  const [found] = await db
    .select({ application: expertApplications, user: users })
    .from(expertApplications)
    .innerJoin(users, eq(users.id, expertApplications.userId))
    .where(eq(expertApplications.id, input.applicationId));
  if (!found) return { ok: false, status: 404, error: { key: "expertWitness.errors.applicationNotFound" } };
  const { application, user } = found;
  if (application.status !== "pending") {
    return { ok: false, status: 409, error: { key: "expertWitness.errors.alreadyDecided" } };
  }
  const status = input.decision === "approve" ? "approved" : "rejected";
  const reviewedAt = now.toISOString();
  const reason = input.reason ?? null;
  await db.batch([
    db
      .update(expertApplications)
      .set({ status, reviewedBy: actorId, reviewedAt, decisionReason: reason })
      .where(and(eq(expertApplications.id, application.id), eq(expertApplications.status, "pending"))),
    ...(status === "approved"
      ? [
          db
            .update(users)
            .set({ isExpert: true, expertise: application.expertise, institution: application.institution })
            .where(eq(users.id, user.id)),
        ]
      : []),
    auditEntry(db, {
      actorId,
      action: "expert.application",
      target: `expert_application:${application.id}`,
      before: { status: application.status, isExpert: user.isExpert },
      after: { status, isExpert: status === "approved" ? true : user.isExpert, reason },
      now,
    }),
    notification(db, {
      userId: user.id,
      kind: "expert_application_decided",
      href: "/experts#your-application",
      params: { status, expertise: application.expertise, reason },
      now,
    }),
  ]);
  return { ok: true, status, applicantName: displayName(user) };
}

// ---------------------------------------------------------------- contributions

type RatingChoice = RatingValue | null;

export interface ContributionView {
  id: string;
  debateId: string;
  contributionType: (typeof expertContributions.$inferSelect)["contributionType"];
  content: string;
  /** Citizens who rated it helpful, counting those with a confirmed e-mail. */
  likes: number;
  createdAt: string;
  supportingDocuments: string[];
  expert: { id: string; name: string; expertise: string; institutionAffiliation: string };
  /** Counted ratings (their raters' e-mails are confirmed) by the side their raters voted for. */
  ratings: Tally;
  helpfulToBothSides: boolean;
  /** The viewer's own rating (null: none, or a visitor). */
  yourRating: RatingChoice;
}

function parseDocuments(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === "string" && /^https?:\/\//i.test(v))
      : [];
  } catch {
    return [];
  }
}

const CONTRIBUTIONS_LIMIT = 100;

/** A debate's contributions, best first by the bridging rule, with each side's ratings. */
export async function listContributions(
  db: Database,
  debateId: string,
  { viewerId = null }: { viewerId?: string | null } = {},
): Promise<ContributionView[]> {
  const [list, tallies, own] = await readTogether(db, contributionReads(db, debateId, viewerId));
  return rankedContributions(list, tallies, own);
}

/**
 * The reads of a debate's contributions, as one batch (decision 0118): the contributions, their
 * counted ratings by side, and the viewer's own ratings (none without a viewer).
 */
function contributionReads(db: Database, debateId: string, viewerId: string | null) {
  const rows = db
    .select({
      id: expertContributions.id,
      debateId: expertContributions.debateId,
      contributionType: expertContributions.contributionType,
      content: expertContributions.content,
      likes: expertContributions.likes,
      createdAt: expertContributions.createdAt,
      supportingDocuments: expertContributions.supportingDocuments,
      // Named apart from the contribution's "id": a D1 batch answers rows as objects, where two
      // columns of one name would collide.
      expertId: sql<string>`${users.id}`.as("expert_id"),
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      expertise: users.expertise,
      institution: users.institution,
    })
    .from(expertContributions)
    .innerJoin(users, eq(users.id, expertContributions.userId))
    .where(eq(expertContributions.debateId, debateId))
    .orderBy(desc(expertContributions.createdAt))
    .limit(CONTRIBUTIONS_LIMIT);
  // Each contribution's counted ratings (their raters' e-mails are confirmed: docs/security.md, "Vote
  // integrity"), by the side the rater voted for on this debate.
  const tallies = db
    .select({
      contributionId: expertContributionRatings.contributionId,
      position: votes.position,
      helpful: sql<number>`sum(${expertContributionRatings.helpful})`,
      total: count(),
    })
    .from(expertContributionRatings)
    .innerJoin(expertContributions, eq(expertContributions.id, expertContributionRatings.contributionId))
    .innerJoin(
      votes,
      and(eq(votes.debateId, expertContributions.debateId), eq(votes.userId, expertContributionRatings.userId)),
    )
    .where(and(eq(expertContributions.debateId, debateId), sql`${expertContributionRatings.counted} = 1`))
    .groupBy(expertContributionRatings.contributionId, votes.position);
  // The viewer's own ratings (a query that matches nothing without a viewer).
  const own = db
    .select({ contributionId: expertContributionRatings.contributionId, helpful: expertContributionRatings.helpful })
    .from(expertContributionRatings)
    .innerJoin(expertContributions, eq(expertContributions.id, expertContributionRatings.contributionId))
    .where(
      and(
        eq(expertContributions.debateId, debateId),
        viewerId ? eq(expertContributionRatings.userId, viewerId) : sql`0`,
      ),
    );
  return [aRead(rows, (r) => r), aRead(tallies, (r) => r), aRead(own, (r) => r)] as const;
}

type ContributionRows = Awaited<ReturnType<typeof readTogether<ReturnType<typeof contributionReads>>>>;

/** The contributions as the panel shows them: ranked, with each side's tally and the viewer's rating. */
function rankedContributions(
  rows: ContributionRows[0],
  tallies: ContributionRows[1],
  own: ContributionRows[2],
): ContributionView[] {
  if (rows.length === 0) return [];
  const byContribution = new Map<string, Tally>();
  for (const t of tallies) {
    const tally = byContribution.get(t.contributionId) ?? emptyTally();
    const helpful = Number(t.helpful);
    tally[t.position as Position] = { helpful, notHelpful: t.total - helpful };
    byContribution.set(t.contributionId, tally);
  }
  const mine = new Map<string, RatingChoice>();
  for (const r of own) mine.set(r.contributionId, r.helpful ? "helpful" : "not_helpful");

  return rankByBridging(
    rows.map((row): ContributionView & { tally: Tally } => {
      const tally = byContribution.get(row.id) ?? emptyTally();
      return {
        id: row.id,
        debateId: row.debateId,
        contributionType: row.contributionType,
        content: row.content,
        likes: row.likes,
        createdAt: row.createdAt,
        supportingDocuments: parseDocuments(row.supportingDocuments),
        expert: {
          id: row.expertId,
          name: `${row.firstName} ${row.lastName}`.trim() || row.username,
          expertise: row.expertise ?? "",
          institutionAffiliation: row.institution ?? "",
        },
        ratings: tally,
        helpfulToBothSides: helpfulToBothSides(tally),
        yourRating: mine.get(row.id) ?? null,
        tally,
      };
    }),
  ).map(({ tally: _tally, ...view }) => view);
}

/**
 * What follows a new contribution. Nobody is notified yet; the debate's followers (when following
 * lands) are added here, in the same batch as the contribution.
 */
function contributionAddedEvents(
  _db: Database,
  _contribution: { id: string; debateId: string; userId: string },
  _now: Date,
): ReturnType<typeof notification>[] {
  return [];
}

type ContributeResult = { ok: true; contribution: ContributionView } | { ok: false; status: 403 | 404; error: Message };

/** An expert adds a contribution to a debate (experts only). */
export async function contribute(
  db: Database,
  { user, debateId, input, now = new Date() }: { user: User; debateId: string; input: ContributionInput; now?: Date },
): Promise<ContributeResult> {
  if (!user.isExpert) return { ok: false, status: 403, error: { key: "expertWitness.errors.expertsOnly" } };
  const [debate] = await db.select({ id: debates.id }).from(debates).where(eq(debates.id, debateId));
  if (!debate) return { ok: false, status: 404, error: { key: "debates.errors.notFound" } };
  const row = {
    id: crypto.randomUUID(),
    debateId,
    userId: user.id,
    contributionType: input.type,
    content: input.content,
    supportingDocuments: JSON.stringify(input.supportingDocuments),
    likes: 0,
    createdAt: now.toISOString(),
  };
  await db.batch([db.insert(expertContributions).values(row), ...contributionAddedEvents(db, row, now)]);
  return {
    ok: true,
    contribution: {
      id: row.id,
      debateId,
      contributionType: row.contributionType,
      content: row.content,
      likes: 0,
      createdAt: row.createdAt,
      supportingDocuments: input.supportingDocuments,
      expert: {
        id: user.id,
        name: displayName(user),
        expertise: user.expertise ?? "",
        institutionAffiliation: user.institution ?? "",
      },
      ratings: emptyTally(),
      helpfulToBothSides: false,
      yourRating: null,
    },
  };
}

type RateResult =
  | {
      ok: true;
      rating: RatingValue;
      debateId: string;
      /** The rating counts (the rater's e-mail is confirmed); otherwise it counts once it is. */
      counted: boolean;
    }
  | { ok: false; status: 403 | 404 | 409; error: Message };

/**
 * A citizen rates a contribution helpful or not (changing their mind replaces their rating). Their
 * side is their vote on the debate, so they must have voted; experts cannot rate their own. The
 * rating counts (in `likes` and the bridging order) while the rater's e-mail is confirmed: the
 * database flags it in the statement that stores it, and counts it the moment the e-mail is
 * confirmed (docs/security.md, "Vote integrity").
 */
export async function rateContribution(
  db: Database,
  {
    userId,
    contributionId,
    rating,
    now = new Date(),
  }: { userId: string; contributionId: string; rating: RatingValue; now?: Date },
): Promise<RateResult> {
  const [found] = await db
    .select({ debateId: expertContributions.debateId, authorId: expertContributions.userId, position: votes.position })
    .from(expertContributions)
    .leftJoin(votes, and(eq(votes.debateId, expertContributions.debateId), eq(votes.userId, userId)))
    .where(eq(expertContributions.id, contributionId));
  if (!found) return { ok: false, status: 404, error: { key: "expertWitness.errors.contributionNotFound" } };
  if (found.authorId === userId)
    return { ok: false, status: 403, error: { key: "expertWitness.errors.ownContribution" } };
  if (!found.position) return { ok: false, status: 409, error: { key: "expertWitness.errors.voteFirst" } };
  const helpful = rating === "helpful";
  const at = now.toISOString();
  const [, [stored]] = await db.batch([
    db
      .insert(expertContributionRatings)
      .values({ contributionId, userId, helpful, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [expertContributionRatings.contributionId, expertContributionRatings.userId],
        set: { helpful, updatedAt: at },
      }),
    // Read back in the same batch: the flag is the triggers' (RETURNING would not show it).
    db
      .select({ counted: expertContributionRatings.counted })
      .from(expertContributionRatings)
      .where(
        and(eq(expertContributionRatings.contributionId, contributionId), eq(expertContributionRatings.userId, userId)),
      ),
  ]);
  return { ok: true, rating, debateId: found.debateId, counted: Boolean(stored?.counted) };
}

// ---------------------------------------------------------------- the experts page

interface ExpertProfile {
  id: string;
  name: string;
  expertise: string;
  institutionAffiliation: string;
  contributions: number;
  recent: {
    id: string;
    debateId: string;
    debateTitle: string;
    /** The language the debate was written in (its title's `lang`). */
    debateLanguage: Language;
    contributionType: ContributionView["contributionType"];
    content: string;
    likes: number;
    createdAt: string;
  }[];
}

/** Every expert, the most active first, with their latest contributions (`recent` each). */
export async function listExperts(db: Database, { recent = 3 }: { recent?: number } = {}): Promise<ExpertProfile[]> {
  const experts = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      expertise: users.expertise,
      institution: users.institution,
      // Qualified by hand: drizzle writes a one-table select's columns bare, and a bare "id" inside
      // the subquery would be the contribution's own (every expert counted 0).
      contributions: sql<number>`(SELECT count(*) FROM ${expertContributions} c WHERE c.user_id = "users"."id")`,
    })
    .from(users)
    .where(eq(users.isExpert, true))
    .limit(500);
  if (experts.length === 0) return [];
  const ranked = db
    .select({
      id: expertContributions.id,
      userId: expertContributions.userId,
      debateId: expertContributions.debateId,
      debateTitle: debates.title,
      debateLanguage: debates.language,
      contributionType: expertContributions.contributionType,
      content: expertContributions.content,
      likes: expertContributions.likes,
      createdAt: expertContributions.createdAt,
      n: sql<number>`row_number() OVER (PARTITION BY ${expertContributions.userId} ORDER BY ${expertContributions.createdAt} DESC)`.as(
        "n",
      ),
    })
    .from(expertContributions)
    .innerJoin(debates, eq(debates.id, expertContributions.debateId))
    .innerJoin(users, and(eq(users.id, expertContributions.userId), eq(users.isExpert, true)))
    .as("ranked");
  const latest = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.n} <= ${recent}`);
  return experts
    .map((e) => ({
      id: e.id,
      name: `${e.firstName} ${e.lastName}`.trim() || e.username,
      expertise: e.expertise ?? "",
      institutionAffiliation: e.institution ?? "",
      contributions: Number(e.contributions),
      recent: latest
        .filter((c) => c.userId === e.id)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
        .map(({ userId: _u, n: _n, ...c }) => c),
    }))
    .sort((a, b) => b.contributions - a.contributions || a.name.localeCompare(b.name));
}

// ---------------------------------------------------------------- a debate's expert panel

interface ExpertPanelViewer {
  userId: string;
  isExpert: boolean;
  /** The viewer's side on the debate (rating needs one). */
  position: Position | null;
  application: ApplicationView | null;
}

export interface ExpertPanel {
  debateId: string;
  contributions: ContributionView[];
  /** null for visitors. */
  viewer: ExpertPanelViewer | null;
}

/** What the Expert Witness dialog and a debate's #experts section show the viewer. */
export async function loadExpertPanel(
  db: Database,
  debateId: string,
  viewer: { user: User; position: Position | null } | null,
): Promise<ExpertPanel> {
  // One round trip: the contributions, their ratings, the viewer's own and the viewer's application.
  const reads = contributionReads(db, debateId, viewer?.user.id ?? null);
  const [contributions, status] = viewer
    ? await readTogether(db, [...reads, expertStatusRead(db, viewer.user)]).then(
        ([rows, tallies, own, st]) => [rankedContributions(rows, tallies, own), st] as const,
      )
    : [await readTogether(db, reads).then(([rows, tallies, own]) => rankedContributions(rows, tallies, own)), null];
  return {
    debateId,
    contributions,
    viewer:
      viewer && status
        ? {
            userId: viewer.user.id,
            isExpert: status.isExpert,
            position: viewer.position,
            application: status.application,
          }
        : null,
  };
}
