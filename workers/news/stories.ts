/**
 * The run's grouping of headlines into stories (docs/news.md, "Stories"): the window's headlines
 * from D1, embeddings for those that lack one (with Workers AI), the groups
 * (app/models/news/story-grouping.ts), stored (app/models/news/stories.server.ts). Every D1 read and write is
 * a model function; this file only orders them and asks Workers AI.
 */
import type { Database } from "../../app/db/client.server";
import {
  DEFAULT_GROUPING,
  forgetEmbeddings,
  groupStories,
  type LinkTier,
  loadStoryWindow,
  type RunError,
  saveEmbeddings,
  saveStoryGroups,
  STORY_FRESH_MS,
  type WindowHeadline,
} from "~/models/news";

import { EMBEDDING_BATCH, EMBEDDINGS_PER_RUN, type Embedder } from "./embed";

interface StoryRunFigures {
  /** Stories made by this run. */
  created: number;
  /** Existing stories this run added headlines to. */
  grown: number;
  /** Headlines embedded by this run. */
  embedded: number;
  /** The links that grouped headlines, by tier. */
  links: Record<LinkTier, number>;
}

/** Embeds the window's headlines that have no vector yet (at most EMBEDDINGS_PER_RUN), newest first. */
async function embedMissing(
  db: Database,
  embedder: Embedder,
  window: WindowHeadline[],
  now: Date,
  errors: RunError[],
): Promise<number> {
  const missing = window
    .filter((h) => !h.vector)
    .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1))
    .slice(0, EMBEDDINGS_PER_RUN);
  let embedded = 0;
  for (let i = 0; i < missing.length; i += EMBEDDING_BATCH) {
    const batch = missing.slice(i, i + EMBEDDING_BATCH);
    try {
      const vectors = await embedder.embed(batch.map((h) => h.title));
      batch.forEach((h, j) => (h.vector = vectors[j] ?? null));
      await saveEmbeddings(
        db,
        batch.flatMap((h) => (h.vector ? [{ headlineId: h.id, vector: h.vector }] : [])),
        embedder.model,
        now.toISOString(),
      );
      embedded += batch.length;
    } catch (error) {
      errors.push({
        feed: "",
        kind: "embedding",
        message: `${batch.length} headlines not embedded: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return embedded;
}

/**
 * Groups the headlines of the last STORY_FRESH_MS that have no story yet: each joins the story it
 * matches or makes a new one (docs/news.md, "Stories"). With an embedder, the semantic tier runs on
 * the headlines it could embed; without one (or for those it could not), the title and word tiers.
 */
export async function groupNewStories(
  db: Database,
  options: { embedder: Embedder | null; similarity: number; now: Date },
  errors: RunError[],
): Promise<StoryRunFigures> {
  const since = new Date(options.now.getTime() - STORY_FRESH_MS).toISOString();
  const window = await loadStoryWindow(db, since, options.embedder?.model ?? null);
  const figures: StoryRunFigures = { created: 0, grown: 0, embedded: 0, links: { title: 0, words: 0, embedding: 0 } };
  if (!window.some((h) => h.storyId === null)) return figures;
  if (options.embedder) figures.embedded = await embedMissing(db, options.embedder, window, options.now, errors);
  const groups = groupStories(window, {
    ...DEFAULT_GROUPING,
    embeddingSimilarity: options.embedder ? options.similarity : null,
  });
  for (const group of groups) for (const link of group.links) figures.links[link.tier]++;
  const saved = await saveStoryGroups(db, groups, options.now.toISOString());
  figures.created = saved.created;
  figures.grown = saved.grown;
  // Vectors of headlines older than every window are never read again.
  if (options.embedder) await forgetEmbeddings(db, since);
  return figures;
}
