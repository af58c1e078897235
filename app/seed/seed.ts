/**
 * Demo data for local development, built from the same factories the tests use.
 * Idempotent: every row has a deterministic id and is inserted with
 * "ON CONFLICT DO NOTHING", so a second run adds nothing.
 */
import { count, eq, getTableColumns, getTableName, type Table } from "drizzle-orm";

import { hashPassword, verifyPassword } from "~/utils/password.server";
import { CAMPAIGN_PACKAGES, packagePrice } from "~/models/campaigns";
import { SCORING_METHOD, scoreCompetition } from "~/models/competition";
import { refreshTrending, saveDebateTranslations, SEED_TRANSLATION_MODEL } from "~/models/debates";

import { chunkForD1, type Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import { allTables } from "~/db/tables";
import {
  adEvents,
  campaigns,
  civicModules,
  civicModuleTranslations,
  civicProgress,
  commentLikes,
  comments,
  competitionAchievements,
  competitionResults,
  competitionScores,
  expertApplications,
  expertContributions,
  liveRooms,
  policyOutcomes,
  users,
  votes,
} from "~/db/schema";
import {
  seedCampaigns,
  seedCitizens,
  seedCivicModules,
  seedCompetition,
  seedDebates,
  seedDebateTranslations,
  seedExpertContributions,
  seedExperts,
  seedLiveRooms,
  seedPolicyOutcomes,
} from "./content";
import { createDebate, createHeadline, createUser } from "./factories";
import { createRandom, seedId } from "./ids";
import { seedCommonGround } from "./common-ground";

interface SeedOptions {
  /** The dev admin; null for none (`npm run start:prod`: its first admin signs in with FIRST_ADMIN_*). */
  admin: { username: string; email: string; password: string } | null;
  /** Password of every demo citizen and expert. */
  demoPassword: string;
  /** The moment the demo data is arranged around. */
  now?: Date;
}

/** Rows added per table by this run (0 everywhere on a second run). */
export type SeedReport = Record<string, number>;

/** Debates this many newest ones have no votes yet (forPercentage null). */
export const UNVOTED_DEBATES = 5;
const DEMO_EMAIL_DOMAIN = "debatestorm.local";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function demoCitizenEmail(index: number) {
  return `citizen${String(index + 1).padStart(2, "0")}@${DEMO_EMAIL_DOMAIN}`;
}

const INDIAN_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Puducherry",
  "Chandigarh",
  "India",
];
const COUNTRY_CODES: Record<string, string> = {
  Kenya: "KE",
  Nigeria: "NG",
  "South Africa": "ZA",
  Ghana: "GH",
  Egypt: "EG",
  Brazil: "BR",
  Mexico: "MX",
  Argentina: "AR",
  Chile: "CL",
  Colombia: "CO",
  Peru: "PE",
  USA: "US",
  "United States": "US",
  Canada: "CA",
  UK: "GB",
  "United Kingdom": "GB",
  England: "GB",
  Scotland: "GB",
  Ireland: "IE",
  France: "FR",
  Germany: "DE",
  Spain: "ES",
  Italy: "IT",
  Netherlands: "NL",
  Sweden: "SE",
  Norway: "NO",
  Poland: "PL",
  Portugal: "PT",
  Bangladesh: "BD",
  Nepal: "NP",
  "Sri Lanka": "LK",
  Pakistan: "PK",
  Bhutan: "BT",
  Indonesia: "ID",
  Philippines: "PH",
  Vietnam: "VN",
  Japan: "JP",
  "South Korea": "KR",
  China: "CN",
  Singapore: "SG",
  Malaysia: "MY",
  Thailand: "TH",
  Australia: "AU",
  "New Zealand": "NZ",
  UAE: "AE",
  "United Arab Emirates": "AE",
  Turkey: "TR",
  Iran: "IR",
  Israel: "IL",
  Jordan: "JO",
  Ethiopia: "ET",
  Tanzania: "TZ",
  Uganda: "UG",
  Rwanda: "RW",
  Morocco: "MA",
  Senegal: "SN",
};

