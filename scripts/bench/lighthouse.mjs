/**
 * Lighthouse as a citizen's phone sees a page (npm run bench): the `lighthouse` package's default
 * mobile settings (a mid-range phone, simulated slow 4G and 4x CPU slowdown), Debian's Chromium
 * (CHROME_PATH, else /usr/bin/chromium) started by chrome-launcher, RUNS runs per page, the median
 * of each category. Budgets (docs/performance.md): performance at least 98, accessibility 100,
 * best practices 100, SEO 100 on public pages (the team guide's budgets) (/login is rightly noindex: its SEO
 * score is reported without a budget).
 */
import { existsSync } from "node:fs";

const RUNS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const BUDGETS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function chromePath() {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: set CHROME_PATH (Debian: apt-get install chromium).`);
  return path;
}

/** pages: [{ label, url, indexable }] */
export async function benchLighthouse({ pages, report }) {
  const { default: lighthouse } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  const chrome = await launch({
    chromePath: chromePath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
  });
  try {
    for (const page of pages) {
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      // The weighted audits that did not pass, per category (any run): what to fix when a score is short.
      const failing = Object.fromEntries(CATEGORIES.map((c) => [c, new Set()]));
      const lcp = [];
      const tbt = [];
      const benchmarkIndex = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
        });
        const { categories, audits, runtimeError } = result.lhr;
        // A category without a score (an audit that could not run) counts as 0: say why, never hide it.
        const errored = Object.entries(audits)
          .filter(([, audit]) => audit.errorMessage)
          .map(([id, audit]) => `${id}: ${audit.errorMessage}`);
        if (runtimeError || CATEGORIES.some((c) => categories[c]?.score == null))
          console.log(
            `      ${page.label}, run ${run + 1}: no score in some category (${runtimeError?.code ?? "no runtime error"}; ${errored.join("; ") || "no audit error"})`,
          );
        for (const c of CATEGORIES) {
          scores[c].push(Math.round((categories[c]?.score ?? 0) * 100));
          for (const ref of categories[c]?.auditRefs ?? []) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing[c].add(ref.id);
          }
        }
        lcp.push(audits["largest-contentful-paint"]?.numericValue ?? 0);
        tbt.push(audits["total-blocking-time"]?.numericValue ?? 0);
        benchmarkIndex.push(Math.round(result.lhr.environment?.benchmarkIndex ?? 0));
      }
      for (const c of CATEGORIES) {
        const budget = c === "seo" && !page.indexable ? undefined : BUDGETS[c];
        const notPassed = [...failing[c]];
        report(`Lighthouse ${c}, ${page.label} (mobile, median of ${RUNS})`, median(scores[c]), "", budget, "min", {
          runs: scores[c],
          ...(notPassed.length > 0 ? { notPassed } : {}),
        });
        if (notPassed.length > 0) console.log(`      audits not passed: ${notPassed.join(", ")}`);
      }
      report(`  largest contentful paint, ${page.label}`, Math.round(median(lcp)), "ms");
      report(`  total blocking time, ${page.label}`, Math.round(median(tbt)), "ms", undefined, undefined, {
        runs: tbt.map(Math.round),
      });
      report(
        `  Lighthouse benchmark index of this machine, ${page.label}`,
        median(benchmarkIndex),
        "",
        undefined,
        undefined,
        {
          runs: benchmarkIndex,
        },
      );
    }
  } finally {
    await chrome.kill();
  }
}
