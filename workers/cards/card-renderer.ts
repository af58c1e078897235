import { DurableObject } from "cloudflare:workers";

import { createDb } from "../../app/db/client.server";
import type { Env } from "../../app/env.server";
import type { SupportedLanguage } from "../../app/i18n/config";
import { CARD_REDRAW_DELAY_MS, redrawCards, type DrawnCards } from "~/models/debates";

/** What a CardRenderer counts (its `stats()`): how often it was asked, how often it woke, how many cards it drew. */
interface CardRendererStats {
  scheduled: number;
  passes: number;
  renders: number;
  /** When the next redraw is due (ms since the epoch), or null. */
  alarm: number | null;
}

interface State {
  debateId: string | null;
  languages: SupportedLanguage[];
  drawn: DrawnCards;
  scheduled: number;
  passes: number;
  renders: number;
}

function redrawDelay(env: Env) {
  const configured = Number(env.CARD_REDRAW_DELAY_MS);
  return Number.isFinite(configured) && configured >= 0 && env.CARD_REDRAW_DELAY_MS ? configured : CARD_REDRAW_DELAY_MS;
}

const EMPTY: State = { debateId: null, languages: [], drawn: {}, scheduled: 0, passes: 0, renders: 0 };

/**
 * CardRenderer: one instance per debate (name = debate id) that keeps the debate's shareable cards
 * drawn ahead of the request (docs/decisions/0085-card-prerender.md). A vote calls `schedule`:
 * the first call of a burst sets the object's alarm CARD_REDRAW_DELAY_MS (2 s) ahead, later ones find it
 * set, so a burst of votes is one drawing. The alarm draws the cards whose figures changed
 * (app/models/debates/infographic.server.ts redrawCards) into KV, where the card route finds them. A vote
 * that arrives while the alarm runs sets the next alarm (the figures the running pass read may
 * predate it). The alarm is retried by the platform if drawing fails (at least once).
 */
export class CardRenderer extends DurableObject<Env> {
  private async state(): Promise<State> {
    return { ...EMPTY, ...(await this.ctx.storage.get<State>("state")) };
  }

  private save(state: State) {
    return this.ctx.storage.put("state", state);
  }

  /**
   * Whether this instance has set an alarm that has not started yet (memory only: false after a
   * restart, and the first call then asks storage). While it is true a vote writes nothing.
   */
  private alarmPending = false;
  /** Votes counted in memory since the last write of `state` (only for `stats`; lost on eviction). */
  private unsaved = 0;

  /**
   * The debate's figures changed: redraw its cards soon, once for the whole burst. Only the first
   * vote of a burst writes (the debate, the alarm); the others find the alarm pending in memory and
   * only count, so a burst costs the object one storage write instead of one per vote.
   */
  async schedule(debateId: string): Promise<void> {
    if (this.alarmPending) {
      this.unsaved += 1;
      return;
    }
    const counted = this.unsaved + 1;
    this.unsaved = 0;
    const state = await this.state();
    await this.save({ ...state, debateId, scheduled: state.scheduled + counted });
    if ((await this.ctx.storage.getAlarm()) === null) {
      await this.ctx.storage.setAlarm(Date.now() + redrawDelay(this.env));
    }
    this.alarmPending = true;
  }

  /** A request drew this language's card itself: keep it up to date from now on. */
  async follow(debateId: string, lng: SupportedLanguage, etag: string): Promise<void> {
    const state = await this.state();
    const languages = state.languages.includes(lng) ? state.languages : [...state.languages, lng];
    await this.save({ ...state, debateId, languages, drawn: { ...state.drawn, [lng]: etag } });
  }

  override async alarm(): Promise<void> {
    // From here on a vote sets the next alarm: the figures this pass reads may predate it.
    this.alarmPending = false;
    const state = await this.state();
    if (!state.debateId) return;
    const result = await redrawCards(
      { db: createDb(this.env.DB), env: this.env },
      state.debateId,
      state.languages,
      state.drawn,
    );
    if (result === null) {
      // The debate is gone: nothing to keep.
      await this.ctx.storage.deleteAll();
      return;
    }
    // Re-read: schedule() and follow() may have run while the cards were drawn.
    const latest = await this.state();
    const counted = this.unsaved;
    this.unsaved = 0;
    await this.save({
      ...latest,
      drawn: { ...latest.drawn, ...result.drawn },
      scheduled: latest.scheduled + counted,
      passes: latest.passes + 1,
      renders: latest.renders + result.renders,
    });
  }

  async stats(): Promise<CardRendererStats> {
    const { scheduled, passes, renders } = await this.state();
    return { scheduled: scheduled + this.unsaved, passes, renders, alarm: await this.ctx.storage.getAlarm() };
  }
}
