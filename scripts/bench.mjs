#!/usr/bin/env node
/**
 * `npm run bench`: performance figures measured on this machine, against the budgets of
 * docs/performance.md. Never part of `npm test` (timings belong here, not in tests).
 *
 *   - client JavaScript per route, gzip, code only (strings are loaded per area), budget 100 KB on
 *     every page: the largest page (scripts/client-size.mjs lists them all), the home page, what every
 *     route shares (the 404 page loads only that), a debate, /login, /help and the feature pages
 *   - page Worker bundle: gzip (budget 300 KB), no WebAssembly (satori and resvg stay in the
 *     infographic Worker), its largest parts (scripts/bench/worker-size.mjs)
 *   - the infographic: warm render with its phases, cached repeat, the infographic Worker's bundle
 *     (scripts/bench/infographic.mjs)
 *   - server rendering: `/` against /help, interleaved through the same server, requests per second
 *     and p95 (budget: at least 0.5x; scripts/bench/render.mjs); signed in, `/` and a debate page
 *     against /help, with their HTML sizes and D1 round trips (budget: each at least 0.5x; in a
 *     server of its own; `npm run bench -- --render` runs it alone)
 *   - Lighthouse, mobile, median of 3, on /, a debate page and /login (scripts/bench/lighthouse.mjs;
 *     Chromium from CHROME_PATH, default /usr/bin/chromium)
 *   - the cost of a vote on a debate with 100,000 votes against one with none (scripts/bench/votes.mjs)
 *   - the news reader's parse time on 2 MB feeds (budget 100 ms; scripts/bench/feeds.mjs)
 *   - the admin users dashboard with 10,000 users against 100 (budget 1.5x; scripts/bench/admin-users.mjs;
 *     `npm run bench -- --admin-users` runs it alone)
 *   - a live room: 200 WebSockets in one room, one argument, delivery p50 and p95 (budget p95 100 ms) and
 *     every socket receiving it exactly once (scripts/bench/rooms.mjs; `npm run bench -- --rooms` runs it alone)
 *   - 1,000 citizens voting on one debate at once, through the page's vote form and the API, against
 *     a bare one-row D1 insert behind the same session check (budget: at least 0.5x; all counted
 *     exactly; scripts/bench/crowd.mjs; `npm run bench -- --crowd` runs it alone)
 *   - common ground: the computation of 1,000 participants × 300 arguments in workerd, CPU of one run (budget
 *     2 s; scripts/bench/common-ground.mjs; `npm run bench -- --common-ground` runs it alone, without a build)
 *   - cost growth: `/` and a debate page with 10,000 debates and 200,000 votes against 100 debates
 *     (budget 1.5x; scripts/bench/growth.mjs; `npm run bench -- --growth` runs it alone)
 *   - the embed of a debate other sites frame: HTML and CSS gzip (budget 15 KB), its inline script (budget
 *     1 KB), no other request (scripts/bench/embed.mjs; `npm run bench -- --embed` runs it alone)
 *   - the news run: one run of the news Worker with 4 feeds × 25 items and with 40 feeds × 50 items, the
 *     first (every headline new) and a second (no new headline), CPU in workerd and wall time; no budget
 *     (scripts/bench/news.mjs; `npm run bench -- --news` runs it alone)
 *   - the edge cache: signed-out `/` and a debate page from the Workers Cache API against a static file,
 *     10 connections (budget: at least 0.8x; scripts/bench/edge-cache.mjs; `npm run bench -- --edge` runs
 *     it alone).
 *   - hot debates: 1,000 citizens voting at once on a hot debate (its DebateCounter) against a cold one
 *     (today's path), same run, same server (budget: at least 2x; every vote counted exactly;
 *     scripts/bench/hot.mjs; `npm run bench -- --hot` runs it alone).
 *   - fan-out: a comment (through the page's action) on a debate with 10,000 followers against one with
 *     none, same run (budget: at most 1.2x), then every follower told exactly once by the notify queue's
 *     consumer (scripts/bench/fanout.mjs; `npm run bench -- --fanout` runs it alone).
 *     Every other part runs with the edge cache off (EDGE_CACHE_SECONDS=0): they measure drawing
 *     pages and counting votes, not the cache (but for the election night below).
 *   - memory under load, never in the full run (`npm run bench -- --memory`, `--memory-minutes N` for the
 *     mixed phase, default 10): workerd's resident memory and the page Worker's JavaScript heap through a
 *     static-file phase, a mixed load and idle (scripts/bench/memory.mjs; no budget).
 *   - election night, never in the full run (`npm run bench -- --election`, at most 5 minutes): signed-out
 *     and signed-in reads, votes and comments on one viral debate, the edge cache on, stepped up to the
 *     highest rate with 0 errors; per kind requests/s, p95 and D1 round trips; every vote and comment
 *     counted exactly (scripts/bench/election.mjs).
 *   - the machine's load average (os.loadavg, as `uptime` prints it) at the start and the end
 *
 * Servers: `wrangler dev` (workerd) with a fresh, seeded local D1 in .wrangler/bench-*, on free ports.
 * Exit code 1 when a budget is missed. `npm run bench -- --sizes`: only the sizes (no servers).
 * `npm run bench -- --cards`: only the votes and the cards (the vote cost, the warm render, the card
 * while votes arrive), with the Worker sizes.
 * At the end: a table of every figure, and the same figures as JSON in bench/results.json
 * (committed: the baseline a later run is compared with, `git diff bench/results.json`;
 * docs/performance.md). A part run alone (--admin-users, --rooms, --cards, --growth, --crowd, --lighthouse,
 * --common-ground, --edge, --hot, --fanout, --render, --memory, --election) replaces only its own figures there. `npm run bench -- --lighthouse`: only Lighthouse.
 */
