/**
 * What the pages and the service worker say to each other (postMessage), typed once for both
 * (app/components/pwa/offline-support.tsx and sw/sw.ts). docs/pwa.md describes the conversation.
 */
import type { PwaLanguage, QueuedIntent } from "./rules";

/** A page that has hydrated tells the service worker who reads it, in which language. */
export interface HelloMessage {
  type: "hello";
  /**
   * The signed-in citizen the page was rendered for (null: none, or a saved public copy). Only a
   * hint: when it changes, the worker asks the server (/pwa-state.json) who is signed in.
   */
  userId: string | null;
  language: PwaLanguage;
}

/** The connection came back (the page's `online` event): send what waits. */
interface FlushMessage {
  type: "flush";
}

export type PageMessage = HelloMessage | FlushMessage;

/** The service worker's answer to a page's hello. */
interface WelcomeMessage {
  type: "welcome";
  /** This document came from the device's saved copies (the network failed or took over 3 s). */
  fromCache: boolean;
  /** A citizen was signed in on this device when it was last online (their forms may be used offline). */
  signedIn: boolean;
}

/** What became of a vote or comment made offline (`needsNetwork`: another form, which cannot wait). */
export interface OutboxMessage {
  type: "outbox";
  event: "queued" | "sent" | "refused" | "needsNetwork";
  intent: QueuedIntent | "other";
  /** Why it was refused (the server's own words, or "signed out"), or what the server said on sending. */
  title?: string;
  description?: string;
  /** Refused because the citizen it was made as is no longer signed in here. */
  signedOut?: boolean;
}

export type WorkerMessage = WelcomeMessage | OutboxMessage;

/**
 * The answer a page's fetcher gets from the service worker when the network fails: a vote or comment
 * kept for later (`queued`), or another form that needs the network (no `queued`). `offline: true`
 * keeps the page's data as it is (app/pwa/revalidate.ts).
 */
export interface OfflineOutcome {
  ok: false;
  form: string;
  offline: true;
  queued?: { id: string };
  debateId?: string;
  position?: string;
}

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === "welcome" || type === "outbox";
}

export function isPageMessage(value: unknown): value is PageMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === "hello" || type === "flush";
}
