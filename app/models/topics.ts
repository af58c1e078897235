/**
 * "Emerging Topics from Comments": the terms (single words or two-word phrases) that the most
 * comments of the last TOPICS_WINDOW_DAYS days mention, in English, Hindi and Bengali.
 *
 * Pure and dependency-free: runs in workerd and in browsers.
 *
 * 1. Tokens: NFKC, lower case, split on anything that is not a letter or a combining mark (so
 *    Devanagari/Bengali vowel signs and viramas stay in their word), stop words of all three
 *    languages dropped, Latin-like tokens shorter than 3 characters dropped (Devanagari/Bengali
 *    ones need 2+ code points), English "'s" removed.
 * 2. Per comment: its distinct words, and its distinct bigrams (adjacent remaining words within one
 *    sentence). Document frequency = number of comments, so repeating a word does not count twice.
 * 3. Candidates: words and bigrams in at least 2 comments. A word is dropped when a candidate
 *    bigram containing it is in at least 60% as many comments.
 * 4. Ranking: mentions desc, latest mention desc, then term (code-unit order, locale-free). Up to
 *    MAX_TOPICS are picked, skipping a word already part of a picked bigram and a bigram that only
 *    continues a better-ranked one (shares a word with it, and 60%+ of its comments mention that
 *    one too, e.g. "free public" after "public transport").
 * 5. Keywords: up to 3 other words co-occurring most often in the comments of the topic.
 */

export interface TopicComment {
  content: string;
  createdAt: string /* ISO */;
}

export interface TrendingTopic {
  topic: string;
  mentions: number;
  keywords: string[];
}

export const TOPICS_WINDOW_DAYS = 7;
export const MAX_TOPICS = 6;

const DAY_MS = 86_400_000;
const MIN_MENTIONS = 2;
/** A bigram absorbs a constituent word when it is in at least this share of the word's comments. */
const BIGRAM_PREFERENCE = 0.6;
/** A bigram sharing a word with a picked bigram is a continuation of it above this overlap. */
const CONTINUATION_OVERLAP = 0.6;
const MAX_KEYWORDS = 3;

const EN_STOP_WORDS = `
a about above across actually after again against ago all almost along already also although always am among an
and another any anybody anyone anything anyway are around as at away back be became because become been before
being below besides best better between both but by came can cannot come comes could did do does doing done down
during each either else enough especially etc even ever every everybody everyone everything exactly far few for
from further get gets getting give given gives go goes going gone gonna got had has have having he her here hers
herself him himself his how however i if in indeed instead into is it its itself just know known knows last least
less let like likely lot lots made make makes making many may maybe me might mine more most mostly much must my
myself need needs neither never no nobody none nor not nothing now of off often oh ok okay on once one ones only
onto or other others otherwise ought our ours ourselves out over own people per perhaps please pretty quite rather
really right said same say saying says see seem seemed seems seen shall she should since so some somebody someone
something sometimes somewhat soon still such sure take taken takes than thank thanks that the their theirs them
themselves then there therefore these they thing things think thinks this those though through thus to together too
took toward towards truly under unless until up upon us very via want wants was way ways we well went were what
whatever when whenever where whereas wherever whether which while who whoever whole whom whose why will with within
without would yeah yes yet you your yours yourself yourselves
agree agreed disagree completely totally definitely probably simply basically
ain aren couldn didn doesn don hadn hasn haven isn mustn needn shan shouldn wasn weren won wouldn
aint arent cant couldnt didnt doesnt dont hadnt hasnt havent im isnt ive shouldnt thats wasnt werent wont wouldnt
`;

const HI_STOP_WORDS = `
है हैं था थे थी थीं हो होना होता होती होते होगा होगी होंगे होगें हुआ हुई हुए हूँ हूं
का की के में से को ने और एवं तथा या व यह वह ये वे वो इस उस इन उन इसे उसे इसका उसका इसकी उसकी इसके उसके इसमें उसमें
इसी उसी इन्हें उन्हें इनका उनका इनकी उनकी इनके उनके इनमें उनमें पर भी तो ही नहीं ना न एक लिए लिये कि कर करने करना
करते करता करती करें करे करो किया किए किये कराना जो जिस जिसे जिसका जिसकी जिसके जिन जिन्हें जब तब अगर यदि लेकिन
मगर परंतु परन्तु किंतु किन्तु क्या क्यों क्योंकि कैसे कौन कहाँ कहां कब तक साथ बहुत सकते सकता सकती सके चाहिए चाहिये
रहा रही रहे रहें गया गई गयी गए गये जा जाता जाती जाते जाना जाए जाये जाएं दिया दी दे देना दें लेना ले लें हम हमें
हमारा हमारी हमारे आप आपका आपकी आपके आपको मैं मेरा मेरी मेरे मुझे मुझको तुम तुम्हारा अपना अपनी अपने खुद सब सभी कुछ
कोई किसी कई अब फिर यहाँ यहां वहाँ वहां जैसे ऐसे वैसे जैसा ऐसा वैसा तरह द्वारा बाद पहले बारे अभी सिर्फ केवल बस हाँ
हां जी लोग लोगों बात सही वाला वाली वाले ओर दो रूप अंदर बीच ज़्यादा ज्यादा कम काफी काफ़ी बिल्कुल बिलकुल सहमत
`;

