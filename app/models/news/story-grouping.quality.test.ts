/**
 * The stories' quality (docs/news.md, "Quality"): 53 headlines written by us in English, Hindi and
 * Bengali, 45 of them about ten events and 8 near them in subject or words
 * (tests/fixtures/stories/headlines.ts), grouped as the news run groups them; pairwise precision
 * and recall against the events, printed for each tier.
 *
 * - The word tier (no Workers AI) is measured as it runs in production: these are its real figures.
 *   It cannot link two languages, so its recall is bounded by the pairs written in one language
 *   (16 of 80); the test holds its precision, and its recall within a language.
 * - The embedding tier needs a model, and tests have none: the fake Workers AI's vectors
 *   (tests/fakes/workers-ai.ts) are bags of the concepts a hand-made trilingual word map gives each
 *   headline (tests/fakes/workers-ai/concepts.ts). So this measures the grouping (the tiers together,
 *   union-find, the outlets and window rules) given embeddings that put translations side by side;
 *   it is not a measure of bge-m3. A bag's cosine is the share of concepts two headlines name in
 *   common, so the tier links here at 0.5 (half of them); production's NEWS_STORY_SIMILARITY is for
 *   bge-m3's own scale. A sweep of thresholds is printed beside.
 */
import { describe, expect, it } from "vitest";

import { DEFAULT_GROUPING, groupStories, type GroupingHeadline, type GroupingOptions } from "./story-grouping";

import { fakeEmbedding } from "../../../tests/fakes/workers-ai";
import { QUALITY_HEADLINES, QUALITY_START } from "../../../tests/fixtures/stories/headlines";

/** The fake's scale: half the concepts in common. */
const FAKE_SIMILARITY = 0.5;

interface Figures {
  precision: number;
  recall: number;
  /** Recall over the pairs written in one language. */
  sameLanguageRecall: number;
  falsePairs: string[];
}

function measure(options: GroupingOptions, withVectors: boolean): Figures {
  const headlines: GroupingHeadline[] = QUALITY_HEADLINES.map((h, i) => ({
    id: String(i),
    title: h.title,
    source: h.source,
    language: h.language,
    publishedAt: new Date(QUALITY_START + h.hour * 3_600_000).toISOString(),
    storyId: null,
    vector: withVectors ? Float32Array.from(fakeEmbedding(h.title)) : null,
  }));
  const groupOf = new Map<string, number>();
  groupStories(headlines, options).forEach((group, g) => group.headlineIds.forEach((id) => groupOf.set(id, g)));
  expect(groupOf.size).toBe(headlines.length);

  let truePairs = 0;
  let predicted = 0;
  let found = 0;
  let sameLanguage = 0;
  let sameLanguageFound = 0;
  const falsePairs: string[] = [];
  for (let i = 0; i < QUALITY_HEADLINES.length; i++) {
    for (let j = i + 1; j < QUALITY_HEADLINES.length; j++) {
      const a = QUALITY_HEADLINES[i] as (typeof QUALITY_HEADLINES)[number];
      const b = QUALITY_HEADLINES[j] as (typeof QUALITY_HEADLINES)[number];
      const truth = a.event !== null && a.event === b.event;
      const together = groupOf.get(String(i)) === groupOf.get(String(j));
      if (truth) truePairs++;
      if (together) predicted++;
      if (truth && together) found++;
      if (together && !truth) falsePairs.push(`${a.title} ≠ ${b.title}`);
      if (truth && a.language === b.language) {
        sameLanguage++;
        if (together) sameLanguageFound++;
      }
    }
  }
  return {
    precision: predicted === 0 ? 1 : found / predicted,
    recall: found / truePairs,
    sameLanguageRecall: sameLanguageFound / sameLanguage,
    falsePairs,
  };
}

const show = (label: string, f: Figures) =>
  `${label}: precision ${f.precision.toFixed(3)}, recall ${f.recall.toFixed(3)} (within a language ${f.sameLanguageRecall.toFixed(3)})`;

describe("stories' quality on the trilingual set", () => {
  it("has at least 40 headlines about 10 events in English, Hindi and Bengali", () => {
    const events = new Set(QUALITY_HEADLINES.flatMap((h) => (h.event ? [h.event] : [])));
    expect(events.size).toBe(10);
    expect(QUALITY_HEADLINES.filter((h) => h.event).length).toBeGreaterThanOrEqual(40);
    for (const event of events) {
      const languages = new Set(QUALITY_HEADLINES.filter((h) => h.event === event).map((h) => h.language));
      expect(languages.size, event).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(QUALITY_HEADLINES.map((h) => h.language))).toEqual(new Set(["en", "hi", "bn"]));
  });

  it("word tier alone (no Workers AI): precise, and it groups reports written in one language", () => {
    const figures = measure({ ...DEFAULT_GROUPING, embeddingSimilarity: null }, false);
    console.log(show("word tier (real figures)", figures), figures.falsePairs);
    expect(figures.precision).toBeGreaterThanOrEqual(0.85);
    expect(figures.sameLanguageRecall).toBeGreaterThanOrEqual(0.4);
  });

  it("with the embedding tier: at least 0.9 precision and 0.9 recall (fake concept vectors)", () => {
    const figures = measure({ ...DEFAULT_GROUPING, embeddingSimilarity: FAKE_SIMILARITY }, true);
    console.log(
      show(`word + embedding tiers at ${FAKE_SIMILARITY} (fake concept vectors)`, figures),
      figures.falsePairs,
    );
    for (const threshold of [0.4, 0.6, 0.7, 0.8]) {
      console.log(show(`  sweep ${threshold}`, measure({ ...DEFAULT_GROUPING, embeddingSimilarity: threshold }, true)));
    }
    expect(figures.precision).toBeGreaterThanOrEqual(0.9);
    expect(figures.recall).toBeGreaterThanOrEqual(0.9);
  });
});
