/**
 * Stories: which headlines report the same event (docs/news.md, "Stories"). Pure: the news run
 * (workers/news/ingest.ts) reads the window's headlines through app/models/news/stories.server.ts, asks
 * this module how the new ones group, and stores the answer.
 *
 * Three tiers link two headlines, always of two different outlets, published at most STORY_WINDOW_HOURS apart:
 *
 * 1. **Title**: the same normalised title (`normaliseTitle`: NFKC, lower case, punctuation gone), as
 *    agencies' copy often is.
 * 2. **Words**: enough content words in common. A title's words (`storyWords`) are the Emerging
 *    Topics tokens (app/models/news/topics.ts: stop words of English, Hindi and Bengali removed, digits
 *    dropped, Devanagari and Bengali vowel signs and viramas kept inside their word), with what
 *    headlines add to that (STORY_STOP_WORDS: "says", "live", "खबर", "খবর"…), nukta and
 *    chandrabindu folded, zero-width joiners removed, and a light stemmer per script (English
 *    plurals; Hindi plural and oblique endings; Bengali case endings such as -এর, -র, -য়, -তে, -কে
 *    and plurals -রা, -গুলো). Two titles link when they share at least `minSharedWords` words and their
 *    Jaccard similarity (shared / all distinct words of both) is at least `wordSimilarity`. Words that
 *    more than MAX_POSTINGS titles of the window share are not used to find pairs (they find
 *    everything), as NewsBlur's clustering does.
 * 3. **Embeddings** (with Workers AI): cosine similarity of the two titles' multilingual vectors at
 *    least `embeddingSimilarity`, so that a Hindi and an English report of one event meet.
 *
 * Links are joined by union-find. Each existing story is one node: a new headline joins at most one
 * existing story, and two existing stories never merge (each may have its debate already: a debate is
 * made from a story, never twice from one). Links are taken strongest first (title, then by score),
 * so a headline that resembles two stories joins the closer one. Since every link joins two outlets,
 * a story of several headlines always has at least two outlets; a headline that links to nothing is a
 * story of its own (one outlet), as every headline was a debate of its own before stories.
 */
import type { Language } from "~/db/schema";
import { normaliseTitle } from "./headlines.server";
import { tokenize } from "./topics";

/** Two headlines can be one story only if published at most this far apart. */
export const STORY_WINDOW_HOURS = 48;
export const STORY_WINDOW_MS = STORY_WINDOW_HOURS * 3_600_000;

export interface GroupingOptions {
  windowMs: number;
  /** Tier 2: the least Jaccard similarity of two titles' words. */
  wordSimilarity: number;
  /** Tier 2: the least number of words two titles share. */
  minSharedWords: number;
  /** Tier 3: the least cosine similarity of two titles' embeddings (null: no embedding tier). */
  embeddingSimilarity: number | null;
}

export const DEFAULT_GROUPING: GroupingOptions = {
  windowMs: STORY_WINDOW_MS,
  wordSimilarity: 0.3,
  minSharedWords: 3,
  embeddingSimilarity: 0.75,
};

/** A word shared by more titles than this finds no pairs (it finds everything). */
const MAX_POSTINGS = 50;

export type LinkTier = "title" | "words" | "embedding";

export interface GroupingHeadline {
  id: string;
  title: string;
  /** The outlet (the feed's name): two headlines of one outlet are never linked. */
  source: string;
  language: Language;
  publishedAt: string;
  /** Its story, when an earlier run grouped it; null for a headline to group now. */
  storyId: string | null;
  /**
   * A headline not grouped yet that already has a debate (made before stories, or by the seed): like
   * an existing story, it never merges with another that has one.
   */
  hasDebate?: boolean;
  /** Its embedding, unit length, when the embedding tier runs. */
  vector?: Float32Array | null;
}

export interface StoryLink {
  a: string;
  b: string;
  tier: LinkTier;
  score: number;
}

export interface StoryGroup {
  /** The existing story the group's new headlines join; null: a new story. */
  storyId: string | null;
  /** The headlines to put in the story (those not grouped before). */
  headlineIds: string[];
  /** The links that made the group (for the run's figures and the tests). */
  links: StoryLink[];
}

// ------------------------------------------------------------------------------------ words

/** What headlines say besides the event: reporting verbs, "live", "news", and the like. */
const STORY_STOP_WORDS = new Set(
  `
says said say tells told report reports reported live updates update latest news breaking video watch photos
amid over new first top key big more
बोले बोलीं कहा कहना खबर ख़बर समाचार लाइव अपडेट ताज़ा ताजा वीडियो तस्वीरें नई नए नया बड़ी बड़ा बड़े
বললেন বলল বলেছেন খবর সংবাদ লাইভ আপডেট ভিডিও ছবি নতুন বড়
`
    .split(/\s+/u)
    .filter(Boolean)
    .map((word) => fold(word.normalize("NFKC").toLowerCase())),
);

