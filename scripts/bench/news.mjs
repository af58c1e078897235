/**
 * The news run (npm run bench; issue 31, docs/news.md "What a run costs"): one run of the news Worker
 * as `wrangler dev` runs it (workers/news/wrangler.toml, its scheduled handler through
 * /cdn-cgi/handler/scheduled) on a fresh local D1, reading feeds from a local server in this process,
 * at two sizes: 4 feeds × 25 items (today's feed list) and 40 feeds × 50 items. The feeds report
 * invented events, each by three outlets in its own words (English, and Hindi for one feed in four), so
 * the run stores, groups into stories (the title and word tiers: there is no Workers AI here) and makes
 * NEWS_DEBATES_PER_RUN debates as it does in production.
 *
 * For each size: the first run (every headline new) and a second (no new headline: the same feeds again,
 * every item read and found stored), each as wall time and as the CPU of the workerd processes
 * (/proc/<pid>/stat, as scripts/bench/common-ground.mjs reads it), which a loaded machine does not
 * stretch. No budget: the figures say what a run costs. `npm run bench -- --news` runs this part alone.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";

import { totalCpu, workerdProcesses } from "./common-ground.mjs";

const SIZES = [
  { feeds: 4, items: 25 },
  { feeds: 40, items: 50 },
];

const PLACES = ["Odisha", "Kerala", "Nairobi", "Lima", "Assam", "Oslo", "Punjab", "Manila", "Dhaka", "Quito"];
const SUBJECTS = ["floods", "budget", "strike", "election", "drought", "metro", "hospital", "tariffs", "heatwave"];
const ACTIONS = ["displace", "delay", "reshape", "divide", "test", "stall", "lift", "shake"];
const OBJECTS = ["farmers", "schools", "exports", "commuters", "tourism", "courts", "wages", "ports"];
const HI_PLACES = ["ओडिशा", "केरल", "नैरोबी", "लीमा", "असम", "ओस्लो", "पंजाब", "मनीला", "ढाका", "क्विटो"];
const HI_SUBJECTS = ["बाढ़", "बजट", "हड़ताल", "चुनाव", "सूखा", "मेट्रो", "अस्पताल", "शुल्क", "लू"];
const HI_OBJECTS = ["किसान", "स्कूल", "निर्यात", "यात्री", "पर्यटन", "अदालतें", "मज़दूरी", "बंदरगाह"];

const pick = (list, n) => list[n % list.length];

/**
 * A name of its own for event `e` (a storm's, a bill's, a person's), as real events have: the word the
 * word tier finds its reports by, when places and subjects are shared by hundreds of titles of the window.
 */
const SYLLABLES = ["ka", "ro", "mi", "tu", "sa", "le", "no", "vi", "da", "pe", "zu", "ha", "ri", "go", "ba", "ne"];
const name = (e) =>
  `${pick(SYLLABLES, e).toUpperCase()[0]}${pick(SYLLABLES, e).slice(1)}${pick(SYLLABLES, Math.floor(e / 16) + 3)}${pick(SYLLABLES, Math.floor(e / 256) + 7)}`;
const HI_SYLLABLES = ["का", "रो", "मी", "तु", "सा", "ले", "नो", "वि", "दा", "पे", "ज़ु", "हा", "री", "गो", "बा", "ने"];
const hindiName = (e) =>
  `${pick(HI_SYLLABLES, e)}${pick(HI_SYLLABLES, Math.floor(e / 16) + 3)}${pick(HI_SYLLABLES, Math.floor(e / 256) + 7)}`;

/** Event `e` as outlet `f` words it: the same named things, its own order and extra words. */
function title(e, f, hindi) {
  const [place, subject, object] = [pick(PLACES, e), pick(SUBJECTS, e * 7 + 1), pick(OBJECTS, e * 3 + 2)];
  if (hindi) {
    return `${pick(HI_PLACES, e)} में ${hindiName(e)} ${pick(HI_SUBJECTS, e * 7 + 1)} से ${pick(HI_OBJECTS, e * 3 + 2)} प्रभावित`;
  }
  const action = pick(ACTIONS, e * 5 + f);
  const forms = [
    `${place} ${subject} named ${name(e)} ${action} ${object}, officials say`,
    `${object} hit as ${name(e)} ${subject} in ${place} ${action}s plans`,
    `${name(e)}: ${place} ${subject} could ${action} ${object} this week`,
  ];
  return forms[f % forms.length];
}

