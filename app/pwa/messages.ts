/**
 * What the pages and the service worker say to each other (postMessage), typed once for both
 * (app/components/pwa/offline-support.tsx and sw/sw.ts). docs/pwa.md describes the conversation.
 */
import type { PwaLanguage, QueuedIntent } from "./rules";

/** A page that has hydrated tells the service worker who reads it, in which language. */
export interface HelloMessage {
  type: "hello";
  /** The signed-in citizen the page was rendered for (null: none, or a saved public copy). */
  userId: string | null;
  language: PwaLanguage;
  /** When the server rendered the page (the root loader's `now`): a saved copy's is older than any live page's. */
  renderedAt: number;
}

/** The connection came back (the page's `online` event): send what waits. */
export interface FlushMessage {
  type: "flush";
}

export type PageMessage = HelloMessage | FlushMessage;

/** The service worker's answer to a page's hello. */
export interface WelcomeMessage {
  type: "welcome";
  /** This document came from the device's saved copies (the network failed or took over 3 s). */
  fromCache: boolean;
  /** A citizen was signed in on this device when it was last online (their forms may be used offline). */
  signedIn: boolean;
}

/** What became of a vote or comment made offline. */
export interface OutboxMessage {
  type: "outbox";
  event: "queued" | "sent" | "refused";
  intent: QueuedIntent;
  /** Why it was refused (the server's own words, or "signed out"), or what the server said on sending. */
  title?: string;
  description?: string;
  /** Refused because the citizen it was made as is no longer signed in here. */
  signedOut?: boolean;
}

export type WorkerMessage = WelcomeMessage | OutboxMessage;

/** The answer a page's fetcher gets when its vote or comment is kept for later (status 503: no revalidation). */
export interface QueuedOutcome {
  ok: false;
  form: QueuedIntent;
  queued: { id: string };
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
