/**
 * The feeds' debates (docs/feeds.md): the newest of a division, never a hidden one (the home
 * feed's own WHERE clause, debate-feed.server.ts), each in the feed's language where a translation
 * exists (translations.server.ts). Two queries whatever the archive's size.
 */
import { debates, type Language, type Region } from "~/db/schema";
import type { Database } from "~/db/client.server";

import { feedClauses } from "./feed.server";
import { withTranslations } from "./translations.server";

/** Entries a feed carries: what a reader polling every hour or so needs to miss nothing. */
const FEED_ENTRIES = 30;

interface FeedDebate {
  id: string;
  title: string;
  description: string;
  region: Region;
  /** The language of `title` and `description`: the feed's when translated, else the original's. */
  language: Language;
  createdAt: string;
}

export async function newestDebates(
  db: Database,
  options: { region: Region | null; language: Language; limit?: number },
): Promise<FeedDebate[]> {
  const { where, orderBy } = feedClauses({ sort: "newest", region: options.region ?? undefined });
  const rows = await db
    .select({
      id: debates.id,
      title: debates.title,
      description: debates.description,
      region: debates.region,
      language: debates.language,
      createdAt: debates.createdAt,
    })
    .from(debates)
    .where(where)
    .orderBy(...orderBy)
    .limit(options.limit ?? FEED_ENTRIES);
  const translated = await withTranslations(db, rows, options.language);
  return translated.map(({ translation, ...debate }) =>
    translation
      ? {
          ...debate,
          title: translation.title,
          description: translation.description || debate.description,
          language: translation.language,
        }
      : debate,
  );
}
