/**
 * Headline embeddings for the stories' semantic tier (docs/news.md, "Stories"), with Workers AI (the
 * `AI` binding; model NEWS_EMBEDDING_MODEL, by default `@cf/baai/bge-m3`, multilingual: a Hindi, a
 * Bengali and an English title of one event lie close). Without the binding there is no semantic
 * tier and the word tier groups on its own. Vectors are kept in D1 while their headline is in the
 * run's window (app/models/news/stories.server.ts; why not Vectorize: docs/decisions/0109-story-embeddings.md).
 * A failed request is recorded in the run (kind "embedding") and its headlines are embedded by the
 * next run; it never fails the run.
 */
import * as z from "../../app/utils/zod";

export interface Embedder {
  /** The model, stored with each vector: vectors of two models are never compared. */
  readonly model: string;
  /** Unit vectors of `texts`, in order. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** Texts a request (Workers AI takes a batch of texts; 50 titles are a small request). */
export const EMBEDDING_BATCH = 50;
/** Headlines embedded a run at most (the first run over full feeds; later runs embed only the new). */
export const EMBEDDINGS_PER_RUN = 500;

/** What Workers AI answers for a text embedding model: `{ shape: [n, d], data: number[n][d] }`. */
const embeddingAnswer = z.object({ data: z.array(z.array(z.number()).min(1)) });

class EmbeddingError extends Error {
  override name = "EmbeddingError";
}

function unit(values: number[]): Float32Array {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const v of vector) norm += v * v;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] as number) / norm;
  return vector;
}

class WorkersAiEmbedder implements Embedder {
  constructor(
    private readonly ai: Ai,
    readonly model: string,
  ) {}

  async embed(texts: string[]): Promise<Float32Array[]> {
    let answer: unknown;
    try {
      answer = await this.ai.run(this.model as "@cf/baai/bge-m3", { text: texts });
    } catch (error) {
      throw new EmbeddingError(`${this.model} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = embeddingAnswer.safeParse(answer);
    if (!parsed.success || parsed.data.data.length !== texts.length) {
      throw new EmbeddingError(`${this.model} answered no embeddings for the ${texts.length} titles.`);
    }
    return parsed.data.data.map(unit);
  }
}

/** The embedder when the Worker has an AI binding; null without one (the word tier alone). */
export function chooseEmbedder(ai: Ai | undefined, model: string): Embedder | null {
  return ai ? new WorkersAiEmbedder(ai, model) : null;
}
