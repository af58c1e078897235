/**
 * Civic education (docs/civic.md): modules with their lessons in the reader's language, a
 * citizen's progress through them (no record, then started, then completed), and the progress
 * summary: modules completed, time spent and the current streak, all from the real times a
 * citizen started and completed each module.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { civicModuleTranslations, civicModules, civicProgress, type Language } from "~/db/schema";
import type { Message } from "~/utils/message";

import type { CivicFilter } from "./modules.schema";

const MINUTE = 60_000;
const DAY = 86_400_000;
/** A module left open counts for at most this many times its estimated time (docs/civic.md). */
const TIME_SPENT_CAP = 2;

interface ModuleProgress {
  started: boolean;
  completed: boolean;
  /** Percent of the module done: 100 once completed, else 0 (a module is one lesson). */
  progress: number;
  startedAt: string | null;
  completedAt: string | null;
}

export interface CivicModuleCard {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** The language the title, description and lesson are written in (English when not translated). */
  language: Language;
  category: (typeof civicModules.$inferSelect)["category"];
  difficulty: (typeof civicModules.$inferSelect)["difficulty"];
  /** Minutes. */
  estimatedTime: number;
  /** The titles of the modules to finish first. */
  prerequisites: string[];
  /** The signed-in reader's progress; absent for visitors. */
  userProgress?: ModuleProgress;
}

interface PrerequisiteView {
  id: string;
  title: string;
  completed: boolean;
}

export interface CivicModuleDetail extends CivicModuleCard {
  body: string;
  prerequisiteModules: PrerequisiteView[];
  /** Prerequisites the signed-in reader has not completed (empty for visitors). */
  missingPrerequisites: PrerequisiteView[];
}

interface CatalogueRow {
  id: string;
  slug: string;
  category: CivicModuleCard["category"];
  difficulty: CivicModuleCard["difficulty"];
  estimatedTime: number;
  prerequisiteSlugs: string[];
  title: string;
  description: string;
  language: Language;
}

function parseSlugs(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Every module, in catalogue order, with its text in `language` (English where it has none). */
async function catalogue(db: Database, language: Language): Promise<CatalogueRow[]> {
  const languages: Language[] = language === "en" ? ["en"] : [language, "en"];
  const rows = await db
    .select({
      id: civicModules.id,
      slug: civicModules.slug,
      category: civicModules.category,
      difficulty: civicModules.difficulty,
      estimatedTime: civicModules.estimatedTime,
      prerequisites: civicModules.prerequisites,
      sortOrder: civicModules.sortOrder,
      title: civicModuleTranslations.title,
      description: civicModuleTranslations.description,
      language: civicModuleTranslations.language,
    })
    .from(civicModules)
    .innerJoin(
      civicModuleTranslations,
      and(eq(civicModuleTranslations.moduleId, civicModules.id), inArray(civicModuleTranslations.language, languages)),
    )
    .orderBy(civicModules.sortOrder, civicModules.slug);
  const byId = new Map<string, CatalogueRow>();
  for (const row of rows) {
    const seen = byId.get(row.id);
    if (seen && seen.language === language) continue;
    byId.set(row.id, {
      id: row.id,
      slug: row.slug,
      category: row.category,
      difficulty: row.difficulty,
      estimatedTime: row.estimatedTime,
      prerequisiteSlugs: parseSlugs(row.prerequisites),
      title: row.title,
      description: row.description,
      language: row.language,
    });
  }
  return [...byId.values()];
}

type ProgressRow = typeof civicProgress.$inferSelect;

async function progressRows(db: Database, userId: string) {
  return db.select().from(civicProgress).where(eq(civicProgress.userId, userId));
}

function progressOf(row: ProgressRow | undefined): ModuleProgress {
  return {
    started: Boolean(row),
    completed: Boolean(row?.completedAt),
    progress: row?.completedAt ? 100 : 0,
    startedAt: row?.startedAt ?? null,
    completedAt: row?.completedAt ?? null,
  };
}

function toCard(row: CatalogueRow, bySlug: Map<string, CatalogueRow>, progress?: Map<string, ProgressRow>) {
  const card: CivicModuleCard = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    language: row.language,
    category: row.category,
    difficulty: row.difficulty,
    estimatedTime: row.estimatedTime,
    prerequisites: row.prerequisiteSlugs.map((slug) => bySlug.get(slug)?.title ?? slug),
  };
  if (progress) card.userProgress = progressOf(progress.get(row.id));
  return card;
}

