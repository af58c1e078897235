/**
 * What a reader is shown of a debate: its translation into the reader's language when one
 * exists (app/models/debates/translations.server.ts), else the original; with the language of the text
 * shown, for `lang` attributes, and the original's language when it is a translation.
 */
import type { Language } from "~/db/schema";

export interface DebateText {
  title: string;
  description: string;
  language: Language;
  translation?: { language: Language; title: string; description: string; source?: "machine" | "seed" } | null;
}

interface ShownText {
  title: string;
  description: string;
  /** The language of `title` and `description`. */
  lang: Language;
  /** The original's language when what is shown is a translation; null for the original. */
  translatedFrom: Language | null;
  /** Who translated what is shown: a model, or us (the demo seed's translations); null for the original. */
  translatedBy: "machine" | "seed" | null;
}

export function shownText(debate: DebateText): ShownText {
  const { translation } = debate;
  if (!translation) {
    return {
      title: debate.title,
      description: debate.description,
      lang: debate.language,
      translatedFrom: null,
      translatedBy: null,
    };
  }
  return {
    title: translation.title,
    // A debate without a description has none in translation either.
    description: debate.description ? translation.description : "",
    lang: translation.language,
    translatedFrom: debate.language,
    translatedBy: translation.source ?? "machine",
  };
}