import { execFileSync, spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { benchAdminUsers } from "./bench/admin-users.mjs";
import { benchCommonGround } from "./bench/common-ground.mjs";
import { benchEdgeCache } from "./bench/edge-cache.mjs";
import { bareInsertArgs, benchCrowd, prepareCrowd, verifyCrowdStored } from "./bench/crowd.mjs";
import { benchFanOut } from "./bench/fanout.mjs";
import { benchFeedParse } from "./bench/feeds.mjs";
import { benchEmbed } from "./bench/embed.mjs";
import { benchCardUnderVotes, benchInfographic, benchInfographicSize } from "./bench/infographic.mjs";
import { benchLighthouse } from "./bench/lighthouse.mjs";
import { devArgs, executeSqlFile, freshD1 } from "./bench/local-d1.mjs";
import { benchGrowth } from "./bench/growth.mjs";
import { benchHot } from "./bench/hot.mjs";
import { benchMemory } from "./bench/memory.mjs";
import { benchElection } from "./bench/election.mjs";
import { benchNews } from "./bench/news.mjs";
import { benchRendering, benchSignedInRendering } from "./bench/render.mjs";
import { benchRooms } from "./bench/rooms.mjs";
import { benchWorkerSize } from "./bench/worker-size.mjs";
import { prepareVoteBench, benchVoteCost } from "./bench/votes.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => join(root, "node_modules", ".bin", name);
const SECRETS = {
  APP_ENV: "test",
  SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789abcdef",
  DEV_ADMIN_USERNAME: "benchadmin",
  DEV_ADMIN_EMAIL: "benchadmin@debatestorm.local",
  DEV_ADMIN_PASSWORD: "bench-admin-password-1",
  DEMO_USER_PASSWORD: "bench-demo-password-1",
  // The edge cache off: the parts measure drawing pages and counting votes (the edge cache part turns
  // it on in a server of its own: scripts/bench/edge-cache.mjs).
  EDGE_CACHE_SECONDS: "0",
};
const env = {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  ...process.env,
  ...SECRETS,
  CI: "true",
};

const results = [];
/** One figure: printed now, in the table and bench/results.json at the end. `details`: e.g. a bundle's parts. */
function report(name, value, unit, budget, kind = "max", details) {
  const ok = budget === undefined || (kind === "max" ? value <= budget : value >= budget);
  results.push({
    name,
    value,
    unit,
    ...(budget === undefined ? {} : { budget, kind }),
    ok,
    ...(details ? { details } : {}),
  });
  const target = budget === undefined ? "" : ` (${kind === "max" ? "at most" : "at least"} ${budget} ${unit})`;
  console.log(`${ok ? "ok    " : "MISSED"}  ${name}: ${value} ${unit}${target}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function startWrangler(args, label) {
  let output = "";
  const child = spawn(bin("wrangler"), ["dev", ...args, "--show-interactive-dev-session=false"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  // BENCH_SERVER_LOGS=<dir>: every server's whole output kept in a file of its own, for a failure to be read later.
  if (process.env.BENCH_SERVER_LOGS) {
    mkdirSync(process.env.BENCH_SERVER_LOGS, { recursive: true });
    const file = join(process.env.BENCH_SERVER_LOGS, `${label.replace(/\W+/g, "-")}-${process.pid}.log`);
    child.stdout.on("data", (c) => appendFileSync(file, c));
    child.stderr.on("data", (c) => appendFileSync(file, c));
  }
  child.log = () => `${label}:\n${output}`;
  return child;
}

async function waitFor(url, child) {
  for (let i = 0; i < 180; i++) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early.\n${child.log()}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within 90 s.\n${child.log()}`);
}

/** A fresh local D1 at `state`: migrated, then `sql` (the bench's own rows) run in it. */
function seededD1(state, sql) {
  freshD1({ root, env, bin }, state);
  const file = join(state, "bench-seed.sql");
  writeFileSync(file, sql);
  executeSqlFile({ bin, root, env, state }, file);
}

/** The bench's secrets (and `extra` settings) as a wrangler --env-file in the local state directory; its path. */
function writeSecretsFile(state, extra = {}) {
  const envFile = join(state, "bench.env");
  writeFileSync(
    envFile,
    Object.entries({ ...SECRETS, ...extra })
      .map(([k, v]) => `${k}="${v}"`)
      .join("\n"),
  );
  return envFile;
}

/**
 * A page Worker (wrangler.toml alone, or with the Workers of `services`' configs it calls) of its own
 * on the local D1 at `state`, with the bench's secrets (and `extra`).
 */
async function pageWorker(state, label, extra = {}, services = []) {
  const envFile = writeSecretsFile(state, extra);
  const [port, inspector] = await Promise.all([freePort(), freePort()]);
  const args = devArgs({ config: "wrangler.toml", port, inspector, state, envFile });
  args.splice(2, 0, ...services.flatMap((config) => ["-c", config]));
  const child = startWrangler(args, label);
  return { child, base: `http://127.0.0.1:${port}`, inspector };
}

async function main() {
  // Common ground needs no build: its Worker is the module itself (scripts/bench/common-ground).
  const commonGround = { report, waitFor, startWrangler, freePort };
  if (process.argv.includes("--common-ground")) {
    // The load average goes into its figure's details: the load figures of the last full run stay.
    await benchCommonGround(commonGround);
    return finish();
  }
  if (!existsSync(join(root, "build/server/index.js")) || !existsSync(join(root, "build/infographic/index.js"))) {
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env });
  }

  const ownServer = { root, env, bin, report, waitFor, secrets: SECRETS, seededD1, pageWorker };
  if (process.argv.includes("--admin-users")) {
    await benchAdminUsers(ownServer);
    return finish();
  }
  if (process.argv.includes("--embed")) {
    await benchEmbed(ownServer);
    return finish();
  }
  const newsRun = { root, env, bin, report, startWrangler, freePort, execFileSync };
  if (process.argv.includes("--news")) {
    await benchNews(newsRun);
    return finish();
  }
  if (process.argv.includes("--feeds")) {
    benchFeedParse({ root, env, report });
    return finish();
  }
  if (process.argv.includes("--rooms")) {
    await benchRooms(ownServer);
    return finish();
  }
  // Parts run alone on servers of their own, between two readings of the load average.
  const timedAlone = [
    ["--edge", benchEdgeCache],
    ["--hot", benchHot],
    ["--memory", benchMemory],
    ["--memory-minutes", benchMemory],
    ["--election", benchElection],
    ["--fanout", benchFanOut],
    ["--render", benchSignedInRendering],
    ["--growth", benchGrowth],
  ];
  for (const [flag, part] of timedAlone) {
    if (!process.argv.includes(flag)) continue;
    reportLoad("start");
    await part(ownServer);
    reportLoad("end");
    return finish();
  }
  // `--crowd`: only the 1,000 voters (the page Worker and the bench Worker on one fresh local D1).
  const crowdOnly = process.argv.includes("--crowd");

  // Sizes.
  // Imported here: client-size.mjs reads the build's manifest as it loads (a part that needs no build runs without it).
  const { CLIENT_BUDGET_KB, clientFiles, everyPage, gzipBytes } = await import("./client-size.mjs");
  const clientKB = (routeId) => Number((gzipBytes(clientFiles(routeId)) / 1024).toFixed(1));
  const pages = everyPage();
  const over = pages.filter((p) => p.kb > CLIENT_BUDGET_KB).length;
  report(
    `client JavaScript, the largest page (gzip; ${pages[0].routeId}, ${over} of ${pages.length} pages over budget)`,
    pages[0].kb,
    "KB",
    CLIENT_BUDGET_KB,
  );
  report("  home page client JavaScript (gzip)", clientKB("routes/_index"), "KB", CLIENT_BUDGET_KB);
  for (const [label, routeId] of CLIENT_ROUTES)
    report(`  client JavaScript, ${label} (gzip)`, clientKB(routeId), "KB", CLIENT_BUDGET_KB);
  await benchWorkerSize({ root, env, report });
  await benchInfographicSize({ root, env, report });
  if (process.argv.includes("--sizes")) return finish();

  const cardsOnly = process.argv.includes("--cards");
  // `--lighthouse`: only Lighthouse (for a run on a quiet machine: its timings are the machine's).
  const lighthouseOnly = process.argv.includes("--lighthouse");
  reportLoad("start");
  // The news reader, in a process of its own.
  if (!cardsOnly && !crowdOnly && !lighthouseOnly) benchFeedParse({ root, env, report });
  // Common ground, in a server of its own, before the others start.
  if (!cardsOnly && !crowdOnly && !lighthouseOnly) await benchCommonGround(commonGround);
  if (!cardsOnly && !crowdOnly && !lighthouseOnly) await benchNews(newsRun);

  // Servers.
  const state = freshD1({ root, env, bin }, join(root, ".wrangler", `bench-${process.pid}`));
  const envFile = writeSecretsFile(state);
  execFileSync(bin("tsx"), ["scripts/seed.ts"], { cwd: root, env: { ...env, PERSIST_TO: state }, stdio: "inherit" });
  const voteBench =
    crowdOnly || lighthouseOnly
      ? null
      : await prepareVoteBench({ bin, root, env, state, sessionSecret: SECRETS.SESSION_SECRET });
  const crowd = lighthouseOnly
    ? null
    : await prepareCrowd({ bin, root, env, state, sessionSecret: SECRETS.SESSION_SECRET });

  const [appPort, appInspector, renderPort, renderInspector, barePort, bareInspector] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const app = startWrangler(
    [
      "-c",
      "wrangler.toml",
      "-c",
      "workers/infographic/wrangler.toml",
      "--port",
      String(appPort),
      "--inspector-port",
      String(appInspector),
      "--persist-to",
      state,
      "--env-file",
      envFile,
    ],
    "page Worker",
  );
  const renderer = startWrangler(
    [
      "-c",
      "workers/infographic/wrangler.toml",
      "--port",
      String(renderPort),
      "--inspector-port",
      String(renderInspector),
      "--persist-to",
      state,
    ],
    "infographic Worker",
  );
  // The bench-only Worker beside it, on the same local D1 (scripts/bench/bare-insert).
  const bare = startWrangler(
    bareInsertArgs({ port: barePort, inspector: bareInspector, state, envFile }),
    "bench Worker (bare insert)",
  );
  const stop = () => {
    app.kill("SIGTERM");
    renderer.kill("SIGTERM");
    bare.kill("SIGTERM");
  };
  process.on("exit", stop);
  let crowdShown = null;
  try {
    const base = `http://127.0.0.1:${appPort}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(`${base}/robots.txt`, app);
    await waitFor(`http://127.0.0.1:${renderPort}/health`, renderer);
    await waitFor(bareBase, bare);

    if (!cardsOnly && !crowdOnly) {
      if (!lighthouseOnly) await benchRendering({ base, report });

      // Lighthouse before the vote bench writes its crowd (a seeded debate page, as a citizen finds it).
      const debateId = await firstDebateId(base);
      await benchLighthouse({
        report,
        pages: [
          { label: "/", url: `${base}/`, indexable: true },
          { label: "a debate", url: `${base}/debates/${debateId}`, indexable: true },
          { label: "/login", url: `${base}/login`, indexable: false },
        ],
      });
    }

    if (!crowdOnly && !lighthouseOnly) await benchVoteCost({ base, voters: voteBench.voters, report });

    if (!cardsOnly && !lighthouseOnly) {
      crowdShown = (
        await benchCrowd({
          base,
          bareBase,
          cookies: crowd.cookies,
          report,
          serverLog: (door) => (door === "bare" ? bare : app).log(),
        })
      ).shown;
    }

    if (!crowdOnly && !lighthouseOnly) {
      await benchInfographic({
        report,
        pageOrigin: base,
        infographicOrigin: `http://127.0.0.1:${renderPort}`,
      });

      await benchCardUnderVotes({
        base,
        voters: voteBench.cardVoters,
        hotDebate: "bench-big",
        smallDebate: "bench-empty-0",
        report,
      });
    }
  } finally {
    stop();
    await new Promise((r) => setTimeout(r, 1_500));
    // The crowd's votes as stored, read once no server holds the database.
    if (crowdShown) verifyCrowdStored({ bin, root, env, state, shown: crowdShown, report });
    rmSync(state, { recursive: true, force: true });
  }
  // Servers of their own (100 and 10,000 users; a room of 200; 100 and 10,000 debates), once the others have stopped.
  if (!cardsOnly && !crowdOnly && !lighthouseOnly) {
    await benchAdminUsers(ownServer);
    await benchRooms(ownServer);
    await benchGrowth(ownServer);
    await benchEmbed(ownServer);
    await benchEdgeCache(ownServer);
    await benchHot(ownServer);
    await benchFanOut(ownServer);
    await benchSignedInRendering(ownServer);
  }
  reportLoad("end");
  finish();
}