/** The module cards of `category` ("all": every one), with the reader's progress when signed in. */
export async function listModules(
  db: Database,
  { language, category = "all", userId = null }: { language: Language; category?: CivicFilter; userId?: string | null },
): Promise<CivicModuleCard[]> {
  const [rows, progress] = await Promise.all([
    catalogue(db, language),
    userId ? progressRows(db, userId) : Promise.resolve(null),
  ]);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const byModule = progress ? new Map(progress.map((p) => [p.moduleId, p])) : undefined;
  return rows
    .filter((row) => category === "all" || row.category === category)
    .map((row) => toCard(row, bySlug, byModule));
}

/** One module with its lesson, its prerequisites and what the reader still has to finish. */
export async function getModule(
  db: Database,
  moduleId: string,
  { language, userId = null }: { language: Language; userId?: string | null },
): Promise<CivicModuleDetail | null> {
  const [rows, progress] = await Promise.all([
    catalogue(db, language),
    userId ? progressRows(db, userId) : Promise.resolve(null),
  ]);
  const row = rows.find((r) => r.id === moduleId);
  if (!row) return null;
  const [lesson] = await db
    .select({ body: civicModuleTranslations.body })
    .from(civicModuleTranslations)
    .where(and(eq(civicModuleTranslations.moduleId, moduleId), eq(civicModuleTranslations.language, row.language)));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const byModule = progress ? new Map(progress.map((p) => [p.moduleId, p])) : undefined;
  const prerequisiteModules = row.prerequisiteSlugs.flatMap((slug) => {
    const prerequisite = bySlug.get(slug);
    if (!prerequisite) return [];
    return [
      {
        id: prerequisite.id,
        title: prerequisite.title,
        completed: Boolean(byModule?.get(prerequisite.id)?.completedAt),
      },
    ];
  });
  return {
    ...toCard(row, bySlug, byModule),
    body: lesson?.body ?? "",
    prerequisiteModules,
    missingPrerequisites: userId ? prerequisiteModules.filter((p) => !p.completed) : [],
  };
}

type ModuleActionResult =
  | { ok: true; changed: boolean; progress: ModuleProgress }
  | { ok: false; status: 404 | 409; error: Message; missingPrerequisites?: PrerequisiteView[] };

const notFound = { ok: false, status: 404, error: { key: "civicEducation.errors.notFound" } } as const;

/** "A, B and C" in the reader's language. */
function listOf(titles: string[], language: Language) {
  return new Intl.ListFormat(language, { style: "long", type: "conjunction" }).format(titles);
}

/**
 * Starts a module: once (starting again changes nothing), and only when its prerequisites are
 * completed (otherwise the answer names them).
 */
export async function startModule(
  db: Database,
  {
    userId,
    moduleId,
    language,
    now = new Date(),
  }: { userId: string; moduleId: string; language: Language; now?: Date },
): Promise<ModuleActionResult> {
  const found = await getModule(db, moduleId, { language, userId });
  if (!found) return notFound;
  if (found.userProgress?.started) return { ok: true, changed: false, progress: found.userProgress };
  if (found.missingPrerequisites.length > 0) {
    return {
      ok: false,
      status: 409,
      error: {
        key: "civicEducation.errors.prerequisites",
        values: {
          modules: listOf(
            found.missingPrerequisites.map((p) => p.title),
            language,
          ),
        },
      },
      missingPrerequisites: found.missingPrerequisites,
    };
  }
  const startedAt = now.toISOString();
  const inserted = await db
    .insert(civicProgress)
    .values({ userId, moduleId, startedAt, completedAt: null })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { ok: true, changed: true, progress: progressOf(inserted[0]) };
  // Started meanwhile (another tab): the first start stands.
  const [row] = await db
    .select()
    .from(civicProgress)
    .where(and(eq(civicProgress.userId, userId), eq(civicProgress.moduleId, moduleId)));
  return { ok: true, changed: false, progress: progressOf(row) };
}

