/**
 * Factories: the one way tests and the seed create rows. Each takes overrides and
 * fills the rest with valid, unique values; inserting an id that exists is a no-op,
 * so the seed can run them again and add nothing.
 */
import { eq, sql } from "drizzle-orm";

import { hashPassword } from "~/utils/password.server";
import { CAMPAIGN_PACKAGES, packagePrice } from "~/models/campaigns";
import { scoreCompetition, type ParticipantMetrics } from "~/models/competition";
import { createDebate as createDebateRow, type NewDebateInput } from "~/models/debates";
import { titleHash } from "~/models/news";

import { chunkForD1, type Database } from "~/db/client.server";
import {
  campaigns,
  competitionScores,
  debates,
  headlines,
  liveRooms,
  users,
  type Debate,
  type Headline,
  type NewUser,
  type User,
} from "~/db/schema";

const nowIso = () => new Date().toISOString();
const shortId = (id: string) => id.replace(/-/g, "").slice(0, 10);

export type UserOverrides = Partial<Omit<NewUser, "passwordHash">> & {
  /** Plain password to hash; a random one when omitted. Pass null for an account without a password. */
  password?: string | null;
};

/** Creates a user with a real PBKDF2 password hash. Returns the row and the plain password. */
export async function createUser(db: Database, overrides: UserOverrides = {}) {
  const { password: givenPassword, ...fields } = overrides;
  const id = fields.id ?? crypto.randomUUID();
  const existing = await db.query.users.findFirst({ where: eq(users.id, id) });
  const password = givenPassword === undefined ? `pw-${crypto.randomUUID()}` : givenPassword;
  if (existing) return { user: existing, password, created: false };

  const tag = shortId(id);
  const values: NewUser = {
    id,
    username: `user_${tag}`,
    email: `user_${tag}@example.test`,
    firstName: "Test",
    lastName: `Citizen ${tag.slice(0, 4)}`,
    createdAt: nowIso(),
    ...fields,
    passwordHash: password === null ? null : await hashPassword(password),
  };
  values.email = values.email.toLowerCase();
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  if (!user) throw new Error(`createUser: username or email already taken (${values.username}, ${values.email})`);
  return { user: user satisfies User, password, created: true };
}

/**
 * A user whose e-mail is confirmed (as after opening the link): their votes count in the debates'
 * public figures at once (docs/security.md, "Vote integrity"). `createUser` makes an account that
 * has not confirmed yet, as sign-up does.
 */
export function createConfirmedUser(db: Database, overrides: UserOverrides = {}) {
  return createUser(db, { emailConfirmedAt: nowIso(), ...overrides });
}

export type HeadlineOverrides = Partial<typeof headlines.$inferInsert>;

export async function createHeadline(db: Database, overrides: HeadlineOverrides = {}): Promise<Headline> {
  const id = overrides.id ?? crypto.randomUUID();
  const title = overrides.title ?? `Test headline ${shortId(id)}`;
  const values = {
    id,
    title,
    source: "Test Wire",
    url: `https://news.example.test/${shortId(id)}`,
    region: "global" as const,
    publishedAt: nowIso(),
    fetchedAt: nowIso(),
    titleHash: await titleHash(title),
    ...overrides,
  };
  await db.insert(headlines).values(values).onConflictDoNothing();
  const row = await db.query.headlines.findFirst({ where: eq(headlines.id, id) });
  if (!row) throw new Error(`createHeadline: a headline with the same title hash exists (${title})`);
  return row;
}

export type DebateOverrides = Partial<NewDebateInput>;

/**
 * Creates a debate through the model's createDebate (counters at 0: only votes and
 * comments move them).
 */
export async function createDebate(db: Database, overrides: DebateOverrides = {}): Promise<Debate> {
  const id = overrides.id ?? crypto.randomUUID();
  const region = overrides.region ?? "global";
  await createDebateRow(db, {
    id,
    title: `Should test proposal ${shortId(id)} be adopted?`,
    description: "A debate created by a test factory.",
    category: region === "bharat" ? "India" : "global",
    region,
    createdAt: nowIso(),
    ...overrides,
  });
  const row = await db.query.debates.findFirst({ where: eq(debates.id, id) });
  if (!row) throw new Error(`createDebate: could not create ${id}`);
  return row;
}