/** The machine's load average (1, 5, 15 minutes, as `uptime` prints it): the context of every timing. */
function reportLoad(when) {
  const [one, five, fifteen] = loadavg().map((l) => l.toFixed(2));
  report(`load average at the ${when} (1 / 5 / 15 min, ${cpus().length} cores)`, `${one} / ${five} / ${fifteen}`, "");
}

/** Routes whose client JavaScript is reported beside the home page's: [label, Remix route id]. */
const CLIENT_ROUTES = [
  ["shared by every route (the 404 page)", "routes/$"],
  ["/help", "routes/help"],
  ["a debate", "routes/debates.$debateId"],
  ["/login", "routes/login"],
  ["/civic-education", "routes/civic-education"],
  ["/policy-impact", "routes/policy-impact"],
  ["/experts", "routes/experts"],
  ["/campaign-packages", "routes/campaign-packages"],
  ["/settings", "routes/settings"],
  ["/admin (users)", "routes/admin.users"],
];

/** A seeded debate's id, from the JSON API's list. */
async function firstDebateId(base) {
  const response = await fetch(`${base}/api/debates`);
  const body = await response.json();
  const list = Array.isArray(body) ? body : (body.debates ?? []);
  if (!list[0]?.id) throw new Error(`GET /api/debates answered no debate (${response.status})`);
  return list[0].id;
}