const BN_STOP_WORDS = `
এবং ও এই সেই ওই যে যা কি কী না নয় নেই নাই হয় হয়ে হবে হতে হলে হল হলো হয়েছে হয়েছিল ছিল ছিলো ছিলেন আছে আছেন
করে করা করতে করেন করবে করবেন করেছে করেছেন করি করলে করবো আর এর তার তাদের তাঁর তাঁরা তিনি সে জন্য জন্যে থেকে
একটি একটা এক কিন্তু যদি তবে তাহলে তো আমি আমরা আমার আমাদের আমাকে তুমি তোমার তোমরা আপনি আপনার আপনারা তারা
তাকে তাদেরকে সব সবাই সকল সমস্ত কোনো কোন কেউ কিছু খুব উচিত দিয়ে দিয়ে নিয়ে নিয়ে দিতে নিতে মধ্যে ভিতরে উপর ওপর
পর পরে আগে সাথে সঙ্গে মতো মত কারণ কেন কীভাবে কিভাবে কোথায় কখন এখন তখন এখানে সেখানে আবার শুধু কেবল অনেক বেশি
কম হ্যাঁ ভাবে দ্বারা বা অথবা এটা এটি ওটা সেটা সেটি যার যাকে যারা নিজে নিজের গেছে গিয়ে যায় যাবে যেতে পারে পারেন
পারি পারবে চাই মানুষ লোক এমন তেমন যেমন একই অন্য অন্যান্য প্রতি বলে বলা হচ্ছে রয়েছে সহমত একমত
`;

const normaliseWord = (word: string): string => word.normalize("NFKC").toLowerCase();

const buildStopWords = (list: string): ReadonlySet<string> =>
  new Set(
    list
      .split(/\s+/u)
      .filter((word) => word.length > 0)
      .map(normaliseWord),
  );

/** Stop words per language, NFKC-normalised and lower-cased exactly like tokens. */
export const STOP_WORDS: Record<"en" | "hi" | "bn", ReadonlySet<string>> = {
  en: buildStopWords(EN_STOP_WORDS),
  hi: buildStopWords(HI_STOP_WORDS),
  bn: buildStopWords(BN_STOP_WORDS),
};

const isStopWord = (token: string): boolean =>
  STOP_WORDS.en.has(token) || STOP_WORDS.hi.has(token) || STOP_WORDS.bn.has(token);

