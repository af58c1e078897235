/**
 * The local news feed server of `npm start` (real HTTP): the feeds of local/news-feeds.ts, with
 * conditional requests (a request carrying the current ETag or Last-Modified gets 304, as from a
 * real publisher: both change when the feed publishes its next story), and the broken feed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { brokenFeed, feedDocument, SLOT_MS } from "./news-feeds";
import { BROKEN_FEED, LOCAL_FEEDS } from "./news-stories";

export async function startNewsFeedServer({ port = 0, now = () => Date.now() } = {}) {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? "/").split("?")[0];
    const time = now();
    if (path === BROKEN_FEED.path) {
      response.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" });
      response.end(brokenFeed(time));
      return;
    }
    const feed = LOCAL_FEEDS.find((f) => f.path === path);
    if (!feed) {
      response.writeHead(404, { "Content-Type": "text/plain" });
      response.end("No such feed.\n");
      return;
    }
    const slot = Math.floor(time / SLOT_MS);
    const etag = `"${feed.path.slice(1)}-${slot}"`;
    const lastModified = new Date(slot * SLOT_MS).toUTCString();
    if (request.headers["if-none-match"] === etag || request.headers["if-modified-since"] === lastModified) {
      response.writeHead(304, { ETag: etag, "Last-Modified": lastModified });
      response.end();
      return;
    }
    const { body, contentType } = feedDocument(feed, time);
    response.writeHead(200, {
      "Content-Type": `${contentType}; charset=utf-8`,
      ETag: etag,
      "Last-Modified": lastModified,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${bound}`;
  const inRegion = (region: "global" | "bharat") => [
    ...LOCAL_FEEDS.filter((f) => f.region === region).map((f) => `${url}${f.path}`),
    ...(BROKEN_FEED.region === region ? [`${url}${BROKEN_FEED.path}`] : []),
  ];
  return {
    url,
    /** What NEWS_FEEDS_GLOBAL and NEWS_FEEDS_BHARAT list. */
    feeds: { global: inRegion("global"), bharat: inRegion("bharat") },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
