/**
 * A stand-in for the Workers AI binding (`env.AI`): `run(model, inputs)` answers in the shape
 * Workers AI returns for the model's task, and refuses as it does (a rejected promise with
 * Workers AI's error text) for inputs it cannot take or models it does not serve.
 *
 * - Translation (`@cf/meta/m2m100-1.2b`): `{ text, source_lang?, target_lang }` →
 *   `{ translated_text }`. It cannot really translate, so it writes a deterministic stand-in in
 *   the target language's script (`fakeTranslation`): between Bengali and Hindi it carries each
 *   letter across (the two Unicode blocks are laid out alike, 0x80 apart), so a Bengali title
 *   comes back in Devanagari; into or out of English it puts the target language's word for
 *   "translation" before the text.
 * - Text generation (`@cf/meta/llama-…`): `{ messages | prompt }` → `{ response }`. It writes no
 *   debates: its answer holds no JSON, so the generator keeps its templates.
 *
 * - Text embeddings (`@cf/baai/bge-m3`): `{ text: string | string[] }` → `{ shape: [n, 1024], data,
 *   pooling: "cls" }`, unit vectors. It cannot read, so a text's vector is made of the concepts of a
 *   hand-made map of words in English, Hindi and Bengali (./workers-ai/concepts.ts): one dimension a
 *   concept its words name (named places, people and bodies weigh twice the rest), so that a Hindi and an English headline naming the same things point the
 *   same way. Words it does not know are left out; a text with none gets a vector of its own (its
 *   hash), close to nothing else.
 *
 * Used directly (`new FakeWorkersAi()` as `env.AI` in workerd tests) and, in the browser tests,
 * as the `AI` service binding of `wrangler dev` (tests/fakes/workers-ai/worker.ts).
 */
import { CONCEPTS, NAMED } from "./workers-ai/concepts";

export const FAKE_TRANSLATION_MODEL = "@cf/meta/m2m100-1.2b";
export const FAKE_EMBEDDING_MODEL = "@cf/baai/bge-m3";
export const FAKE_EMBEDDING_DIMENSIONS = 1024;

const normalise = (word: string) =>
  word
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u200C\u200D]/gu, "");

/** Word → concept, from the map. */
const CONCEPT_OF = new Map(
  Object.entries(CONCEPTS).flatMap(([concept, words]) => words.map((word) => [normalise(word), concept] as const)),
);

/** FNV-1a of a string, 32 bits: where a concept's dimension is. */
function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The fake model's vector of `text`: its concepts, one dimension each (hashed; named things weigh 2), unit length. */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  const concepts = new Set<string>();
  const words = normalise(text)
    .split(/[^\p{L}\p{M}']+/u)
    .map((word) => word.replace(/'s$/u, ""));
  for (let i = 0; i < words.length; i++) {
    // A phrase of two words first ("federal reserve", "space agency"), then the word.
    const phrase = CONCEPT_OF.get(`${words[i]} ${words[i + 1]}`);
    if (phrase) {
      concepts.add(phrase);
      i++;
      continue;
    }
    const concept = CONCEPT_OF.get(words[i] ?? "");
    if (concept) concepts.add(concept);
  }
  if (concepts.size === 0) concepts.add(`text:${text}`);
  for (const concept of concepts) {
    const i = fnv(concept) % FAKE_EMBEDDING_DIMENSIONS;
    vector[i] = (vector[i] ?? 0) + (NAMED.has(concept) ? 2 : 1);
  }
  const norm = Math.sqrt(vector.reduce((sum, v) => sum + v * v, 0));
  return vector.map((v) => v / norm);
}

const TRANSLATION_WORD: Record<string, string> = { en: "Translation", hi: "अनुवाद", bn: "অনুবাদ" };
const BLOCK_START: Record<string, number> = { hi: 0x0900, bn: 0x0980 };

/** What the fake answers for `text` from `source` into `target`. */
export function fakeTranslation(text: string, source: string, target: string): string {
  if (source === target) return text;
  const from = BLOCK_START[source];
  const to = BLOCK_START[target];
  if (from !== undefined && to !== undefined) {
    return Array.from(text, (char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= from && code < from + 0x80 ? String.fromCodePoint(code - from + to) : char;
    }).join("");
  }
  return `${TRANSLATION_WORD[target] ?? target}: ${text}`;
}

export interface FakeAiCall {
  model: string;
  inputs: Record<string, unknown>;
}

/** Workers AI's refusal of inputs that fail the model's schema (error 5006). */
function invalidInput(detail: string): Error {
  return new Error(`5006: Error: ${detail}`);
}

export class FakeWorkersAi {
  /** Every call, in order. */
  readonly calls: FakeAiCall[] = [];

  constructor(
    private readonly options: {
      /** Calls for which the service fails (as Workers AI does when a model is overloaded). */
      failWhen?: (call: FakeAiCall) => boolean;
      /**
       * An answer the model may give instead of its usual one (m2m100's `translated_text` is optional, and an
       * async-queue request answers `{ request_id }`).
       */
      answerWith?: (call: FakeAiCall) => unknown;
    } = {},
  ) {}

  async run(model: string, inputs: Record<string, unknown>): Promise<unknown> {
    const call = { model, inputs };
    this.calls.push(call);
    if (this.options.failWhen?.(call)) throw new Error("3040: Capacity temporarily exceeded, please try again.");
    return this.options.answerWith ? this.options.answerWith(call) : answer(model, inputs);
  }
}

/** The answer of Workers AI to `run(model, inputs)`, or its refusal. */
export async function answer(model: string, inputs: Record<string, unknown>): Promise<unknown> {
  if (model === FAKE_TRANSLATION_MODEL) {
    const { text, source_lang: source = "en", target_lang: target } = inputs;
    if (typeof text !== "string" || typeof target !== "string") {
      throw invalidInput("required properties at '/' are 'text,target_lang'");
    }
    if (typeof source !== "string") throw invalidInput("type at '/source_lang' must be string");
    return { translated_text: fakeTranslation(text, source, target) };
  }
  if (model === FAKE_EMBEDDING_MODEL) {
    const { text } = inputs;
    const texts = typeof text === "string" ? [text] : text;
    if (!Array.isArray(texts) || texts.length === 0 || !texts.every((t) => typeof t === "string")) {
      throw invalidInput("required properties at '/' are 'text'");
    }
    return { shape: [texts.length, FAKE_EMBEDDING_DIMENSIONS], data: texts.map(fakeEmbedding), pooling: "cls" };
  }
  if (model.startsWith("@cf/meta/llama-")) {
    if (!Array.isArray(inputs.messages) && typeof inputs.prompt !== "string") {
      throw invalidInput("required properties at '/' are 'prompt' or 'messages'");
    }
    return { response: "I can only translate in this test environment." };
  }
  throw new Error(`5007: No such model ${model} or task`);
}