/** ISO country code from a "City, State/Country" location, when recognisable. */
function countryOf(location: string): string | null {
  const last = location.split(",").pop()?.trim() ?? "";
  if (INDIAN_STATES.includes(last)) return "IN";
  return COUNTRY_CODES[last] ?? null;
}

function usernameFor(first: string, last: string, taken: Set<string>) {
  const base = `${first}.${last}`
    .normalize("NFKD")
    .replace(/[^\w.]/g, "")
    .toLowerCase();
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  taken.add(name);
  return name;
}

async function countRows(db: Database) {
  const counts: Record<string, number> = {};
  for (const table of allTables) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}

/** Multi-row inserts split to fit D1's bound parameters (drizzle binds every column of `table` per row). */
function chunkedInserts<Row, Statement>(rows: Row[], table: Table, insert: (rows: Row[]) => Statement) {
  return chunkForD1(rows, Object.keys(getTableColumns(table)).length).map(insert);
}

/** Runs statements in D1 batches of a bounded size (each batch is one transaction). */
async function runInBatches(db: Database, statements: Parameters<Database["batch"]>[0][number][], size = 50) {
  for (let i = 0; i < statements.length; i += size) {
    const chunk = statements.slice(i, i + size);
    if (chunk.length) await db.batch(chunk as [(typeof chunk)[number], ...typeof chunk]);
  }
}

