import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { civicModules, civicModuleTranslations, type Language } from "~/db/schema";
import { createUser } from "~/seed/factories";

import {
  civicSummary,
  completeModule,
  currentStreak,
  getModule,
  listModules,
  progressPercentage,
  startModule,
  timeSpentMinutes,
} from "./modules.server";

const db = createDb(env.DB);

/** A module of its own (unique slug), with lessons in the languages given. */
async function createModule({
  prerequisites = [] as string[],
  estimatedTime = 10,
  languages = ["en", "hi", "bn"] as Language[],
} = {}) {
  const id = crypto.randomUUID().replaceAll("-", "");
  const slug = `test-module-${id}`;
  await db.insert(civicModules).values({
    id,
    slug,
    category: "rights_duties",
    difficulty: "beginner",
    estimatedTime,
    prerequisites: JSON.stringify(prerequisites),
    sortOrder: 1000,
    createdAt: new Date().toISOString(),
  });
  for (const language of languages) {
    await db.insert(civicModuleTranslations).values({
      moduleId: id,
      language,
      title: `${language} title ${slug}`,
      description: `${language} description`,
      body: `${language} lesson`,
    });
  }
  return { id, slug };
}

const citizen = async () => (await createUser(db, { password: null })).user;
const at = (iso: string) => new Date(iso);

describe("starting and completing a module", () => {
  it("starts once and completes once: repeating either changes nothing", async () => {
    const user = await citizen();
    const mod = await createModule();
    const first = await startModule(db, {
      userId: user.id,
      moduleId: mod.id,
      language: "en",
      now: at("2026-11-01T10:00:00Z"),
    });
    expect(first).toMatchObject({
      ok: true,
      changed: true,
      progress: { started: true, completed: false, progress: 0 },
    });
    const again = await startModule(db, {
      userId: user.id,
      moduleId: mod.id,
      language: "en",
      now: at("2026-11-01T11:00:00Z"),
    });
    expect(again).toMatchObject({ ok: true, changed: false, progress: { startedAt: "2026-11-01T10:00:00.000Z" } });

    const done = await completeModule(db, { userId: user.id, moduleId: mod.id, now: at("2026-11-01T10:12:00Z") });
    expect(done).toMatchObject({ ok: true, changed: true, progress: { completed: true, progress: 100 } });
    const doneAgain = await completeModule(db, { userId: user.id, moduleId: mod.id, now: at("2026-11-02T10:00:00Z") });
    expect(doneAgain).toMatchObject({
      ok: true,
      changed: false,
      progress: { completedAt: "2026-11-01T10:12:00.000Z" },
    });
    // Starting a completed module does not reopen it.
    const restart = await startModule(db, { userId: user.id, moduleId: mod.id, language: "en" });
    expect(restart).toMatchObject({ ok: true, changed: false, progress: { completed: true } });
  });

  it("refuses to complete a module that was never started (409), and unknown modules (404)", async () => {
    const user = await citizen();
    const mod = await createModule();
    expect(await completeModule(db, { userId: user.id, moduleId: mod.id })).toMatchObject({
      ok: false,
      status: 409,
      error: { key: "civicEducation.errors.startFirst" },
    });
    expect(await completeModule(db, { userId: user.id, moduleId: "0".repeat(32) })).toMatchObject({ status: 404 });
    expect(await startModule(db, { userId: user.id, moduleId: "0".repeat(32), language: "en" })).toMatchObject({
      status: 404,
    });
  });

  it("names the unfinished prerequisites instead of starting, and starts once they are completed", async () => {
    const user = await citizen();
    const basics = await createModule();
    const next = await createModule({ prerequisites: [basics.slug] });
    const refused = await startModule(db, { userId: user.id, moduleId: next.id, language: "hi" });
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      error: { key: "civicEducation.errors.prerequisites", values: { modules: `hi title ${basics.slug}` } },
    });
    await startModule(db, { userId: user.id, moduleId: basics.id, language: "en" });
    // Started is not enough.
    expect(await startModule(db, { userId: user.id, moduleId: next.id, language: "en" })).toMatchObject({
      status: 409,
    });
    await completeModule(db, { userId: user.id, moduleId: basics.id });
    expect(await startModule(db, { userId: user.id, moduleId: next.id, language: "en" })).toMatchObject({
      ok: true,
      changed: true,
    });
  });
});

