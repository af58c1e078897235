/**
 * The fake Workers AI (../workers-ai.ts) as a Worker, for `wrangler dev` in the browser tests:
 * bound to the page Worker as its `AI` service binding, `env.AI.run(model, inputs)` reaches
 * this entrypoint's `run` by RPC, as it reaches Workers AI in production.
 */
import { WorkerEntrypoint } from "cloudflare:workers";

import { answer } from "../workers-ai";

export default class FakeWorkersAiEntrypoint extends WorkerEntrypoint {
  async run(model: string, inputs: Record<string, unknown>): Promise<unknown> {
    return answer(model, inputs);
  }

  override async fetch(): Promise<Response> {
    return new Response("The fake Workers AI answers env.AI.run() only.", { status: 404 });
  }
}
