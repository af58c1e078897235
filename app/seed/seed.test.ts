/**
 * The demo seed, run inside workerd against a D1 built by the real migrations:
 * it holds everything the foundation issue lists, its counters are exact, its
 * passwords are real hashes, and a second run adds nothing.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { verifyPassword } from "~/utils/password.server";
import { CIVIC_CATEGORIES, CONTRIBUTION_TYPES, OUTCOME_TYPES, OUTCOME_VERIFICATIONS } from "~/db/schema";

import { createDb } from "~/db/client.server";
import { withTranslations } from "~/models/debates/translations.server";

import { seedDebateTranslations, seedDebates } from "./content";
import { UNVOTED_DEBATES, demoCitizenEmail, seedDatabase, seedDebateId, type SeedReport } from "./seed";

const db = createDb(env.DB);
const options = {
  admin: { username: "seedadmin", email: "SeedAdmin@DebateStorm.local", password: "seed-admin-password" },
  demoPassword: "seed-demo-password",
  now: new Date("2026-11-21T12:00:00Z"),
};

async function rows<T>(query: string, ...params: unknown[]) {
  return (
    await env.DB.prepare(query)
      .bind(...params)
      .all<T>()
  ).results;
}
async function value(query: string, ...params: unknown[]) {
  const [row] = await rows<{ v: number }>(query, ...params);
  return row?.v ?? 0;
}

let first: SeedReport;
beforeAll(async () => {
  first = await seedDatabase(db, options);
});

describe("the demo seed", () => {
  it("adds at least 60 debates across both regions", async () => {
    expect(first.debates).toBeGreaterThanOrEqual(60);
    expect(await value("SELECT count(*) v FROM debates WHERE region = 'global'")).toBeGreaterThanOrEqual(25);
    expect(await value("SELECT count(*) v FROM debates WHERE region = 'bharat'")).toBeGreaterThanOrEqual(25);
  });

  it("has trending debates, and debates nobody has voted on yet", async () => {
    expect(await value("SELECT count(*) v FROM debates WHERE is_trending = 1")).toBeGreaterThan(0);
    expect(await value("SELECT count(*) v FROM debates WHERE for_count + against_count = 0")).toBe(UNVOTED_DEBATES);
  });

  it("links every debate to a stored headline, in both regions and all three languages", async () => {
    expect(await value("SELECT count(*) v FROM debates WHERE headline_id IS NULL")).toBe(0);
    expect(await value("SELECT count(DISTINCT region) v FROM headlines")).toBe(2);
    expect(await value("SELECT count(DISTINCT language) v FROM debates")).toBe(3);
  });

  it("has 40 demo citizens who voted and commented on both sides", async () => {
    const citizens = await rows<{ id: string }>(
      "SELECT id FROM users WHERE email LIKE 'citizen%@debatestorm.local' AND role = 'citizen'",
    );
    expect(citizens).toHaveLength(40);
    expect(await value("SELECT count(DISTINCT position) v FROM votes")).toBe(2);
    expect(await value("SELECT count(DISTINCT position) v FROM comments")).toBe(2);
    expect(
      await value(
        "SELECT count(DISTINCT user_id) v FROM votes WHERE user_id IN (SELECT id FROM users WHERE email LIKE 'citizen%')",
      ),
    ).toBeGreaterThanOrEqual(35);
    expect(await value("SELECT count(*) v FROM comments")).toBeGreaterThan(100);
  });

  it("posts every comment on the side its author voted for", async () => {
    expect(
      await value(
        "SELECT count(*) v FROM comments c JOIN votes v ON v.debate_id = c.debate_id AND v.user_id = c.user_id WHERE v.position <> c.position",
      ),
    ).toBe(0);
  });

  it("keeps every debate's counters equal to its votes and participants, every one of them counted", async () => {
    const wrong = await rows(
      `SELECT d.id FROM debates d WHERE
         d.for_count <> (SELECT count(*) FROM votes v WHERE v.debate_id = d.id AND v.position = 'for')
      OR d.against_count <> (SELECT count(*) FROM votes v WHERE v.debate_id = d.id AND v.position = 'against')
      OR d.participant_count <> (SELECT count(*) FROM (SELECT user_id FROM votes WHERE debate_id = d.id
                                 UNION SELECT user_id FROM comments WHERE debate_id = d.id))`,
    );
    expect(wrong).toEqual([]);
    // The demo's citizens all confirmed their e-mail, so the figures look alive after `npm start`.
    expect(await value("SELECT count(*) v FROM votes WHERE counted = 0")).toBe(0);
    expect(
      await value(
        "SELECT count(*) v FROM comments c WHERE likes <> (SELECT count(*) FROM comment_likes l WHERE l.comment_id = c.id)",
      ),
    ).toBe(0);
  });

  it("stores real PBKDF2 hashes for the admin and the demo citizens", async () => {
    const [admin] = await rows<{ role: string; password_hash: string; username: string }>(
      "SELECT role, password_hash, username FROM users WHERE email = ?",
      "seedadmin@debatestorm.local",
    );
    expect(admin?.role).toBe("admin");
    expect(admin?.username).toBe("seedadmin");
    expect(admin?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(await verifyPassword("seed-admin-password", admin?.password_hash)).toBe(true);

    const [citizen] = await rows<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = ?",
      demoCitizenEmail(0),
    );
    expect(await verifyPassword("seed-demo-password", citizen?.password_hash)).toBe(true);
    expect(await verifyPassword("wrong", citizen?.password_hash)).toBe(false);
  });

  it("has civic modules in every category, each in English, Hindi and Bengali", async () => {
    expect(first.civic_modules).toBeGreaterThanOrEqual(8);
    const categories = await rows<{ category: string }>("SELECT DISTINCT category FROM civic_modules");
    expect(categories.map((c) => c.category).sort()).toEqual([...CIVIC_CATEGORIES].sort());
    expect(
      await value(
        "SELECT count(*) v FROM civic_modules m WHERE (SELECT count(*) FROM civic_module_translations t WHERE t.module_id = m.id) <> 3",
      ),
    ).toBe(0);
    const [hindi] = await rows<{ title: string }>(
      "SELECT title FROM civic_module_translations WHERE language = 'hi' LIMIT 1",
    );
    expect(hindi?.title).toMatch(/[\u0900-\u097F]/);
  });

  it("has policy outcomes of every type and status, and expert contributions of every type", async () => {
    const types = await rows<{ outcome_type: string }>("SELECT DISTINCT outcome_type FROM policy_outcomes");
    expect(types.map((t) => t.outcome_type).sort()).toEqual([...OUTCOME_TYPES].sort());
    const statuses = await rows<{ verification_status: string }>(
      "SELECT DISTINCT verification_status FROM policy_outcomes",
    );
    expect(statuses.map((s) => s.verification_status).sort()).toEqual([...OUTCOME_VERIFICATIONS].sort());
    const contributions = await rows<{ contribution_type: string }>(
      "SELECT DISTINCT contribution_type FROM expert_contributions",
    );
    expect(contributions.map((c) => c.contribution_type).sort()).toEqual([...CONTRIBUTION_TYPES].sort());
    expect(
      await value(
        "SELECT count(*) v FROM expert_contributions c JOIN users u ON u.id = c.user_id WHERE u.is_expert = 0",
      ),
    ).toBe(0);
  });

  it("has live and scheduled rooms, and the room_1 competition with at least 6 scored participants", async () => {
    expect(await value("SELECT count(*) v FROM live_rooms WHERE is_live = 1")).toBeGreaterThan(0);
    expect(
      await value("SELECT count(*) v FROM live_rooms WHERE is_live = 0 AND starts_at > ?", options.now.toISOString()),
    ).toBeGreaterThan(0);
    expect(await value("SELECT count(*) v FROM competition_scores WHERE room_id = 'room_1'")).toBeGreaterThanOrEqual(6);
    const [result] = await rows<{ winner_user_id: string; scoring_method: string }>(
      "SELECT winner_user_id, scoring_method FROM competition_results WHERE room_id = 'room_1'",
    );
    expect(result?.scoring_method).toBe("comprehensive");
    expect(
      await value(
        "SELECT is_winner v FROM competition_scores WHERE room_id = 'room_1' AND user_id = ?",
        result?.winner_user_id,
      ),
    ).toBe(1);
  });

  it("ships every demo debate in the other two languages, stored as translations marked as ours", async () => {
    expect(first.debate_translations).toBe(seedDebates.length * 2);
    for (const debate of seedDebates) {
      const languages = Object.keys(seedDebateTranslations[debate.key] ?? {}).sort();
      expect(languages, debate.key).toEqual(["bn", "en", "hi"].filter((l) => l !== debate.language));
    }
    expect(await value("SELECT count(*) v FROM debate_translations WHERE model <> 'seed'")).toBe(0);
    expect(
      await value(
        "SELECT count(*) v FROM debate_translations t JOIN debates d ON d.id = t.debate_id WHERE t.language = d.language",
      ),
    ).toBe(0);
    // A Hindi reader of an English debate gets our Hindi, said to be ours, not a model's.
    const english = seedDebates.find((d) => d.language === "en")!;
    const [shown] = await withTranslations(db, [{ id: seedDebateId(english.key), language: "en" as const }], "hi");
    expect(shown?.translation).toEqual({ ...seedDebateTranslations[english.key]!.hi, language: "hi", source: "seed" });
  });

  it("has campaigns in every status, priced from the package catalogue", async () => {
    const statuses = await rows<{ status: string }>("SELECT DISTINCT status FROM campaigns");
    expect(statuses.map((s) => s.status).sort()).toEqual(["active", "cancelled", "completed", "pending"]);
    expect(
      await value(`SELECT count(*) v FROM campaigns WHERE NOT (
        (package_type = 'basic' AND campaign_budget = CASE currency WHEN 'usd' THEN 29900 ELSE 2499000 END) OR
        (package_type = 'premium' AND campaign_budget = CASE currency WHEN 'usd' THEN 79900 ELSE 6699000 END) OR
        (package_type = 'enterprise' AND campaign_budget = CASE currency WHEN 'usd' THEN 199900 ELSE 16799000 END))`),
    ).toBe(0);
  });

  it("adds nothing when run again", async () => {
    const second = await seedDatabase(db, { ...options, now: new Date("2026-11-25T12:00:00Z") });
    expect(
      Object.values(second).every((n) => n === 0),
      JSON.stringify(second),
    ).toBe(true);
  });

  it("runs without an admin (npm run start:prod), leaving the existing one as it is", async () => {
    const second = await seedDatabase(db, { ...options, admin: null });
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
    expect(await value("SELECT count(*) v FROM users WHERE username = 'seedadmin' AND role = 'admin'")).toBe(1);
  });

  it("brings the admin's password in line with a changed .dev.vars", async () => {
    await seedDatabase(db, { ...options, admin: { ...options.admin, password: "rotated-admin-password" } });
    const [admin] = await rows<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE username = 'seedadmin'",
    );
    expect(await verifyPassword("rotated-admin-password", admin?.password_hash)).toBe(true);
  });
});