/** Spelling that varies without changing the word: zero-width joiners, Devanagari nukta, chandrabindu. */
function fold(word: string): string {
  return word
    .replace(/[\u200C\u200D]/gu, "")
    .replace(/\u093C/gu, "")
    .replace(/\u0901/gu, "\u0902");
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
const BENGALI = /\p{Script=Bengali}/u;

/** Hindi endings of plurals and the oblique case, longest first: [ending, replacement]. */
const HINDI_ENDINGS: [string, string][] = [
  ["ियों", "ी"],
  ["ियां", "ी"],
  ["ाओं", "ा"],
  ["ाएं", "ा"],
  ["ुओं", "ु"],
  ["ों", ""],
  ["ें", ""],
  ["े", "ा"],
];

/**
 * Bengali endings of case and number, longest first (NFKC: "য়" is "য" and a nukta). Bengali joins
 * them to the word: "সরকারের" (the government's), "কলকাতায়" (in Kolkata), "ছাত্ররা" (students).
 */
const BENGALI_ENDINGS = [
  "গুলোর",
  "গুলির",
  "গুলোতে",
  "গুলো",
  "গুলি",
  "দের",
  "েরা",
  "ের",
  "েতে",
  "তে",
  "কে",
  "রা",
  "য়",
  "ে",
].map((ending) => ending.normalize("NFKC"));
/** Vowel signs after which a final "র" is the genitive ending ("কলকাতার", "দিল্লির"). */
const BENGALI_VOWEL_SIGN = /[\u09BE-\u09CC]$/u;

const length = (word: string) => [...word].length;

function stemHindi(word: string): string {
  for (const [ending, replacement] of HINDI_ENDINGS) {
    if (word.endsWith(ending) && length(word) - length(ending) >= 2) {
      return word.slice(0, word.length - ending.length) + replacement;
    }
  }
  return word;
}

function stripBengali(word: string): string {
  for (const ending of BENGALI_ENDINGS) {
    if (word.endsWith(ending) && length(word) - length(ending) >= 2) return word.slice(0, word.length - ending.length);
  }
  if (word.endsWith("র") && length(word) >= 4 && BENGALI_VOWEL_SIGN.test(word.slice(0, -1))) return word.slice(0, -1);
  return word;
}

function stemEnglish(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** One word as stories compare it: folded and stemmed by its script. */
export function stemWord(token: string): string {
  const word = fold(token);
  if (DEVANAGARI.test(word)) return stemHindi(word);
  // Twice: "সরকারের" → "সরকার" → "সরকা", as "সরকার" → "সরকা".
  if (BENGALI.test(word)) return stripBengali(stripBengali(word));
  return stemEnglish(word);
}

/** The content words of a title, as the word tier compares them. */
export function storyWords(title: string): Set<string> {
  const words = new Set<string>();
  for (const token of tokenize(title)) {
    const folded = fold(token);
    if (STORY_STOP_WORDS.has(folded)) continue;
    const word = stemWord(folded);
    if (word && !STORY_STOP_WORDS.has(word)) words.add(word);
  }
  return words;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): { shared: number; similarity: number } {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  const union = a.size + b.size - shared;
  return { shared, similarity: union === 0 ? 0 : shared / union };
}

/** The dot product of two unit vectors: their cosine similarity. */
export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

// ------------------------------------------------------------------------------------ grouping

const TIER_ORDER: Record<LinkTier, number> = { title: 0, embedding: 1, words: 1 };

const outletOf = (headline: GroupingHeadline) => headline.source.normalize("NFKC").trim().toLocaleLowerCase("en");

/**
 * The links between the new headlines (storyId null) and every headline of the window, strongest
 * first. A link joins two outlets, published at most `windowMs` apart, and has a new headline at one end.
 */
export function findLinks(headlines: GroupingHeadline[], options: GroupingOptions = DEFAULT_GROUPING): StoryLink[] {
  const times = headlines.map((h) => Date.parse(h.publishedAt));
  const outlets = headlines.map(outletOf);
  const isNew = headlines.map((h) => h.storyId === null);
  const canLink = (i: number, j: number) =>
    i !== j &&
    (isNew[i] || isNew[j]) &&
    outlets[i] !== outlets[j] &&
    Math.abs((times[i] as number) - (times[j] as number)) <= options.windowMs;

  const links = new Map<string, StoryLink>();
  const add = (i: number, j: number, tier: LinkTier, score: number) => {
    const [a, b] = i < j ? [i, j] : [j, i];
    const key = `${a}:${b}`;
    const existing = links.get(key);
    const better =
      !existing ||
      TIER_ORDER[tier] < TIER_ORDER[existing.tier] ||
      (TIER_ORDER[tier] === TIER_ORDER[existing.tier] && score > existing.score);
    if (better)
      links.set(key, {
        a: (headlines[a] as GroupingHeadline).id,
        b: (headlines[b] as GroupingHeadline).id,
        tier,
        score,
      });
  };

  // Tier 1: the same normalised title.
  const byTitle = new Map<string, number[]>();
  headlines.forEach((h, i) => {
    const key = normaliseTitle(h.title);
    if (!key) return;
    const list = byTitle.get(key);
    if (list) list.push(i);
    else byTitle.set(key, [i]);
  });
  for (const group of byTitle.values()) {
    for (let x = 0; x < group.length; x++)
      for (let y = x + 1; y < group.length; y++) {
        const i = group[x] as number;
        const j = group[y] as number;
        if (canLink(i, j)) add(i, j, "title", 1);
      }
  }

  // Tier 2: words in common, pairs found through an inverted index.
  const words = headlines.map((h) => storyWords(h.title));
  const postings = new Map<string, number[]>();
  words.forEach((set, i) => {
    for (const word of set) {
      const list = postings.get(word);
      if (list) list.push(i);
      else postings.set(word, [i]);
    }
  });
  const compared = new Set<string>();
  for (const list of postings.values()) {
    if (list.length < 2 || list.length > MAX_POSTINGS) continue;
    for (let x = 0; x < list.length; x++)
      for (let y = x + 1; y < list.length; y++) {
        const i = list[x] as number;
        const j = list[y] as number;
        const key = `${i}:${j}`;
        if (compared.has(key) || !canLink(i, j)) continue;
        compared.add(key);
        const { shared, similarity } = jaccard(words[i] as Set<string>, words[j] as Set<string>);
        if (shared >= options.minSharedWords && similarity >= options.wordSimilarity) add(i, j, "words", similarity);
      }
  }

  // Tier 3: embeddings, each new headline against every headline of the window that has one.
  if (options.embeddingSimilarity !== null) {
    const threshold = options.embeddingSimilarity;
    const withVectors = headlines.flatMap((h, i) => (h.vector ? [i] : []));
    for (const i of withVectors) {
      if (!isNew[i]) continue;
      for (const j of withVectors) {
        if (j === i || (isNew[j] && j < i) || !canLink(i, j)) continue;
        const score = cosine(headlines[i]?.vector as Float32Array, headlines[j]?.vector as Float32Array);
        if (score >= threshold) add(i, j, "embedding", score);
      }
    }
  }

  return [...links.values()].sort(
    (x, y) => TIER_ORDER[x.tier] - TIER_ORDER[y.tier] || y.score - x.score || (x.a < y.a ? -1 : x.a > y.a ? 1 : 0),
  );
}

/**
 * How the new headlines group: each group joins one existing story or makes a new one. Every new
 * headline is in exactly one group. See the file's comment for the rules.
 */
export function groupStories(headlines: GroupingHeadline[], options: GroupingOptions = DEFAULT_GROUPING): StoryGroup[] {
  // Union-find over nodes: one per existing story, one per new headline.
  const nodeOf = new Map<string, string>();
  const parent = new Map<string, string>();
  /** The existing story, or the debated headline, a root's set holds (at most one). */
  const anchor = new Map<string, string>();
  for (const h of headlines) {
    const node = h.storyId === null ? `h:${h.id}` : `s:${h.storyId}`;
    nodeOf.set(h.id, node);
    if (!parent.has(node)) parent.set(node, node);
    if (h.storyId !== null) anchor.set(node, h.storyId);
    else if (h.hasDebate) anchor.set(node, `debated:${h.id}`);
  }
  const find = (node: string): string => {
    let root = node;
    while (parent.get(root) !== root) root = parent.get(root) as string;
    let at = node;
    while (at !== root) {
      const next = parent.get(at) as string;
      parent.set(at, root);
      at = next;
    }
    return root;
  };

  const groupLinks = new Map<string, StoryLink[]>();
  for (const link of findLinks(headlines, options)) {
    const ra = find(nodeOf.get(link.a) as string);
    const rb = find(nodeOf.get(link.b) as string);
    if (ra === rb) {
      groupLinks.get(ra)?.push(link);
      continue;
    }
    // Two stories (or debated headlines) never merge.
    if (anchor.has(ra) && anchor.has(rb)) continue;
    const [root, child] = anchor.has(rb) ? [rb, ra] : [ra, rb];
    parent.set(child, root);
    if (anchor.has(child)) anchor.set(root, anchor.get(child) as string);
    groupLinks.set(root, [...(groupLinks.get(root) ?? []), ...(groupLinks.get(child) ?? []), link]);
    groupLinks.delete(child);
  }

  const groups = new Map<string, StoryGroup>();
  for (const h of headlines) {
    if (h.storyId !== null) continue;
    const root = find(nodeOf.get(h.id) as string);
    const held = anchor.get(root);
    const group = groups.get(root) ?? {
      storyId: held && !held.startsWith("debated:") ? held : null,
      headlineIds: [],
      links: groupLinks.get(root) ?? [],
    };
    group.headlineIds.push(h.id);
    groups.set(root, group);
  }
  return [...groups.values()];
}