export type CampaignOverrides = Partial<typeof campaigns.$inferInsert> & { ownerId: string };

/**
 * Creates a campaign (pending and unpaid unless told otherwise), priced from the catalogue. An
 * active one gets its start and end from its package's days.
 */
export async function createCampaign(db: Database, overrides: CampaignOverrides) {
  const id = overrides.id ?? crypto.randomUUID();
  const packageType = overrides.packageType ?? "basic";
  const currency = overrides.currency ?? "usd";
  const active = overrides.status === "active" || overrides.status === "completed";
  const start = Date.now() - 86_400_000;
  await db
    .insert(campaigns)
    .values({
      id,
      campaignTitle: `Test campaign ${shortId(id)}`,
      partyName: `Test Party ${shortId(id).slice(0, 4)}`,
      packageType,
      currency,
      campaignBudget: packagePrice(packageType, currency),
      campaignDuration: CAMPAIGN_PACKAGES[packageType].duration,
      contactEmail: `campaign_${shortId(id)}@example.test`,
      createdAt: nowIso(),
      ...(active
        ? {
            paidAt: new Date(start).toISOString(),
            activatedAt: new Date(start).toISOString(),
            endsAt: new Date(start + CAMPAIGN_PACKAGES[packageType].duration * 86_400_000).toISOString(),
          }
        : {}),
      ...overrides,
    })
    .onConflictDoNothing();
  const row = await db.query.campaigns.findFirst({ where: eq(campaigns.id, id) });
  if (!row) throw new Error(`createCampaign: could not create ${id}`);
  return row;
}

export type LiveRoomOverrides = Partial<typeof liveRooms.$inferInsert>;

/** Creates a live room (scheduled, not live, 10 places, 30 free minutes unless told otherwise). */
export async function createLiveRoom(db: Database, overrides: LiveRoomOverrides = {}) {
  const id = overrides.id ?? crypto.randomUUID();
  await db
    .insert(liveRooms)
    .values({
      id,
      title: `Test live room ${shortId(id)}`,
      description: "A live room created by a test factory.",
      createdAt: nowIso(),
      ...overrides,
    })
    .onConflictDoNothing();
  const row = await db.query.liveRooms.findFirst({ where: eq(liveRooms.id, id) });
  if (!row) throw new Error(`createLiveRoom: could not create ${id}`);
  return row;
}

export type CompetitionRoomOverrides = LiveRoomOverrides & {
  /** Each participant's metrics, as the room's Durable Object writes them when a session ends. */
  participants?: ParticipantMetrics[];
  /** When the scores were written (the end of the session). */
  endedAt?: string;
};

/**
 * Creates a live room (ended unless told otherwise) and, when given participants, their competition
 * scores: the stored rank and final score come from the one scoring rule, as the room writes them.
 */
export async function createCompetitionRoom(db: Database, overrides: CompetitionRoomOverrides = {}) {
  const { participants = [], endedAt = nowIso(), ...fields } = overrides;
  const room = await createLiveRoom(db, { id: `room_${shortId(crypto.randomUUID())}`, ...fields });
  const outcome = scoreCompetition(participants);
  const rows = outcome.participants.map((p) => ({ roomId: room.id, ...p, createdAt: endedAt }));
  for (const chunk of chunkForD1(rows, 15)) await db.insert(competitionScores).values(chunk).onConflictDoNothing();
  return room;
}

/**
 * `n` citizens following `debateId` since `at`, written by two SQL statements (10,000 through
 * createUser would take minutes): for tests of what a debate's followers are told.
 */
export async function createFollowers(db: Database, debateId: string, n: number, at: string) {
  const tag = crypto.randomUUID().slice(0, 8);
  await db.run(sql`WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ${n})
    INSERT INTO users (id, username, email, created_at)
    SELECT ${tag} || '-' || printf('%05d', i), ${tag} || i, ${tag} || i || '@example.com', ${at} FROM k`);
  await db.run(sql`INSERT INTO follows (user_id, debate_id, created_at)
    SELECT id, ${debateId}, ${at} FROM users WHERE id LIKE ${tag + "-%"}`);
}
