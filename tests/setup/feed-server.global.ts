/**
 * Vitest global setup (Node): the local stand-ins of outside services (news feeds, Turnstile, Stripe,
 * an OpenID Connect provider, a Web Push service), and a peer's feed reader for our own feeds.
 */

import type { TestProject } from "vitest/node";

import { startFeedServer } from "../fakes/feed-server";
import { startFeedReader } from "./feed-reader";
import { startOidcProvider } from "../fakes/oidc-provider";
import { startPushService } from "../fakes/push-service";
import { startStripeServer } from "../fakes/stripe-server";
import { startTurnstileServer } from "../fakes/turnstile-server";
import { freePort } from "../helpers/free-port";

export default async function setup(project: TestProject) {
  const server = await startFeedServer();
  const turnstile = await startTurnstileServer();
  // Webhooks: tests deliver the events themselves (tests/helpers/stripe.ts), through the Worker's fetch.
  const stripe = await startStripeServer();
  // External sign-in: the tests that use it give the Worker its issuer (OIDC_* settings); the others
  // run without a provider, as before. The tests' requests come from http://localhost.
  const oidc = await startOidcProvider(await freePort(), "http://localhost/api/auth/callback");
  // Web Push: tests mint subscriptions and read what it decrypted over HTTP (/__subscriptions, /__messages).
  const push = await startPushService();
  // Our Atom and RSS feeds, read by rss-parser in Node (tests/integration/feeds.test.ts).
  const feedReader = await startFeedReader();
  project.provide("feedServer", { url: server.url, global: server.feeds.global, bharat: server.feeds.bharat });
  project.provide("turnstileVerifyUrl", turnstile.verifyUrl);
  project.provide("stripeApiUrl", stripe.url);
  project.provide("oidcIssuer", oidc.issuer);
  project.provide("pushServiceUrl", push.url);
  project.provide("feedReaderUrl", feedReader.url);
  return async () => {
    await server.close();
    await turnstile.close();
    await stripe.close();
    await oidc.close();
    await push.close();
    await feedReader.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    feedServer: { url: string; global: string[]; bharat: string[] };
    turnstileVerifyUrl: string;
    stripeApiUrl: string;
    oidcIssuer: string;
    pushServiceUrl: string;
    feedReaderUrl: string;
  }
}
