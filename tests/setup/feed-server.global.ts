/** Vitest global setup (Node): the local news feed server, for the Worker's feed settings. */
import type { TestProject } from "vitest/node";

import { startFeedServer } from "../fakes/feed-server";

export default async function setup(project: TestProject) {
  const server = await startFeedServer();
  project.provide("feedServer", { url: server.url, global: server.feeds.global, bharat: server.feeds.bharat });
  return () => server.close();
}

declare module "vitest" {
  export interface ProvidedContext {
    feedServer: { url: string; global: string[]; bharat: string[] };
  }
}
