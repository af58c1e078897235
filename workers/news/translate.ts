/**
 * Translating new debates into the other languages of the UI, with Workers AI (the `AI`
 * binding; model NEWS_TRANSLATION_MODEL, by default Meta's m2m100, which reads and writes
 * English, Hindi and Bengali). Without the binding nothing is translated and readers see the
 * original. A translation that fails is recorded in the run and tried again by the next run;
 * it never fails the run or the debate.
 */
import * as z from "../../app/utils/zod";

import type { Language } from "../../app/db/schema";
import type { RunError } from "~/models/news";
import { debatesAwaitingTranslation, saveDebateTranslations, type NewTranslation } from "~/models/debates";
import type { Database } from "../../app/db/client.server";

export interface Translator {
  /** The model, recorded with each translation. */
  readonly model: string;
  translate(text: string, from: Language, to: Language): Promise<string>;
}

/** What Workers AI answers for a translation model (m2m100's output). */
const translationAnswer = z.object({ translated_text: z.string().min(1) });

export class TranslationError extends Error {
  override name = "TranslationError";
}

export class WorkersAiTranslator implements Translator {
  constructor(
    private readonly ai: Ai,
    readonly model: string,
  ) {}

  async translate(text: string, from: Language, to: Language): Promise<string> {
    let answer: unknown;
    try {
      answer = await this.ai.run(this.model as "@cf/meta/m2m100-1.2b", {
        text,
        source_lang: from,
        target_lang: to,
      });
    } catch (error) {
      throw new TranslationError(`${this.model} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = translationAnswer.safeParse(answer);
    if (!parsed.success) throw new TranslationError(`${this.model} answered no translated_text.`);
    return parsed.data.translated_text;
  }
}

/** The translator when the Worker has an AI binding; null without one (the original is shown). */
export function chooseTranslator(ai: Ai | undefined, model: string): Translator | null {
  return ai ? new WorkersAiTranslator(ai, model) : null;
}

/**
 * Translates the debates created since `since` that lack a translation (at most `limit`
 * debates), title and description into each missing language, and stores what came back.
 * Failures go to `errors` (kind "translation"); nothing is thrown. Returns how many
 * translations were stored.
 */
export async function translateNewDebates(
  db: Database,
  translator: Translator,
  options: { since: string; limit: number; now: Date },
  errors: RunError[],
): Promise<number> {
  const waiting = await debatesAwaitingTranslation(db, options.since, options.limit);
  const translations: NewTranslation[] = [];
  for (const debate of waiting) {
    const results = await Promise.allSettled(
      debate.missing.map(async (language): Promise<NewTranslation> => {
        const [title, description] = await Promise.all([
          translator.translate(debate.title, debate.language, language),
          debate.description ? translator.translate(debate.description, debate.language, language) : "",
        ]);
        return { debateId: debate.id, language, title, description, model: translator.model };
      }),
    );
    results.forEach((result, index) => {
      if (result.status === "fulfilled") translations.push(result.value);
      else {
        const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
        errors.push({
          feed: "",
          kind: "translation",
          message: `Debate ${debate.id} not translated into ${debate.missing[index]}: ${reason}`,
        });
      }
    });
  }
  try {
    return await saveDebateTranslations(db, translations, options.now.toISOString());
  } catch (error) {
    errors.push({
      feed: "",
      kind: "translation",
      message: `Translations not stored: ${error instanceof Error ? error.message : String(error)}`,
    });
    return 0;
  }
}
