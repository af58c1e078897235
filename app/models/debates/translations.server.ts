/**
 * Debates in the reader's language: a debate keeps its original language (`debates.language`),
 * and, when a Workers AI binding is configured, the news run has its title and description
 * translated into the other languages of the UI (workers/news/translate.ts) and stores them here
 * (`debate_translations`). Pages show a debate in the reader's language when a translation
 * exists, marked as one, with the original one tap away; without one, the original. The demo seed
 * stores its hand-written translations here too, marked as such (SEED_TRANSLATION_MODEL).
 */
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import * as z from "~/utils/zod";

import { chunkForD1, runBatch, type Database } from "~/db/client.server";
import { LANGUAGES, debateTranslations, debates, type Language } from "~/db/schema";

import type { PublicDebate } from "./debates.server";
import { isOnlyInvisible, isWellFormedText, removeBidiControls } from "~/utils/text";

/**
 * Who translated: a model (the news run's Workers AI) or us (the demo seed's translations, written
 * by hand and stored through saveDebateTranslations with SEED_TRANSLATION_MODEL as their model).
 */
type TranslationSource = "machine" | "seed";

/** The `model` of the demo seed's hand-written translations (app/seed/content/debate-translations.ts). */
export const SEED_TRANSLATION_MODEL = "seed";

/** A translation as pages show it. */
export interface TranslatedText {
  language: Language;
  title: string;
  description: string;
  source: TranslationSource;
}

/** A debate as a reader sees it: the original, and its translation into the reader's language if there is one. */
export type ReaderDebate = PublicDebate & { translation: TranslatedText | null };

export const TRANSLATED_TITLE_MAX = 400;
const TRANSLATED_DESCRIPTION_MAX = 2000;

/**
 * What a model answered, made safe to store: well-formed Unicode, no bidirectional controls or
 * other control characters, white space collapsed, something visible, within `max`.
 */
function translatedText(max: number) {
  return z
    .string()
    .refine(isWellFormedText)
    .transform((value) =>
      removeBidiControls(value)
        // eslint-disable-next-line no-control-regex -- control characters are what is removed
        .replace(/[\u0000-\u001f\u007f-\u009f]/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .refine((value) => value.length > 0 && value.length <= max && !isOnlyInvisible(value));
}
const translatedTitle = translatedText(TRANSLATED_TITLE_MAX);
const translatedDescription = translatedText(TRANSLATED_DESCRIPTION_MAX);

/** The languages a debate in `language` is translated into: the other languages of the UI. */
export function targetLanguages(language: Language): Language[] {
  return LANGUAGES.filter((l) => l !== language);
}

interface DebateToTranslate {
  id: string;
  title: string;
  description: string;
  language: Language;
  /** The target languages it has no translation in yet. */
  missing: Language[];
}

/**
 * Debates created since `since` that lack a translation into one of the other languages, newest
 * first: those the news run just generated, and those whose translation failed in an earlier run.
 */
export async function debatesAwaitingTranslation(
  db: Database,
  since: string,
  limit: number,
): Promise<DebateToTranslate[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({
      id: debates.id,
      title: debates.title,
      description: debates.description,
      language: debates.language,
      translated: sql<string | null>`group_concat(${debateTranslations.language})`,
    })
    .from(debates)
    .leftJoin(debateTranslations, eq(debateTranslations.debateId, debates.id))
    .where(gte(debates.createdAt, since))
    .groupBy(debates.id)
    .having(sql`count(${debateTranslations.language}) < ${LANGUAGES.length - 1}`)
    .orderBy(desc(debates.createdAt), desc(debates.id))
    .limit(limit);
  return rows.map(({ translated, ...debate }) => {
    const done = new Set((translated ?? "").split(","));
    return { ...debate, missing: targetLanguages(debate.language).filter((l) => !done.has(l)) };
  });
}

export interface NewTranslation {
  debateId: string;
  language: Language;
  title: string;
  description: string;
  model: string;
}

/**
 * Stores translations a model wrote, once each (a debate's translation into a language is
 * never overwritten); answers that are empty, too long or not text are left out. Returns how
 * many were stored.
 */
export async function saveDebateTranslations(db: Database, translations: NewTranslation[], createdAt: string) {
  const rows: (typeof debateTranslations.$inferInsert)[] = [];
  for (const translation of translations) {
    const title = translatedTitle.safeParse(translation.title);
    const description = translation.description ? translatedDescription.safeParse(translation.description) : null;
    if (!title.success || (description && !description.success)) continue;
    rows.push({ ...translation, title: title.data, description: description?.data ?? "", createdAt });
  }
  const columns = Object.keys(rows[0] ?? {}).length;
  const inserted = await runBatch(
    db,
    chunkForD1(rows, columns).map((chunk) =>
      db
        .insert(debateTranslations)
        .values(chunk)
        .onConflictDoNothing()
        .returning({ debateId: debateTranslations.debateId }),
    ),
  );
  return inserted.reduce((sum, r) => sum + r.length, 0);
}

/** Each debate with its translation into `language` (null when it is in that language, or has none). */
export async function withTranslations<T extends Pick<PublicDebate, "id" | "language">>(
  db: Database,
  list: T[],
  language: Language,
): Promise<(T & { translation: TranslatedText | null })[]> {
  const ids = list.filter((d) => d.language !== language).map((d) => d.id);
  const found = new Map<string, TranslatedText>();
  for (const chunk of chunkForD1(ids, 1, 1)) {
    const rows = await db
      .select({
        debateId: debateTranslations.debateId,
        title: debateTranslations.title,
        description: debateTranslations.description,
        model: debateTranslations.model,
      })
      .from(debateTranslations)
      .where(and(eq(debateTranslations.language, language), inArray(debateTranslations.debateId, chunk)));
    for (const row of rows) {
      const source = row.model === SEED_TRANSLATION_MODEL ? "seed" : "machine";
      found.set(row.debateId, { language, title: row.title, description: row.description, source });
    }
  }
  return list.map((debate) => ({ ...debate, translation: found.get(debate.id) ?? null }));
}

/** One debate with its translation into `language`. */
export async function withTranslation(db: Database, debate: PublicDebate, language: Language): Promise<ReaderDebate> {
  const [withText] = await withTranslations(db, [debate], language);
  return withText ?? { ...debate, translation: null };
}
