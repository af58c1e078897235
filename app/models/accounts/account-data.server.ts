/**
 * Everything the platform holds about a citizen: the export (the right of access and portability)
 * and the deletion of the account (the right of erasure). Both read one list, USER_DATA: every
 * table with a column that names a user, and how the export reads it. A test
 * (account-data.server.test.ts) fails when a table with a user column is not in the list, so a
 * new table cannot be forgotten by the export (docs/account-settings.md lists the fields).
 *
 * Deletion (docs/decisions/0040-account-deletion.md) runs in one D1 batch: payment records are kept
 * anonymised (retained_payments), likes and votes are removed (the SQL triggers adjust every
 * counter exactly), comments stay in their threads without text or author, and deleting the user
 * row removes the rest through ON DELETE CASCADE / SET NULL (sessions included).
 */
import { eq, like, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

import { runBatch, type Database } from "~/db/client.server";
import {
  auditLog,
  campaigns,
  civicProgress,
  commentLikes,
  commentReactions,
  comments,
  competitionAchievements,
  competitionResults,
  competitionScores,
  debateParticipants,
  emailTokens,
  expertApplications,
  expertContributionRatings,
  expertContributions,
  follows,
  hiddenTexts,
  liveRooms,
  notificationSettings,
  notifications,
  oauthAccounts,
  passwordResets,
  pushSubscriptions,
  reports,
  retainedPayments,
  sessions,
  signInThrottles,
  subscriptions,
  users,
  votes,
} from "~/db/schema";

/** How long an anonymised payment record is kept: eight years, as Indian accounting law asks. */
const PAYMENT_RETENTION_YEARS = 8;

interface Source {
  table: SQLiteTable;
  /** The rows that concern the user. */
  where: (userId: string) => SQL | undefined;
  /** Columns never given out, even to their owner (secrets: hashes of passwords and tokens). */
  omit?: readonly string[];
}

const by = (column: SQLiteColumn) => (userId: string) => eq(column, userId);

/**
 * Every table with a column naming a user (by SQL table name), and which rows concern them. The
 * export holds each; `users` is the profile.
 */
export const USER_DATA = {
  users: { table: users, where: by(users.id), omit: ["passwordHash"] },
  sessions: { table: sessions, where: by(sessions.userId), omit: ["id"] },
  oauth_accounts: { table: oauthAccounts, where: by(oauthAccounts.userId) },
  password_resets: { table: passwordResets, where: by(passwordResets.userId), omit: ["tokenHash"] },
  email_tokens: { table: emailTokens, where: by(emailTokens.userId), omit: ["tokenHash"] },
  votes: { table: votes, where: by(votes.userId) },
  comments: { table: comments, where: by(comments.userId) },
  debate_participants: { table: debateParticipants, where: by(debateParticipants.userId) },
  comment_likes: { table: commentLikes, where: by(commentLikes.userId) },
  // Their agree / disagree / pass on arguments (common ground).
  comment_reactions: { table: commentReactions, where: by(commentReactions.userId) },
  civic_progress: { table: civicProgress, where: by(civicProgress.userId) },
  expert_applications: {
    table: expertApplications,
    where: by(expertApplications.userId),
    // Which admin decided is theirs to know as a decision, not as a person.
    omit: ["reviewedBy"],
  },
  expert_contributions: { table: expertContributions, where: by(expertContributions.userId) },
  follows: { table: follows, where: by(follows.userId) },
  // The reports they made; which admin resolved one is theirs to know as a decision, not as a person.
  reports: { table: reports, where: by(reports.reporterId), omit: ["resolvedBy"] },
  // The text of their comments that moderators hid (an admin's own row names them as the one who hid).
  hidden_texts: {
    table: hiddenTexts,
    where: (userId: string) =>
      sql`${hiddenTexts.commentId} IN (SELECT ${comments.id} FROM ${comments} WHERE ${comments.userId} = ${userId})`,
    omit: ["hiddenBy"],
  },
  expert_contribution_ratings: { table: expertContributionRatings, where: by(expertContributionRatings.userId) },
  live_rooms: { table: liveRooms, where: by(liveRooms.hostId) },
  competition_scores: { table: competitionScores, where: by(competitionScores.userId) },
  competition_results: {
    table: competitionResults,
    where: (id) => or(eq(competitionResults.winnerUserId, id), eq(competitionResults.runnerUpUserId, id)),
  },
  competition_achievements: { table: competitionAchievements, where: by(competitionAchievements.userId) },
  subscriptions: { table: subscriptions, where: by(subscriptions.userId) },
  campaigns: { table: campaigns, where: by(campaigns.ownerId) },
  // What the citizen did as an admin.
  audit_log: { table: auditLog, where: by(auditLog.actorId) },
  notifications: { table: notifications, where: by(notifications.userId) },
  notification_settings: { table: notificationSettings, where: by(notificationSettings.userId) },
  // Their devices subscribed to push; the browser's keys are not given out (the browser holds them).
  push_subscriptions: { table: pushSubscriptions, where: by(pushSubscriptions.userId), omit: ["p256dh", "auth"] },
} satisfies Record<string, Source>;

type AccountExport = {
  format: "debatestorm-account-export";
  version: 1;
  exportedAt: string;
  /** The sign-in throttle rows about the account (failed sign-ins), keyed by text, not by column. */
  signInThrottles: Record<string, unknown>[];
} & { [K in keyof typeof USER_DATA]: Record<string, unknown>[] };

const throttleKeys = (userId: string) =>
  or(eq(signInThrottles.key, `account:${userId}`), like(signInThrottles.key, `device:%:${userId}`));

/** Everything about the citizen, table by table (docs/account-settings.md explains every field). */
export async function exportAccount(db: Database, userId: string, now = new Date()): Promise<AccountExport> {
  const entries = Object.entries(USER_DATA) as [keyof typeof USER_DATA, Source][];
  const [throttles, ...rows] = await db.batch([
    db.select().from(signInThrottles).where(throttleKeys(userId)),
    ...entries.map(([, source]) => db.select().from(source.table).where(source.where(userId))),
  ]);
  const tables = Object.fromEntries(
    entries.map(([name, source], i) => {
      const omit = new Set(source.omit ?? []);
      const list = (rows[i] as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(
          Object.entries(row)
            .filter(([key]) => !omit.has(key))
            .map(([k, v]) => [k, parseJson(k, v)]),
        ),
      );
      return [name, list];
    }),
  ) as { [K in keyof typeof USER_DATA]: Record<string, unknown>[] };
  return {
    format: "debatestorm-account-export",
    version: 1,
    exportedAt: now.toISOString(),
    ...tables,
    signInThrottles: throttles as Record<string, unknown>[],
  };
}

/** Columns stored as JSON text are given as JSON. */
const JSON_COLUMNS = new Set(["params", "details", "keywords", "supportingDocuments"]);
function parseJson(key: string, value: unknown) {
  if (!JSON_COLUMNS.has(key) || typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The export's file name: debatestorm-<username>-<date>.json. */
export function exportFileName(username: string, now = new Date()) {
  const safe = username.replace(/[^A-Za-z0-9_-]/g, "") || "account";
  return `debatestorm-${safe}-${now.toISOString().slice(0, 10)}.json`;
}

// ---------------------------------------------------------------- deletion

/**
 * Deletes the account in one batch (the caller has proved it is the owner). What stays, and why, is
 * in docs/account-settings.md: paid campaigns and subscriptions as anonymised payment records; comments as
 * "deleted comment" (the replies and counts of others depend on them). Returns false when there was
 * no such account.
 */
export async function deleteAccountData(db: Database, userId: string, now = new Date()) {
  const retainedAt = now.toISOString();
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + PAYMENT_RETENTION_YEARS);
  const deleteAfter = until.toISOString();
  // The last statement is the users row's delete: what it returns says whether the account was there.
  const results = await runBatch(db, [
    db.insert(retainedPayments).select(
      db
        .select({
          id: sql<string>`lower(hex(randomblob(16)))`.as("id"),
          kind: sql<"campaign">`'campaign'`.as("kind"),
          reference: campaigns.paymentIntentId,
          description: sql<string>`${campaigns.packageType} || ': ' || ${campaigns.campaignTitle}`.as("description"),
          organisation: campaigns.partyName,
          amount: campaigns.campaignBudget,
          currency: campaigns.currency,
          paidAt: campaigns.paidAt,
          retainedAt: sql<string>`${retainedAt}`.as("retained_at"),
          deleteAfter: sql<string>`${deleteAfter}`.as("delete_after"),
        })
        .from(campaigns)
        .where(sql`${campaigns.ownerId} = ${userId} AND ${campaigns.paidAt} IS NOT NULL`),
    ),
    db.insert(retainedPayments).select(
      db
        .select({
          id: sql<string>`lower(hex(randomblob(16)))`.as("id"),
          kind: sql<"subscription">`'subscription'`.as("kind"),
          reference: subscriptions.stripeSubscriptionId,
          description: sql<string>`'premium'`.as("description"),
          organisation: sql<null>`NULL`.as("organisation"),
          amount: sql<null>`NULL`.as("amount"),
          currency: sql<null>`NULL`.as("currency"),
          paidAt: subscriptions.createdAt,
          retainedAt: sql<string>`${retainedAt}`.as("retained_at"),
          deleteAfter: sql<string>`${deleteAfter}`.as("delete_after"),
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId)),
    ),
    // Each removal runs its counter trigger (likes, reactions, ratings, for/against, verified, participants).
    db.delete(commentLikes).where(eq(commentLikes.userId, userId)),
    db.delete(commentReactions).where(eq(commentReactions.userId, userId)),
    db.delete(expertContributionRatings).where(eq(expertContributionRatings.userId, userId)),
    db.delete(votes).where(eq(votes.userId, userId)),
    // The text of their hidden comments goes too (it waits in hidden_texts for a restore).
    db
      .delete(hiddenTexts)
      .where(
        sql`${hiddenTexts.commentId} IN (SELECT ${comments.id} FROM ${comments} WHERE ${comments.userId} = ${userId})`,
      ),
    db.update(comments).set({ userId: null, content: "" }).where(eq(comments.userId, userId)),
    db.delete(debateParticipants).where(eq(debateParticipants.userId, userId)),
    db.delete(signInThrottles).where(throttleKeys(userId)),
    // The rest goes with the user row: sessions, links, tokens, progress, applications, contributions,
    // scores, subscriptions, campaigns (and their ad counts), notifications and settings.
    db.delete(users).where(eq(users.id, userId)).returning({ id: users.id }),
  ]);
  // The last statement's answer: the user row, if it was there.
  return (results[results.length - 1] as { id: string }[]).length === 1;
}

/** Removes anonymised payment records whose retention has ended (the Cron Trigger). */
export async function deleteExpiredPaymentRecords(db: Database, now = new Date()) {
  await db.delete(retainedPayments).where(sql`${retainedPayments.deleteAfter} <= ${now.toISOString()}`);
}
