/** Vitest global setup (Node): the local stand-ins of outside services (news feeds, Turnstile, Stripe, Web Push). */
import type { TestProject } from "vitest/node";

import { startFeedServer } from "../fakes/feed-server";
import { startPushService } from "../fakes/push-service";
import { startStripeServer } from "../fakes/stripe-server";
import { startTurnstileServer } from "../fakes/turnstile-server";

export default async function setup(project: TestProject) {
  const server = await startFeedServer();
  const turnstile = await startTurnstileServer();
  // Webhooks: tests deliver the events themselves (tests/helpers/stripe.ts), through the Worker's fetch.
  const stripe = await startStripeServer();
  // Web Push: tests mint subscriptions and read what it decrypted over HTTP (/__subscriptions, /__messages).
  const push = await startPushService();
  project.provide("feedServer", { url: server.url, global: server.feeds.global, bharat: server.feeds.bharat });
  project.provide("turnstileVerifyUrl", turnstile.verifyUrl);
  project.provide("stripeApiUrl", stripe.url);
  project.provide("pushServiceUrl", push.url);
  return async () => {
    await server.close();
    await turnstile.close();
    await stripe.close();
    await push.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    feedServer: { url: string; global: string[]; bharat: string[] };
    turnstileVerifyUrl: string;
    stripeApiUrl: string;
    pushServiceUrl: string;
  }
}