/** Completes a started module: once (completing again changes nothing), and never before it was started. */
export async function completeModule(
  db: Database,
  { userId, moduleId, now = new Date() }: { userId: string; moduleId: string; now?: Date },
): Promise<ModuleActionResult> {
  const where = and(eq(civicProgress.userId, userId), eq(civicProgress.moduleId, moduleId));
  const [updated] = await db
    .update(civicProgress)
    .set({ completedAt: now.toISOString() })
    .where(and(where, isNull(civicProgress.completedAt)))
    .returning();
  if (updated) return { ok: true, changed: true, progress: progressOf(updated) };
  const [row] = await db.select().from(civicProgress).where(where);
  if (row) return { ok: true, changed: false, progress: progressOf(row) };
  const [exists] = await db.select({ id: civicModules.id }).from(civicModules).where(eq(civicModules.id, moduleId));
  if (!exists) return notFound;
  return { ok: false, status: 409, error: { key: "civicEducation.errors.startFirst" } };
}

// ---------------------------------------------------------------- the progress summary

export interface CivicSummary {
  completedModules: number;
  /** Started and not completed yet. */
  inProgressModules: number;
  totalModules: number;
  /** completedModules / totalModules, rounded; 0 when there are no modules. */
  progressPercentage: number;
  /** Minutes. */
  totalTimeSpent: number;
  /** Days. */
  currentStreak: number;
}

/** The UTC calendar day of a time, as a day number (days since 1970-01-01). */
const dayOf = (iso: string) => Math.floor(Date.parse(iso) / DAY);

/**
 * Consecutive UTC days, up to today, on which the citizen started or completed a module. A streak
 * still counts on a day without activity yet: it ends only once a whole day passes without any
 * (so it is the run ending today, or else the run ending yesterday; 0 otherwise).
 */
export function currentStreak(activity: readonly string[], now: Date): number {
  const days = new Set(activity.filter((iso) => !Number.isNaN(Date.parse(iso))).map(dayOf));
  const today = Math.floor(now.getTime() / DAY);
  let day = days.has(today) ? today : today - 1;
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day--;
  }
  return streak;
}

/**
 * Minutes spent on completed modules: for each, the time from its start to its completion, but at
 * most TIME_SPENT_CAP times its estimated time (a lesson left open overnight is not a night of study).
 */
export function timeSpentMinutes(
  rows: readonly { startedAt: string; completedAt: string | null; estimatedTime: number }[],
): number {
  let total = 0;
  for (const row of rows) {
    if (!row.completedAt) continue;
    const elapsed = Math.max(0, Date.parse(row.completedAt) - Date.parse(row.startedAt)) / MINUTE;
    if (Number.isNaN(elapsed)) continue;
    total += Math.min(elapsed, row.estimatedTime * TIME_SPENT_CAP);
  }
  return Math.round(total);
}

export function progressPercentage(completed: number, total: number): number {
  if (!Number.isFinite(completed) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.round((completed / total) * 100);
}

export async function civicSummary(db: Database, userId: string, now = new Date()): Promise<CivicSummary> {
  const [rows, modules] = await Promise.all([
    db
      .select({
        startedAt: civicProgress.startedAt,
        completedAt: civicProgress.completedAt,
        estimatedTime: civicModules.estimatedTime,
      })
      .from(civicProgress)
      .innerJoin(civicModules, eq(civicModules.id, civicProgress.moduleId))
      .where(eq(civicProgress.userId, userId)),
    db.select({ id: civicModules.id }).from(civicModules),
  ]);
  const completedModules = rows.filter((r) => r.completedAt).length;
  return {
    completedModules,
    inProgressModules: rows.length - completedModules,
    totalModules: modules.length,
    progressPercentage: progressPercentage(completedModules, modules.length),
    totalTimeSpent: timeSpentMinutes(rows),
    currentStreak: currentStreak(
      rows.flatMap((r) => (r.completedAt ? [r.startedAt, r.completedAt] : [r.startedAt])),
      now,
    ),
  };
}
