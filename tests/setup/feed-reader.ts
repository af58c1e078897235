/**
 * A feed reader of someone else's making, run in Node beside the Workers under test: rss-parser
 * (a dev dependency) parses what a test posts to it, so our feeds are read by a peer's parser and
 * not by our own (tests/integration/feeds.test.ts). POST / with the feed's XML answers the parsed
 * feed as JSON, or 422 `{ error }` when the parser refuses it.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import Parser from "rss-parser";

export async function startFeedReader() {
  const parser = new Parser();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const xml = Buffer.concat(chunks).toString("utf8");
      parser.parseString(xml).then(
        (feed) => {
          response.writeHead(200, { "Content-Type": "application/json" });
          response.end(JSON.stringify(feed));
        },
        (error: unknown) => {
          response.writeHead(422, { "Content-Type": "application/json" });
          response.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
