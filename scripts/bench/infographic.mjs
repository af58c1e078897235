/**
 * The infographic figures of `npm run bench` (called by scripts/bench.mjs once its servers are up):
 *
 *   - warm render: median of 30 POST /render of a Hindi card on the infographic Worker (target
 *     30 ms), with the median of each phase the Worker reports in Server-Timing when asked with
 *     X-Infographic-Timing: 1 (init, fonts, layout, parse, rasterise, encode; see
 *     workers/infographic/render.ts), and the same less a GET /health through the same server
 *   - the first render after the Worker started, by phase (fonts parsed, code not yet optimised)
 *   - warm renders of an English and a Bengali card
 *   - cached repeat: median of GET /debates/{id}/infographic.png once cached, less the median of a
 *     static file through the same local server (wrangler dev's proxy costs a few ms on every
 *     request); target 5 ms
 *   - the infographic Worker's bundle (benchInfographicSize, also run by --sizes): gzip (budget
 *     1.5 MB; its fonts are static assets, not code), satori's embedded HarfBuzz (should be gone: the
 *     Worker imports the precompiled module once), its ten largest parts
 *   - the card while votes arrive (benchCardUnderVotes): p95 of GET /debates/{id}/infographic.png
 *     on the 100,000-vote debate while signed-in citizens vote on it concurrently (budget 50 ms),
 *     with how many of those requests drew the card themselves (X-Infographic-Cache: miss); and the
 *     same on a small debate whose percentage moves with nearly every vote (reported)
 *
 * Timings are measured here, never asserted in tests. performance.now() in the Worker advances in
 * local workerd only (on Cloudflare it moves across I/O), which is why phases come from here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { bundleParts, dryRun, printParts, topParts } from "./worker-size.mjs";

const PHASES = ["init", "fonts", "layout", "parse", "rasterise", "encode"];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (value) => Number(value.toFixed(1));

/** Server-Timing "layout;dur=6.00, parse;dur=2.00" -> { layout: 6, parse: 2 } */
function phases(response) {
  const header = response.headers.get("Server-Timing") ?? "";
  return Object.fromEntries(
    header
      .split(",")
      .map((entry) => /^\s*([\w-]+);dur=([\d.]+)/.exec(entry))
      .filter(Boolean)
      .map(([, name, ms]) => [name, Number(ms)]),
  );
}

async function timed(n, request) {
  const runs = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
    runs.push({ total: performance.now() - start, ...phases(response) });
  }
  return runs;
}

const medianOf = (runs, key) => round(median(runs.map((run) => run[key] ?? 0)));
const breakdown = (run) =>
  PHASES.filter((phase) => phase in run)
    .map((phase) => `${phase} ${round(run[phase])}`)
    .join(", ");

function hindiCard(debate) {
  return {
    lang: "hi",
    division: "bharat",
    divisionLabel: "भारत पल्स",
    brand: "DebateStorm",
    title: debate.title,
    headline: debate.originalHeadline,
    headlineLabel: "शीर्षक:",
    forPercentage: debate.forPercentage,
    supportLabel: "समर्थन",
    opposeLabel: "विरोध",
    noVotesLabel: "अभी तक कोई वोट नहीं",
    participants: `${debate.participantCount} प्रतिभागी`,
    date: "21 नवंबर 2026",
    source: debate.sources[0]?.name ?? null,
  };
}

const OTHER_CARDS = {
  "English card": {
    lang: "en",
    division: "global",
    divisionLabel: "GLOBAL STORM",
    brand: "DebateStorm",
    title: "Should cities ban cars from their centres by 2030?",
    headline: "Paris extends its car-free zone to the whole city centre",
    headlineLabel: "Headline:",
    forPercentage: 62,
    supportLabel: "Support",
    opposeLabel: "Oppose",
    noVotesLabel: "No votes yet",
    participants: "128 participants",
    date: "21 November 2026",
    source: "BBC News",
  },
  "Bengali card": {
    lang: "bn",
    division: "bharat",
    divisionLabel: "ভারত পালস",
    brand: "DebateStorm",
    title: "শহরগুলির কেন্দ্রে কি গাড়ি নিষিদ্ধ করা উচিত?",
    headline: "সরকার নতুন পরিবহন নীতি ঘোষণা করেছে",
    headlineLabel: "শিরোনাম:",
    forPercentage: 41,
    supportLabel: "সমর্থন",
    opposeLabel: "বিরোধিতা",
    noVotesLabel: "এখনও কোনো ভোট নেই",
    participants: "128 জন অংশগ্রহণকারী",
    date: "21 নভেম্বর 2026",
    source: "Anandabazar Patrika",
  },
};