/** Word characters: letters, combining marks, and the zero-width (non-)joiners Indic spelling uses. */
const NON_WORD = /[^\p{L}\p{M}\u200C\u200D]+/u;
const ZERO_WIDTH_EDGES = /^[\u200C\u200D]+|[\u200C\u200D]+$/gu;
const POSSESSIVE = /['\u2019]s(?![\p{L}\p{M}])/gu;
const MODIFIER_APOSTROPHE = /\u02BC/gu;
const INDIC = /[\p{Script=Devanagari}\p{Script=Bengali}]/u;
const HAS_LETTER = /\p{L}/u;
/** Sentence ends (Latin punctuation, Devanagari danda/double danda, line breaks): bigrams stay inside one. */
const SENTENCE_BREAK = /[.!?;\u0964\u0965\r\n]+/u;

/** Normalised words of `text`, stop words and noise removed, in text order (duplicates kept). */
export function tokenize(text: string): string[] {
  const normalised = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(MODIFIER_APOSTROPHE, "\u2019")
    .replace(POSSESSIVE, "");
  const tokens: string[] = [];
  for (const raw of normalised.split(NON_WORD)) {
    const token = raw.replace(ZERO_WIDTH_EDGES, "");
    // Digits (any script) are separators, so "2025" or "२०२४" never become tokens; a token needs a letter.
    if (!HAS_LETTER.test(token)) continue;
    const minLength = INDIC.test(token) ? 2 : 3;
    if ([...token].length < minLength) continue;
    if (isStopWord(token)) continue;
    tokens.push(token);
  }
  return tokens;
}

interface TermStats {
  /** Indexes (into the counted comments) of the comments mentioning the term. */
  docs: number[];
  latest: number;
}

interface Candidate extends TermStats {
  term: string;
  words: string[];
}

function record(stats: Map<string, TermStats>, term: string, doc: number, time: number): void {
  const entry = stats.get(term);
  if (!entry) {
    stats.set(term, { docs: [doc], latest: time });
    return;
  }
  entry.docs.push(doc);
  if (time > entry.latest) entry.latest = time;
}

const compareTerms = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const compareCandidates = (a: Candidate, b: Candidate): number =>
  b.docs.length - a.docs.length || b.latest - a.latest || compareTerms(a.term, b.term);

/** Share of `candidate`'s comments that also mention `other`. */
function overlapShare(candidate: Candidate, other: Candidate): number {
  const otherDocs = new Set(other.docs);
  const shared = candidate.docs.filter((doc) => otherDocs.has(doc)).length;
  return shared / candidate.docs.length;
}

function keywordsFor(topic: Candidate, docWords: ReadonlySet<string>[]): string[] {
  const counts = new Map<string, number>();
  for (const doc of topic.docs) {
    for (const word of docWords[doc] ?? []) {
      if (topic.words.includes(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort(([wordA, countA], [wordB, countB]) => countB - countA || compareTerms(wordA, wordB))
    .slice(0, MAX_KEYWORDS)
    .map(([word]) => word);
}

/** The emerging topics of the comments created in the TOPICS_WINDOW_DAYS days up to `now`; [] when none. */
export function computeTrendingTopics(comments: TopicComment[], now: Date): TrendingTopic[] {
  const end = now.getTime();
  const start = end - TOPICS_WINDOW_DAYS * DAY_MS;

  const unigrams = new Map<string, TermStats>();
  const bigrams = new Map<string, TermStats>();
  const docWords: ReadonlySet<string>[] = [];

  for (const comment of comments) {
    const time = Date.parse(comment.createdAt);
    if (Number.isNaN(time) || time < start || time > end) continue;
    const doc = docWords.length;
    const words = new Set<string>();
    const pairs = new Set<string>();
    for (const sentence of comment.content.split(SENTENCE_BREAK)) {
      const tokens = tokenize(sentence);
      tokens.forEach((token, i) => {
        words.add(token);
        const next = tokens[i + 1];
        if (next !== undefined && next !== token) pairs.add(`${token} ${next}`);
      });
    }
    docWords.push(words);
    for (const word of words) record(unigrams, word, doc, time);
    for (const pair of pairs) record(bigrams, pair, doc, time);
  }

  const bigramCandidates: Candidate[] = [];
  for (const [term, stats] of bigrams) {
    if (stats.docs.length >= MIN_MENTIONS) bigramCandidates.push({ term, words: term.split(" "), ...stats });
  }
  const candidates: Candidate[] = [...bigramCandidates];
  for (const [term, stats] of unigrams) {
    if (stats.docs.length < MIN_MENTIONS) continue;
    const absorbed = bigramCandidates.some(
      (bigram) => bigram.words.includes(term) && bigram.docs.length >= BIGRAM_PREFERENCE * stats.docs.length,
    );
    if (!absorbed) candidates.push({ term, words: [term], ...stats });
  }
  candidates.sort(compareCandidates);

  const picked: Candidate[] = [];
  // Bigrams picked or skipped as a continuation of one: a chain "free public" / "public transport" /
  // "transport pass" from the same comments collapses into its best-ranked bigram.
  const covered: Candidate[] = [];
  const shareWord = (a: Candidate, b: Candidate) => a.words.some((word) => b.words.includes(word));
  for (const candidate of candidates) {
    if (picked.length >= MAX_TOPICS) break;
    if (candidate.words.length === 1) {
      const inPickedBigram = picked.some((p) => p.words.length > 1 && p.words.includes(candidate.term));
      if (!inPickedBigram) picked.push(candidate);
      continue;
    }
    const continuation = covered.some(
      (c) => shareWord(candidate, c) && overlapShare(candidate, c) >= CONTINUATION_OVERLAP,
    );
    covered.push(candidate);
    if (!continuation) picked.push(candidate);
  }

  return picked.map((topic) => ({
    topic: topic.term,
    mentions: topic.docs.length,
    keywords: keywordsFor(topic, docWords),
  }));
}
