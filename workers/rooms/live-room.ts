import { DurableObject } from "cloudflare:workers";

import type { Env } from "../../app/env.server";

/**
 * LiveRoom: one instance per live debate room (id = room id).
 *
 * Placeholder until the live-rooms issue: it keeps the room's participant
 * count in its own SQLite storage and answers it, so the binding, the class
 * migration and the Durable Object round trip are real and tested from day one.
 */
export class LiveRoom extends DurableObject<Env> {
  async participantCount(): Promise<number> {
    return (await this.ctx.storage.get<number>("participants")) ?? 0;
  }

  async join(): Promise<number> {
    const next = (await this.participantCount()) + 1;
    await this.ctx.storage.put("participants", next);
    return next;
  }
}