/**
 * @param {object} options
 * @param {(name: string, value: number, unit: string, budget?: number) => void} options.report
 * @param {string} options.pageOrigin the page Worker under wrangler dev (seeded database)
 * @param {string} options.infographicOrigin the infographic Worker alone under wrangler dev
 */
export async function benchInfographic({ report, pageOrigin, infographicOrigin }) {
  const render = (card) => () =>
    fetch(`${infographicOrigin}/render`, {
      method: "POST",
      body: JSON.stringify(card),
      headers: { "Content-Type": "application/json", "X-Infographic-Timing": "1" },
    });

  const debates = await (await fetch(`${pageOrigin}/api/debates?region=bharat`)).json();
  const debate = debates.find((d) => d.language === "hi") ?? debates[0];
  const card = hindiCard(debate);

  const [first] = await timed(1, render(card));
  await timed(4, render(card));
  const warm = await timed(30, render(card));
  const health = await timed(30, () => fetch(`${infographicOrigin}/health`));
  const warmMedian = medianOf(warm, "total");
  // A goal, reported (issue 19: "the warm render median (goal 30 ms; report it)"), not a budget the run fails on.
  report(
    "infographic warm render, median of 30 (Hindi card, 1600x1200 PNG; goal 30 ms)",
    warmMedian,
    "ms",
    undefined,
    "max",
    {
      goal: 30,
    },
  );
  console.log(`      phases (median, ms): ${breakdown(Object.fromEntries(PHASES.map((p) => [p, medianOf(warm, p)])))}`);
  report(
    "  warm render minus the local server's own cost (GET /health)",
    round(Math.max(0, warmMedian - medianOf(health, "total"))),
    "ms",
  );
  console.log(`      first render after start: ${round(first.total)} ms (${breakdown(first)})`);
  for (const [name, other] of Object.entries(OTHER_CARDS)) {
    const [firstOther] = await timed(1, render(other));
    const runs = await timed(15, render(other));
    report(`  warm render, median of 15 (${name})`, medianOf(runs, "total"), "ms");
    console.log(`      first: ${round(firstOther.total)} ms (${breakdown(firstOther)})`);
  }

  const image = () => fetch(`${pageOrigin}/debates/${debate.id}/infographic.png?lng=hi`);
  await timed(3, image);
  const cached = medianOf(await timed(50, image), "total");
  const robots = medianOf(await timed(50, () => fetch(`${pageOrigin}/robots.txt`)), "total");
  report("infographic cached repeat, median of 50 (through wrangler dev's local proxy)", cached, "ms");
  report("  for comparison: a static file through the same local server", robots, "ms");
  report("  cached repeat minus the local server's own cost", round(Math.max(0, cached - robots)), "ms", 5);
}

/**
 * The infographic Worker's bundle (what `wrangler deploy` uploads as its code; its fonts are static
 * assets, not counted): gzip against 1.5 MB, satori's embedded HarfBuzz (should be gone), and its
 * ten largest parts. Part of `npm run bench -- --sizes`.
 *
 * @param {object} options
 * @param {string} options.root the repository
 * @param {Record<string, string>} options.env environment for wrangler
 * @param {Function} options.report
 */
