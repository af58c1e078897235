/**
 * Run by `npm run bench` with tsx: parses each 2 MB feed of tests/fixtures/big-feeds.ts once to warm up, then five
 * times, and prints the medians (ms) as JSON. The news reader's budget: 100 ms for 2 MB (docs/news.md).
 */
import { bigFeeds } from "../../tests/fixtures/big-feeds";
import { FeedParseError, parseFeed } from "../../workers/news/parse-feed";

function timed(xml: string): number {
  const start = performance.now();
  try {
    parseFeed(xml, "https://big.example/feed");
  } catch (error) {
    if (!(error instanceof FeedParseError)) throw error;
  }
  return performance.now() - start;
}

const medians: Record<string, number> = {};
for (const [label, xml] of bigFeeds()) {
  timed(xml);
  const times = Array.from({ length: 5 }, () => timed(xml)).sort((a, b) => a - b);
  medians[label] = Number((times[2] ?? Infinity).toFixed(1));
}
console.log(JSON.stringify(medians));