/** Flags that run one part alone, with a server of its own. */
const ONE_PART_FLAGS = [
  "--render",
  "--sizes",
  "--feeds",
  "--admin-users",
  "--rooms",
  "--cards",
  "--growth",
  "--crowd",
  "--lighthouse",
  "--common-ground",
  "--embed",
  "--news",
  "--edge",
  "--hot",
  "--fanout",
  "--memory",
  "--memory-minutes",
  "--election",
];

/**
 * What names a figure across runs: its name without the parentheses that hold counts of this run
 * ("(82 requests, 0 drew it)"), so a part run alone replaces its figure instead of adding a second.
 */
const figureKey = (name) => name.replace(/\s*\([^()]*\d[^()]*\)/g, "").trim();

function finish() {
  printTable();
  const file = join(root, "bench", "results.json");
  mkdirSync(dirname(file), { recursive: true });
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? "unknown", node: process.version };
  // One part run alone (--admin-users, --rooms, --cards) updates its own figures in the last full run's file.
  const onePart = ONE_PART_FLAGS.some((flag) => process.argv.includes(flag)) && existsSync(file);
  const keys = new Set(results.map((r) => figureKey(r.name)));
  const kept = onePart
    ? JSON.parse(readFileSync(file, "utf8")).results.filter((r) => !keys.has(figureKey(r.name)))
    : [];
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, lastPart: onePart ? process.argv.slice(2).join(" ") : null, results: [...kept, ...results] }, null, 2)}\n`,
  );
  console.log(`\nThe same figures as JSON: ${file}`);
  const missed = results.filter((r) => !r.ok);
  if (missed.length > 0) {
    console.log(`\nMISSED: ${missed.length} budget(s) in this run: ${missed.map((m) => m.name).join("; ")}`);
    process.exitCode = 1;
  }
}

function printTable() {
  const rows = results.map((r) => [
    r.ok ? "ok" : "MISSED",
    r.name.trim(),
    `${r.value} ${r.unit}`.trim(),
    r.budget === undefined ? "" : `${r.kind === "max" ? "<=" : ">="} ${r.budget} ${r.unit}`,
  ]);
  const widths = [6, 0, 0, 0].map((w, i) => Math.max(w, ...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => cell.padEnd(widths[i])).join(" | ");
  console.log(`\n${line(["", "figure", "value", "budget"])}`);
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const row of rows) console.log(line(row));
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