describe("the modules a reader sees", () => {
  it("are in the reader's language, in English where a lesson is not translated, with the reader's progress", async () => {
    const user = await citizen();
    const translated = await createModule();
    const englishOnly = await createModule({ languages: ["en"] });
    await startModule(db, { userId: user.id, moduleId: translated.id, language: "bn" });

    const detail = await getModule(db, translated.id, { language: "bn", userId: user.id });
    expect(detail).toMatchObject({
      language: "bn",
      body: "bn lesson",
      userProgress: { started: true, completed: false },
    });
    const fallback = await getModule(db, englishOnly.id, { language: "hi", userId: null });
    expect(fallback).toMatchObject({ language: "en", body: "en lesson", missingPrerequisites: [] });
    expect(fallback?.userProgress).toBeUndefined();

    const cards = await listModules(db, { language: "hi", category: "rights_duties", userId: user.id });
    const mine = cards.find((c) => c.id === translated.id);
    expect(mine).toMatchObject({ title: `hi title ${translated.slug}`, userProgress: { started: true } });
    expect(cards.every((c) => c.category === "rights_duties")).toBe(true);
    expect(await listModules(db, { language: "en", category: "constitution" })).not.toContainEqual(
      expect.objectContaining({ id: translated.id }),
    );
  });
});

describe("the progress summary", () => {
  it("counts completed modules, the minutes between start and completion, and the streak, from the real times", async () => {
    const user = await citizen();
    const a = await createModule({ estimatedTime: 15 });
    const b = await createModule({ estimatedTime: 10 });
    const c = await createModule({ estimatedTime: 5 });
    await startModule(db, { userId: user.id, moduleId: a.id, language: "en", now: at("2026-11-03T09:00:00Z") });
    await completeModule(db, { userId: user.id, moduleId: a.id, now: at("2026-11-03T09:12:00Z") });
    await startModule(db, { userId: user.id, moduleId: b.id, language: "en", now: at("2026-11-04T20:00:00Z") });
    // Left open overnight: counts at most twice the estimated time (20 minutes).
    await completeModule(db, { userId: user.id, moduleId: b.id, now: at("2026-11-05T07:00:00Z") });
    await startModule(db, { userId: user.id, moduleId: c.id, language: "en", now: at("2026-11-05T08:00:00Z") });

    const summary = await civicSummary(db, user.id, at("2026-11-05T18:00:00Z"));
    expect(summary).toMatchObject({ completedModules: 2, inProgressModules: 1, totalTimeSpent: 32, currentStreak: 3 });
    expect(summary.progressPercentage).toBe(progressPercentage(2, summary.totalModules));
    // The next day without activity yet, the streak still stands; a day later it is over.
    expect((await civicSummary(db, user.id, at("2026-11-06T12:00:00Z"))).currentStreak).toBe(3);
    expect((await civicSummary(db, user.id, at("2026-11-07T12:00:00Z"))).currentStreak).toBe(0);
  });

  it("is all zero for a citizen who has not started anything", async () => {
    const user = await citizen();
    expect(await civicSummary(db, user.id)).toMatchObject({
      completedModules: 0,
      inProgressModules: 0,
      totalTimeSpent: 0,
      currentStreak: 0,
      progressPercentage: 0,
    });
  });
});

describe("the streak", () => {
  const now = at("2026-11-10T12:00:00Z");
  it("counts consecutive UTC days ending today or yesterday, across month ends", () => {
    expect(currentStreak([], now)).toBe(0);
    expect(currentStreak(["2026-11-10T00:00:01Z"], now)).toBe(1);
    expect(currentStreak(["2026-11-09T23:59:59Z"], now)).toBe(1);
    expect(currentStreak(["2026-11-08T12:00:00Z"], now)).toBe(0);
    expect(currentStreak(["2026-11-10T01:00:00Z", "2026-11-10T02:00:00Z", "2026-11-09T05:00:00Z"], now)).toBe(2);
    expect(currentStreak(["2026-11-10T01:00:00Z", "2026-11-08T05:00:00Z"], now)).toBe(1);
    expect(
      currentStreak(
        ["2026-11-01T10:00:00Z", "2026-10-31T10:00:00Z", "2026-10-30T10:00:00Z"],
        at("2026-11-01T23:00:00Z"),
      ),
    ).toBe(3);
    expect(currentStreak(["not a date"], now)).toBe(0);
  });
});

describe("time spent and the percentage", () => {
  it("adds completed modules only, capped at twice their estimate, and rounds", () => {
    expect(
      timeSpentMinutes([
        { startedAt: "2026-11-01T10:00:00Z", completedAt: "2026-11-01T10:07:30Z", estimatedTime: 10 },
        { startedAt: "2026-11-01T10:00:00Z", completedAt: null, estimatedTime: 10 },
        { startedAt: "2026-11-01T10:00:00Z", completedAt: "2026-11-02T10:00:00Z", estimatedTime: 10 },
      ]),
    ).toBe(28);
    expect(progressPercentage(1, 3)).toBe(33);
    expect(progressPercentage(2, 3)).toBe(67);
    expect(progressPercentage(0, 0)).toBe(0);
    expect(progressPercentage(Number.NaN, 4)).toBe(0);
  });
});
