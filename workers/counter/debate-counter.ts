import { DurableObject } from "cloudflare:workers";

import { createDb } from "../../app/db/client.server";
import type { Env } from "../../app/env.server";
import type { Debate, Position } from "../../app/db/schema";
import {
  counterDebate,
  counterFlushDelay,
  prepareCounter,
  redrawCardSoon,
  storedVote,
  takeOver,
  takeVote,
  writeVotes,
  type VoteResult,
} from "~/models/debates";

/**
 * DebateCounter: one per hot debate (name = debate id) that takes the debate's votes and writes
 * them to D1 in batches (docs/decisions/0113-debate-counter.md). The rules are the model's
 * (app/models/debates/counter.server.ts); this class holds its storage, its takeover and its alarm.
 */
export class DebateCounter extends DurableObject<Env> {
  /** The takeover under way (memory only): votes arriving meanwhile wait for it instead of starting another. */
  private taking: Promise<Debate | null> | null = null;
  /** Whether this instance has set an alarm that has not started yet (false after a restart: storage is asked). */
  private alarmPending = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    prepareCounter(ctx.storage);
  }

  private debate(debateId: string) {
    const known = counterDebate(this.ctx.storage);
    if (known) return Promise.resolve(known);
    this.taking ??= takeOver(createDb(this.env.DB), this.ctx.storage, debateId).finally(() => {
      this.taking = null;
    });
    return this.taking;
  }

  async vote(input: { debateId: string; userId: string; position: Position; confirmed: boolean }): Promise<VoteResult> {
    const debate = await this.debate(input.debateId);
    if (!debate) return { ok: false, status: 404, error: { key: "debates.errors.notFound" } };
    const result = takeVote(this.ctx.storage, debate, input);
    if (result.ok && !this.alarmPending) {
      if ((await this.ctx.storage.getAlarm()) === null) {
        await this.ctx.storage.setAlarm(Date.now() + counterFlushDelay(this.env));
      }
      this.alarmPending = true;
    }
    return result;
  }

  async ownVote(userId: string): Promise<Position | null> {
    return storedVote(this.ctx.storage, userId);
  }

  override async alarm(): Promise<void> {
    this.alarmPending = false;
    const debate = counterDebate(this.ctx.storage);
    if (!debate) return;
    // A failure throws: the platform retries the alarm, and the votes wait in storage meanwhile.
    const { written, more } = await writeVotes(createDb(this.env.DB), this.ctx.storage, debate.id);
    if (more) await this.ctx.storage.setAlarm(Date.now());
    // The figures moved: the debate's cards are redrawn after the burst (once per write, not per vote).
    if (written > 0) redrawCardSoon({ env: this.env, ctx: this.ctx }, debate.id);
  }
}