/** The dev admin, created once and kept in step with .dev.vars (name, e-mail, password, role). */
async function seedAdmin(
  db: Database,
  adminId: string,
  options: { username: string; email: string; password: string },
  since: string,
) {
  const existing = await createUser(db, {
    id: adminId,
    username: options.username,
    email: options.email,
    password: options.password,
    firstName: "Dev",
    lastName: "Admin",
    role: "admin",
    verificationStatus: "verified",
    emailConfirmedAt: since,
    createdAt: since,
  });
  if (!existing.created) {
    const stale =
      existing.user.username !== options.username ||
      existing.user.email !== options.email.toLowerCase() ||
      existing.user.role !== "admin" ||
      !(await verifyPassword(options.password, existing.user.passwordHash));
    if (stale) {
      await db
        .update(users)
        .set({
          username: options.username,
          email: options.email.toLowerCase(),
          role: "admin",
          passwordHash: await hashPassword(options.password),
        })
        .where(eq(users.id, adminId));
    }
  }
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
  const before = await countRows(db);

  // ---- the dev admin, kept in step with .dev.vars
  const adminId = seedId("user:admin");
  if (options.admin) await seedAdmin(db, adminId, options.admin, at(-90 * DAY));
  const reviewerId = options.admin ? adminId : null;

  // ---- citizens and experts (only the missing ones are created: hashing is slow by design)
  const existingUsers = new Set((await db.select({ id: users.id }).from(users)).map((u) => u.id));
  const taken = new Set<string>();
  const citizenIds: string[] = [];
  for (const [i, c] of seedCitizens.entries()) {
    const id = seedId(`citizen:${i}`);
    citizenIds.push(id);
    const username = usernameFor(c.firstName, c.lastName, taken);
    if (existingUsers.has(id)) continue;
    await createUser(db, {
      id,
      username,
      email: demoCitizenEmail(i),
      password: options.demoPassword,
      firstName: c.firstName,
      lastName: c.lastName,
      location: c.location,
      occupation: c.occupation,
      politicalAffiliation: c.politicalAffiliation,
      language: c.language,
      country: countryOf(c.location),
      isPremium: i < 3,
      verificationStatus: i % 7 === 3 ? "rejected" : i % 5 === 4 ? "pending" : "verified",
      // Every demo citizen confirmed their e-mail, so their votes count in the public figures
      // (docs/security.md, "Vote integrity"); the verified view shows only those admins verified.
      emailConfirmedAt: at(-(60 - i) * DAY - i * HOUR + HOUR),
      createdAt: at(-(60 - i) * DAY - i * HOUR),
    });
  }
  const expertIds: string[] = [];
  for (const [i, e] of seedExperts.entries()) {
    const id = seedId(`expert:${i}`);
    expertIds.push(id);
    const username = usernameFor(e.firstName, e.lastName, taken);
    if (existingUsers.has(id)) continue;
    await createUser(db, {
      id,
      username,
      email: `expert${String(i + 1).padStart(2, "0")}@${DEMO_EMAIL_DOMAIN}`,
      password: options.demoPassword,
      firstName: e.firstName,
      lastName: e.lastName,
      occupation: e.expertise,
      isExpert: true,
      expertise: e.expertise,
      institution: e.institution,
      verificationStatus: "verified",
      emailConfirmedAt: at(-75 * DAY + i * DAY),
      country: "IN",
      createdAt: at(-75 * DAY + i * DAY),
    });
  }
  const voterPool = [...citizenIds, ...expertIds];

  // ---- headlines and debates, newest first, one every ~3.5 hours
  const existingDebates = new Map(
    (await db.select({ id: schema.debates.id, createdAt: schema.debates.createdAt }).from(schema.debates)).map((d) => [
      d.id,
      d.createdAt,
    ]),
  );
  const debateIds = new Map<string, string>();
  const debateCreatedAt = new Map<string, number>();
  let newDebates = 0;
  for (const [i, d] of seedDebates.entries()) {
    const id = seedId(`debate:${d.key}`);
    debateIds.set(d.key, id);
    const existingCreatedAt = existingDebates.get(id);
    if (existingCreatedAt) {
      debateCreatedAt.set(d.key, Date.parse(existingCreatedAt));
      continue;
    }
    const publishedMs = now.getTime() - i * 3.5 * HOUR - createRandom(`publish:${d.key}`).int(5, 90) * 60_000;
    const headline = await createHeadline(db, {
      id: seedId(`headline:${d.key}`),
      title: d.headline,
      source: d.source,
      url: d.url,
      region: d.region,
      language: d.language,
      publishedAt: new Date(publishedMs).toISOString(),
      fetchedAt: new Date(publishedMs + 8 * 60_000).toISOString(),
    });
    const debate = await createDebate(db, {
      id,
      title: d.title,
      description: d.description,
      category: d.category,
      region: d.region,
      language: d.language,
      originalHeadline: d.headline,
      headlineId: headline.id,
      sources: [
        {
          name: d.source,
          url: d.url,
          title: d.headline,
          language: d.language,
          region: d.region,
          publishedAt: headline.publishedAt,
        },
      ],
      createdAt: new Date(publishedMs + 12 * 60_000).toISOString(),
    });
    newDebates++;
    debateCreatedAt.set(d.key, Date.parse(debate.createdAt));
  }

  // ---- their translations (written by us), through the path machine translations take, marked as ours;
  // stored once each, never overwritten
  await saveDebateTranslations(
    db,
    seedDebates.flatMap((d) =>
      Object.entries(seedDebateTranslations[d.key] ?? {}).map(([language, text]) => ({
        debateId: debateIds.get(d.key) as string,
        language: language as schema.Language,
        title: text.title,
        description: text.description,
        model: SEED_TRANSLATION_MODEL,
      })),
    ),
    at(0),
  );

  // ---- votes, comments and likes: one batch (one transaction) per debate (the database's triggers
  // keep the counters), so a debate that has votes has all of its demo activity and is skipped.
  const debatesWithVotes = new Set(
    (await db.selectDistinct({ debateId: votes.debateId }).from(votes)).map((v) => v.debateId),
  );
  for (const [i, d] of seedDebates.entries()) {
    const debateId = debateIds.get(d.key) as string;
    if (i < UNVOTED_DEBATES || debatesWithVotes.has(debateId)) continue;
    const rng = createRandom(`votes:${d.key}`);
    const createdMs = debateCreatedAt.get(d.key) as number;
    const window = Math.max(HOUR, Math.min(now.getTime() - createdMs, 3 * DAY));
    const lean = 0.15 + rng.next() * 0.7;
    const voters = rng.shuffle(voterPool).slice(0, rng.int(3, voterPool.length - 4));
    const sides: Record<"for" | "against", { userId: string; at: number }[]> = { for: [], against: [] };
    const voteRows: (typeof votes.$inferInsert)[] = [];
    for (const userId of voters) {
      const position = rng.chance(lean) ? "for" : "against";
      const votedAt = createdMs + Math.floor(rng.next() * window);
      sides[position].push({ userId, at: votedAt });
      voteRows.push({ debateId, userId, position, createdAt: new Date(votedAt).toISOString() });
    }
    const commentRows: (typeof comments.$inferInsert)[] = [];
    const likeRows: (typeof commentLikes.$inferInsert)[] = [];
    for (const position of ["for", "against"] as const) {
      const args = position === "for" ? d.forArguments : d.againstArguments;
      for (const [n, content] of args.entries()) {
        const author = sides[position][n];
        if (!author) break;
        const commentId = seedId(`comment:${d.key}:${position}:${n}`);
        const commentedAt = Math.min(now.getTime() - 60_000, author.at + rng.int(1, 240) * 60_000);
        commentRows.push({
          id: commentId,
          debateId,
          userId: author.userId,
          position,
          content,
          createdAt: new Date(commentedAt).toISOString(),
        });
        const likers = rng.shuffle(voterPool.filter((u) => u !== author.userId)).slice(0, rng.int(0, 9));
        for (const userId of likers) {
          likeRows.push({ commentId, userId, createdAt: new Date(commentedAt + HOUR).toISOString() });
        }
      }
    }
    await runInBatches(
      db,
      [
        ...chunkedInserts(voteRows, votes, (rows) => db.insert(votes).values(rows).onConflictDoNothing()),
        ...chunkedInserts(commentRows, comments, (rows) => db.insert(comments).values(rows).onConflictDoNothing()),
        ...chunkedInserts(likeRows, commentLikes, (rows) => db.insert(commentLikes).values(rows).onConflictDoNothing()),
      ],
      500,
    );
  }
  if (newDebates > 0) await refreshTrending(db, now);

  // ---- common ground: reactions to two demo debates' arguments, and their computed groups
  await seedCommonGround(db, { debateIds, voterPool, now });

  // ---- civic education
  const moduleIds = new Map<string, string>();
  const moduleStatements = [];
  for (const [i, m] of seedCivicModules.entries()) {
    const id = seedId(`civic:${m.key}`);
    moduleIds.set(m.key, id);
    moduleStatements.push(
      db
        .insert(civicModules)
        .values({
          id,
          slug: m.key,
          category: m.category,
          difficulty: m.difficulty,
          estimatedTime: m.estimatedTime,
          prerequisites: JSON.stringify(m.prerequisites),
          sortOrder: i,
          createdAt: at(-120 * DAY),
        })
        .onConflictDoNothing(),
    );
    for (const language of schema.LANGUAGES) {
      moduleStatements.push(
        db
          .insert(civicModuleTranslations)
          .values({ moduleId: id, language, ...m.content[language] })
          .onConflictDoNothing(),
      );
    }
  }
  for (const [i, userId] of citizenIds.slice(0, 12).entries()) {
    const modules = seedCivicModules.slice(0, 2 + (i % 5));
    for (const [n, m] of modules.entries()) {
      const startedMs = now.getTime() - (20 - n * 2) * DAY + i * HOUR;
      moduleStatements.push(
        db
          .insert(civicProgress)
          .values({
            userId,
            moduleId: moduleIds.get(m.key) as string,
            startedAt: new Date(startedMs).toISOString(),
            completedAt: n < modules.length - 1 ? new Date(startedMs + m.estimatedTime * 60_000).toISOString() : null,
          })
          .onConflictDoNothing(),
      );
    }
  }
  await runInBatches(db, moduleStatements);

  // ---- policy outcomes, expert input and applications
  const expertStatements = [];
  for (const [i, p] of seedPolicyOutcomes.entries()) {
    expertStatements.push(
      db
        .insert(policyOutcomes)
        .values({
          id: seedId(`policy:${i}`),
          debateId: p.debateKey ? (debateIds.get(p.debateKey) ?? null) : null,
          title: p.title,
          description: p.description,
          outcomeType: p.outcomeType,
          impactLevel: p.impactLevel,
          verificationStatus: p.verificationStatus,
          dateAnnounced: p.dateAnnounced,
          officialDocument: p.officialDocument,
          createdAt: `${p.dateAnnounced}T09:00:00.000Z`,
        })
        .onConflictDoNothing(),
    );
  }
  for (const [i, c] of seedExpertContributions.entries()) {
    const debateId = debateIds.get(c.debateKey);
    const userId = expertIds[c.expert];
    if (!debateId || !userId) throw new Error(`seed: expert contribution ${i} refers to an unknown debate or expert`);
    const createdMs = (debateCreatedAt.get(c.debateKey) as number) + (2 + i) * HOUR;
    expertStatements.push(
      db
        .insert(expertContributions)
        .values({
          id: seedId(`contribution:${i}`),
          debateId,
          userId,
          contributionType: c.contributionType,
          content: c.content,
          supportingDocuments: JSON.stringify(c.supportingDocuments),
          likes: (i * 7) % 23,
          createdAt: new Date(Math.min(createdMs, now.getTime() - 60_000)).toISOString(),
        })
        .onConflictDoNothing(),
    );
  }
  const applicants: { citizen: number; status: "pending" | "rejected"; expertise: string; credentials: string }[] = [
    {
      citizen: 5,
      status: "pending",
      expertise: "Agricultural economics",
      credentials: "Ten years of field research on crop insurance and farm incomes; published survey reports.",
    },
    {
      citizen: 6,
      status: "pending",
      expertise: "Public transport planning",
      credentials: "Worked on bus rapid transit design for two metropolitan transport authorities.",
    },
    {
      citizen: 7,
      status: "rejected",
      expertise: "Cryptocurrency",
      credentials: "Active trader.",
    },
  ];
  for (const a of applicants) {
    const userId = citizenIds[a.citizen] as string;
    expertStatements.push(
      db
        .insert(expertApplications)
        .values({
          id: seedId(`expert-application:${a.citizen}`),
          userId,
          expertise: a.expertise,
          credentials: a.credentials,
          institution: null,
          status: a.status,
          reviewedBy: a.status === "rejected" ? reviewerId : null,
          reviewedAt: a.status === "rejected" ? at(-2 * DAY) : null,
          createdAt: at(-(5 + a.citizen) * DAY),
        })
        .onConflictDoNothing(),
    );
  }
  await runInBatches(db, expertStatements);

  // ---- live rooms and the room_1 competition
  const roomStatements = [];
  for (const [i, r] of seedLiveRooms.entries()) {
    roomStatements.push(
      db
        .insert(liveRooms)
        .values({
          id: r.id,
          title: r.title,
          description: r.description,
          category: r.category,
          hostId: citizenIds[i % 3] ?? null,
          isLive: r.isLive,
          currentParticipants: r.isLive ? Math.min(r.maxParticipants, 3 + i * 2) : 0,
          maxParticipants: r.maxParticipants,
          sessionDuration: r.sessionDuration,
          sessionPrice: r.sessionPrice,
          startsAt: at(r.startsInHours * HOUR),
          createdAt: at(Math.min(r.startsInHours * HOUR, 0) - 2 * DAY),
        })
        .onConflictDoNothing(),
    );
  }
  const outcome = scoreCompetition(
    seedCompetition.participants.map((p) => ({
      userId: citizenIds[p.citizen] as string,
      position: p.position,
      totalMessages: p.totalMessages,
      likesReceived: p.likesReceived,
      peerRating: p.peerRating,
      responseTime: p.responseTime,
      qualityScore: p.qualityScore,
      factualAccuracy: p.factualAccuracy,
      argumentStrength: p.argumentStrength,
    })),
  );
  const competitionRoom = seedLiveRooms.find((r) => r.id === seedCompetition.roomId);
  const endedAt = at(
    (competitionRoom?.startsInHours ?? -30) * HOUR + (competitionRoom?.sessionDuration ?? 60) * 60_000,
  );
  for (const p of outcome.participants) {
    roomStatements.push(
      db
        .insert(competitionScores)
        .values({ roomId: seedCompetition.roomId, ...p, createdAt: endedAt })
        .onConflictDoNothing(),
    );
  }
  roomStatements.push(
    db
      .insert(competitionResults)
      .values({
        roomId: seedCompetition.roomId,
        debateEndedAt: endedAt,
        winnerUserId: outcome.winnerUserId,
        winningPosition: outcome.winningPosition,
        supportScore: outcome.supportScore,
        opposeScore: outcome.opposeScore,
        runnerUpUserId: outcome.runnerUpUserId,
        totalParticipants: outcome.participants.length,
        scoringMethod: SCORING_METHOD,
        resultSummary: seedCompetition.resultSummary,
        mvpMessage: seedCompetition.mvpMessage,
        createdAt: endedAt,
      })
      .onConflictDoNothing(),
  );
  for (const a of outcome.achievements) {
    roomStatements.push(
      db
        .insert(competitionAchievements)
        .values({
          id: seedId(`achievement:${seedCompetition.roomId}:${a.achievementType}`),
          roomId: seedCompetition.roomId,
          userId: a.userId,
          achievementType: a.achievementType,
          createdAt: endedAt,
        })
        .onConflictDoNothing(),
    );
  }
  await runInBatches(db, roomStatements);

  // ---- campaigns (prices from the catalogue) and their ad analytics
  const campaignStatements = [];
  const existingCampaigns = new Set((await db.select({ id: campaigns.id }).from(campaigns)).map((c) => c.id));
  for (const [i, c] of seedCampaigns.entries()) {
    const pkg = CAMPAIGN_PACKAGES[c.packageType];
    const id = seedId(`campaign:${i}`);
    // A campaign's analytics are inserted with it, in the same batch; their days depend on `now`.
    if (existingCampaigns.has(id)) continue;
    const createdMs = now.getTime() - (pkg.duration + 10 - i) * DAY;
    const paid = c.status !== "pending";
    const activatedMs = c.status === "active" ? now.getTime() - Math.floor(pkg.duration / 2) * DAY : createdMs + DAY;
    const endsMs = activatedMs + pkg.duration * DAY;
    campaignStatements.push(
      db
        .insert(campaigns)
        .values({
          id,
          ownerId: citizenIds[8 + (i % 4)] as string,
          campaignTitle: c.campaignTitle,
          partyName: c.partyName,
          packageType: c.packageType,
          status: c.status,
          campaignBudget: packagePrice(c.packageType, c.currency),
          currency: c.currency,
          targetAudience: c.targetAudience,
          campaignDuration: pkg.duration,
          contactEmail: c.contactEmail,
          description: c.description,
          paymentIntentId: paid ? `pi_seed_${id.replace(/-/g, "").slice(0, 20)}` : null,
          paidAt: paid ? new Date(createdMs + HOUR).toISOString() : null,
          activatedAt: c.status === "active" || c.status === "completed" ? new Date(activatedMs).toISOString() : null,
          endsAt: c.status === "active" || c.status === "completed" ? new Date(endsMs).toISOString() : null,
          createdAt: new Date(createdMs).toISOString(),
        })
        .onConflictDoNothing(),
    );
    if (c.status === "active" || c.status === "completed") {
      const rng = createRandom(`ads:${i}`);
      const eventRows: (typeof adEvents.$inferInsert)[] = [];
      const lastMs = Math.min(endsMs, now.getTime());
      for (let day = activatedMs; day <= lastMs; day += DAY) {
        const dayKey = new Date(day).toISOString().slice(0, 10);
        const impressions = rng.int(400, 4000);
        const clicks = Math.round(impressions * (0.01 + rng.next() * 0.03));
        eventRows.push(
          { campaignId: id, kind: "impression", day: dayKey, count: impressions },
          { campaignId: id, kind: "click", day: dayKey, count: clicks },
        );
      }
      campaignStatements.push(
        ...chunkedInserts(eventRows, adEvents, (rows) => db.insert(adEvents).values(rows).onConflictDoNothing()),
      );
    }
  }
  await runInBatches(db, campaignStatements, 1000);

  const after = await countRows(db);
  const report: SeedReport = {};
  for (const [table, n] of Object.entries(after)) report[table] = n - (before[table] ?? 0);
  return report;
}

/** Ids of the demo debates, for tests that need to find them. */
export function seedDebateId(key: string) {
  return seedId(`debate:${key}`);
}