export async function benchInfographicSize({ root, env, report }) {
  const bundle = dryRun({ root, env, config: "workers/infographic/wrangler.toml" });
  try {
    const { total, parts, files } = await bundleParts({ root, ...bundle });
    const javascript = files
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(bundle.outdir, f), "latin1"));
    // "AGFzbQ" is "\0asm", the start of a WebAssembly binary, in base64.
    const embedded = javascript.reduce((sum, js) => sum + (js.match(/"AGFzbQ/g)?.length ?? 0), 0);
    report("infographic Worker bundle (gzip)", Math.round(total / 1024), "KB", 1500, "max", {
      largest: topParts(parts),
    });
    report("  WebAssembly embedded as base64 in its JavaScript", embedded, "copies", 0);
    console.log("      largest parts (gzip of each alone; JavaScript parts estimated, see worker-size.mjs):");
    printParts(parts);
  } finally {
    bundle.cleanUp();
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * p95 of serving a debate's card while votes arrive on it: `concurrency` citizens at a time (each
 * signed in beforehand, each voting once) vote on the debate through POST /api/debates/{id}/vote,
 * while one reader asks for the card again and again until the last vote is in. Locally every
 * request shares one workerd process on a shared machine, so the same requests with no votes
 * arriving are measured first, in the same run, for comparison. Every vote asks the
 * debate's CardRenderer to redraw the card 2 s later; a request that finds no card for the
 * current figures draws it itself ("miss"), which is what the p95 catches.
 */
async function cardUnderVotes({ base, voters, debateId, lng, concurrency = 3 }) {
  const card = `${base}/debates/${debateId}/infographic.png?lng=${lng}`;
  for (let i = 0; i < 3; i++) await (await fetch(card)).arrayBuffer(); // drawn and stored before the votes start
  const quiet = [];
  for (let i = 0; i < 40; i++) {
    const start = performance.now();
    await (await fetch(card)).arrayBuffer();
    quiet.push(performance.now() - start);
  }
  let next = 0;
  let failed = 0;
  let voting = true;
  const voteLoop = async () => {
    while (next < voters.length) {
      const cookie = voters[next++];
      const response = await fetch(`${base}/api/debates/${debateId}/vote`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({ position: next % 3 === 0 ? "against" : "for" }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) failed++;
    }
  };
  const votes = Promise.all(Array.from({ length: concurrency }, voteLoop)).finally(() => (voting = false));
  const samples = [];
  let misses = 0;
  while (voting) {
    const start = performance.now();
    const response = await fetch(card);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${card} answered ${response.status}`);
    samples.push(performance.now() - start);
    if (response.headers.get("X-Infographic-Cache") === "miss") misses++;
  }
  await votes;
  if (failed > 0) throw new Error(`${failed} bench votes on ${debateId} failed`);
  return {
    p95: round(percentile(samples, 95)),
    median: round(median(samples)),
    quietP95: round(percentile(quiet, 95)),
    samples: samples.length,
    votes: voters.length,
    misses,
  };
}

/**
 * @param {object} options
 * @param {string} options.base the page Worker under wrangler dev
 * @param {string[]} options.voters session cookies of citizens who have not voted on either debate
 * @param {string} options.hotDebate a debate with 100,000 votes (scripts/bench/votes.mjs)
 * @param {string} options.smallDebate a debate with a handful of votes
 * @param {(name: string, value: number, unit: string, budget?: number) => void} options.report
 */
export async function benchCardUnderVotes({ base, voters, hotDebate, smallDebate, report }) {
  const half = Math.floor(voters.length / 2);
  const hot = await cardUnderVotes({ base, voters: voters.slice(0, half), debateId: hotDebate, lng: "en" });
  report(
    `card p95 while ${hot.votes} citizens vote on its debate, 3 at a time (100,000 votes; ${hot.samples} requests, ${hot.misses} drew it)`,
    hot.p95,
    "ms",
    50,
  );
  report("  median of the same requests", hot.median, "ms");
  report("  p95 of the same card with no votes arriving (same run, just before)", hot.quietP95, "ms");
  const small = await cardUnderVotes({ base, voters: voters.slice(half), debateId: smallDebate, lng: "en" });
  report(
    `  card p95 on a small debate whose percentage moves with the votes (${small.samples} requests, ${small.misses} drew it)`,
    small.p95,
    "ms",
  );
}
