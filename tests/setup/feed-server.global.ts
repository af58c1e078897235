/** Vitest global setup (Node): the local stand-ins of outside services (news feeds, Turnstile). */
import type { TestProject } from "vitest/node";

import { startFeedServer } from "../fakes/feed-server";
import { startTurnstileServer } from "../fakes/turnstile-server";

export default async function setup(project: TestProject) {
  const server = await startFeedServer();
  const turnstile = await startTurnstileServer();
  project.provide("feedServer", { url: server.url, global: server.feeds.global, bharat: server.feeds.bharat });
  project.provide("turnstileVerifyUrl", turnstile.verifyUrl);
  return async () => {
    await server.close();
    await turnstile.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    feedServer: { url: string; global: string[]; bharat: string[] };
    turnstileVerifyUrl: string;
  }
}