const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** Feed `f` of `feeds`, `items` items: item j reports event floor((j × feeds + f) / 3), three outlets each. */
function feedXml(f, feeds, items, now) {
  const hindi = f % 4 === 3;
  const entries = [];
  for (let j = 0; j < items; j++) {
    const e = Math.floor((j * feeds + f) / 3);
    const published = new Date(now - (j * 20 + f) * 60_000).toUTCString();
    entries.push(
      `<item><title>${escape(title(e, f, hindi))}</title><link>https://outlet-${f}.example/${e}</link>` +
        `<description>${escape(title(e, f, hindi))}.</description><pubDate>${published}</pubDate></item>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Outlet ${f}</title>${entries.join("\n")}</channel></rss>`;
}

function startFeeds(feeds, items) {
  const now = Date.now();
  const bodies = Array.from({ length: feeds }, (_, f) => feedXml(f, feeds, items, now));
  const server = createServer((request, response) => {
    const f = Number(/^\/feed-(\d+)\.rss$/.exec(request.url ?? "")?.[1] ?? -1);
    const body = bodies[f];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" }).end(body);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** workers/news/wrangler.toml with these [vars], written beside it (its paths are relative to it). */
function newsConfig(root, name, vars) {
  let text = readFileSync(join(root, "workers/news/wrangler.toml"), "utf8");
  for (const [key, value] of Object.entries(vars)) {
    text = text
      .replace(new RegExp(`^${key}\\s*=.*$`, "m"), "")
      .replace(/^\[vars\]$/m, `[vars]\n${key} = ${JSON.stringify(value)}`);
  }
  const file = `workers/news/.wrangler-bench-${name}-${process.pid}.toml`;
  writeFileSync(join(root, file), `# Made by scripts/bench/news.mjs for one run (removed after it).\n${text}`);
  return file;
}

export async function benchNews({ root, env, bin, report, startWrangler, freePort, execFileSync }) {
  for (const { feeds, items } of SIZES) {
    const label = `${feeds} feeds × ${items} items`;
    const state = join(root, ".wrangler", `bench-news-${feeds}x${items}-${process.pid}`);
    rmSync(state, { recursive: true, force: true });
    mkdirSync(state, { recursive: true });
    const server = await startFeeds(feeds, items);
    const origin = `http://127.0.0.1:${server.address().port}`;
    const urls = Array.from({ length: feeds }, (_, f) => `${origin}/feed-${f}.rss`);
    const config = newsConfig(root, `${feeds}x${items}`, {
      NEWS_FEEDS_GLOBAL: urls.filter((_, f) => f % 2 === 0).join(","),
      NEWS_FEEDS_BHARAT: urls.filter((_, f) => f % 2 === 1).join(","),
      NEWS_MAX_ITEMS_PER_FEED: String(items),
      PUBLIC_ORIGIN: "http://127.0.0.1",
    });
    let child;
    try {
      execFileSync(
        bin("wrangler"),
        ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state, "-c", config],
        {
          cwd: root,
          env,
          stdio: "pipe",
        },
      );
      const [port, inspector] = await Promise.all([freePort(), freePort()]);
      child = startWrangler(
        ["-c", config, "--port", String(port), "--inspector-port", String(inspector), "--persist-to", state],
        `news Worker (${label})`,
      );
      const base = `http://127.0.0.1:${port}`;
      // It has no fetch handler: any answer says it is up.
      for (let i = 0; ; i++) {
        if (child.exitCode !== null) throw new Error(`wrangler dev exited early.\n${child.log()}`);
        try {
          await fetch(`${base}/`);
          break;
        } catch {
          if (i > 180) throw new Error(`the news Worker did not start within 90 s.\n${child.log()}`);
          await new Promise((r) => setTimeout(r, 500));
        }
      }
      const pids = workerdProcesses(child.pid);
      if (pids.length === 0) throw new Error(`no workerd process found under wrangler dev (pid ${child.pid})`);
      for (const run of ["first run (every headline new)", "second run (no new headline)"]) {
        const logged = child.log().length;
        const cpuBefore = totalCpu(pids);
        const started = performance.now();
        const response = await fetch(`${base}/cdn-cgi/handler/scheduled?cron=*/15+*+*+*+*`);
        const wall = Math.round(performance.now() - started);
        const cpu = totalCpu(pids) - cpuBefore;
        const output = child.log().slice(logged);
        const outcome = /news (\w+): (\d+) feeds, (\d+) new headlines, (\d+) new debates, (\d+) errors/.exec(output);
        const stories = /news stories: (\d+) new, (\d+) grown/.exec(output);
        if (!response.ok || outcome?.[1] !== "succeeded") {
          throw new Error(`the ${label} ${run} did not succeed (${response.status}).\n${output}`);
        }
        console.log(
          `      ${label}, ${run}: ${outcome[2]} feeds, ${outcome[3]} new headlines, ${stories?.[1] ?? "?"} new stories, ` +
            `${outcome[4]} debates, ${outcome[5]} errors`,
        );
        const details = {
          feeds: Number(outcome[2]),
          headlinesNew: Number(outcome[3]),
          storiesNew: Number(stories?.[1] ?? 0),
          debatesNew: Number(outcome[4]),
          errors: Number(outcome[5]),
        };
        report(`news run, ${label}, ${run}, CPU in workerd`, cpu, "ms", undefined, "max", details);
        report(`news run, ${label}, ${run}, wall time`, wall, "ms");
      }
    } finally {
      child?.kill("SIGTERM");
      server.close();
      rmSync(join(root, config), { force: true });
      rmSync(state, { recursive: true, force: true });
    }
  }
}
