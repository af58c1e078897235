/**
 * A debate's coverage: the outlets that reported its story, each with its own headline, link,
 * language, region and time, and who reported it first (docs/news.md, "Stories"; docs/api.md).
 *
 * Stored with the debate (`debates.sources`, JSON): the news run writes one entry per outlet of the
 * story when it makes the debate, and again each time the story gains an outlet
 * (app/models/news/stories.server.ts), so pages and the API read it with the debate, without a join.
 * Debates made before stories (and the seed's older ones) stored `{ name, url }` only: their one
 * source's headline is the debate's original headline, in the debate's language; its time is unknown.
 * Pure: the page and the API use it alike.
 */
import * as z from "~/utils/zod";

import { LANGUAGES, REGIONS, type Language, type Region } from "~/db/schema";

/** One outlet's report of the debate's story, as the API and the page show it. */
export interface DebateSource {
  /** The outlet (the feed's name). */
  name: string;
  /** Its article. */
  url: string;
  /** Its headline; null when not known (a debate with several sources made before stories). */
  title: string | null;
  /** The headline's language; null when not known. */
  language: Language | null;
  /** The outlet's division: "global" (Global Storm's feeds) or "bharat" (Indian outlets); null when not known. */
  region: Region | null;
  /** When the outlet published it (ISO 8601); null when not known (debates made before stories). */
  publishedAt: string | null;
}

/** What a new debate stores of a source: `{ name, url }` at least. */
export type SourceInput = Pick<DebateSource, "name" | "url"> & Partial<Omit<DebateSource, "name" | "url">>;

const storedSource = z.object({
  name: z.string(),
  url: z.string(),
  title: z.string().nullish().catch(null),
  language: z.enum(LANGUAGES).nullish().catch(null),
  region: z.enum(REGIONS).nullish().catch(null),
  publishedAt: z.string().nullish().catch(null),
});
const storedSources = z.array(storedSource);

/**
 * The sources stored with a debate, each with every field (null where unknown). A debate's one
 * source without a headline is its original headline, in the debate's language (when given: the
 * shareable card reads none) and region.
 */
export function parseSources(
  raw: string,
  debate: { originalHeadline: string | null; language?: Language; region: Region },
): DebateSource[] {
  let parsed: z.infer<typeof storedSources>;
  try {
    const result = storedSources.safeParse(JSON.parse(raw));
    if (!result.success) return [];
    parsed = result.data;
  } catch {
    return [];
  }
  const only = parsed.length === 1;
  return parsed.map((source) => ({
    name: source.name,
    url: source.url,
    title: source.title ?? (only ? debate.originalHeadline : null),
    language: source.language ?? (only && debate.originalHeadline ? (debate.language ?? null) : null),
    region: source.region ?? (only ? debate.region : null),
    publishedAt: source.publishedAt ?? null,
  }));
}

/** A headline of a story, as coverage needs it. */
export interface CoverageHeadline {
  id: string;
  title: string;
  source: string;
  url: string;
  language: Language;
  region: Region;
  publishedAt: string;
}

const byTime = (a: CoverageHeadline, b: CoverageHeadline) =>
  a.publishedAt < b.publishedAt ? -1 : a.publishedAt > b.publishedAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** The first reported (earliest, then by id): the headline a story's debate is made from. */
export function leadHeadline<T extends CoverageHeadline>(headlines: T[]): T | undefined {
  return [...headlines].sort(byTime)[0];
}

/**
 * A story's sources: one entry per outlet (its first headline of the story), first reported first.
 * Outlets are told apart by name, case aside.
 */
export function storySources(headlines: CoverageHeadline[]): DebateSource[] {
  const seen = new Set<string>();
  const sources: DebateSource[] = [];
  for (const headline of [...headlines].sort(byTime)) {
    const outlet = headline.source.normalize("NFKC").trim().toLocaleLowerCase("en");
    if (seen.has(outlet)) continue;
    seen.add(outlet);
    sources.push({
      name: headline.source,
      url: headline.url,
      title: headline.title,
      language: headline.language,
      region: headline.region,
      publishedAt: headline.publishedAt,
    });
  }
  return sources;
}

/** Who reported first: the earliest source with a known time; null when no time is known. */
export function firstReportedBy(sources: DebateSource[]): DebateSource | null {
  let first: DebateSource | null = null;
  for (const source of sources) {
    if (source.publishedAt && (!first?.publishedAt || source.publishedAt < first.publishedAt)) first = source;
  }
  return first;
}
