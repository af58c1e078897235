/**
 * Shared browser-test helpers.
 * - `checkA11y(page)` runs axe-core (WCAG 2.1 A/AA and best practices) on the page as
 *   it is and fails on any violation. axe needs script execution, which the
 *   JavaScript-off project forbids: there the page's exact DOM is served, with every
 *   script removed and blocked, to a scratch page at the same URL, and axe checks that.
 * - `jsEnabled` tells which project (js-on, js-off) runs the test.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

async function analyze(page: Page) {
  return new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
}

async function analyzeWithoutScripts(page: Page) {
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const browser = page.context().browser();
  if (!browser) throw new Error("checkA11y needs a browser-owned context");
  const scratch = await browser.newContext({ javaScriptEnabled: true });
  try {
    const copy = await scratch.newPage();
    await copy.route(
      (u) => u.href === url,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await copy.route(/\.js(\?|$)/, (route) => route.abort());
    await copy.goto(url);
    return await analyze(copy);
  } finally {
    await scratch.close();
  }
}

/** With JavaScript: waits until React has hydrated the page (root.tsx marks <html>). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * With JavaScript, every test fails on a page error or a console error in the app's pages it
 * visits (hydration mismatches, missing strings, uncaught exceptions, failed loads), except those
 * it declares expected with `allowConsoleError(/pattern/)` (a page that is meant to answer 404).
 * Pages of other origins (the local OpenID provider's) are not ours to judge.
 */
/**
 * Remix 2.17's single fetch logs the abort of a request it superseded itself (a second click on a
 * link, or a fetcher submitted again, while the first answer is still arriving: single-fetch.js
 * catches the aborted turbo-stream decode and calls console.error before throwing it). The router
 * ignores the aborted request and nothing is lost, so this one message is not a page error; the
 * abort has no reason only when it is the router's own.
 */
const SUPERSEDED_REQUEST = /: AbortError: signal is aborted without reason\n\s+at /;

export const test = base.extend<{
  jsEnabled: boolean;
  checkA11y: (page?: Page) => Promise<void>;
  allowConsoleError: (pattern: RegExp) => void;
  consoleAllowList: RegExp[];
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
  consoleAllowList: async ({}, use) => {
    await use([]);
  },
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  // With JavaScript, every document load waits for hydration, so a click never races it
  // (and silently takes the no-JavaScript path).
  allowConsoleError: async ({ consoleAllowList }, use) => {
    await use((pattern) => consoleAllowList.push(pattern));
  },
  page: async ({ page, javaScriptEnabled, consoleAllowList: allowed, baseURL }, use) => {
    const problems: string[] = [];
    const origin = new URL(baseURL ?? process.env.E2E_BASE_URL ?? "http://localhost").origin;
    const ours = () => new URL(page.url()).origin === origin;
    if (javaScriptEnabled !== false) {
      page.on("pageerror", (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && ours()) problems.push(`console error on ${page.url()}: ${message.text()}`);
      });
      // A Content-Security-Policy violation is a console error too, even one a script caught (zod's eval
      // probe was one: Chromium lists it in its Issues panel, Lighthouse counts it, the console said nothing).
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(
            `Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || "(inline)"} ` +
              `at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          );
        });
      });
    }
    if (javaScriptEnabled !== false) {
      page.on("load", () => {
        void page
          .locator("html[data-hydrated]")
          .waitFor({ state: "attached", timeout: 15_000 })
          .catch(() => undefined);
      });
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // A debate's embed is its own static document (docs/embed.md): nothing hydrates there.
        const embed = response && new URL(response.url()).pathname.startsWith("/embed/debates/");
        if (response && !embed && response.headers()["content-type"]?.includes("text/html")) await hydrated(page);
        return response;
      };
    }
    await use(page);
    const unexpected = problems.filter(
      (problem) => !SUPERSEDED_REQUEST.test(problem) && !allowed.some((pattern) => pattern.test(problem)),
    );
    expect(unexpected, "the pages this test visited logged errors").toEqual([]);
  },
  checkA11y: async ({ page, jsEnabled }, use) => {
    await use(async (target = page) => {
      const results = jsEnabled ? await analyze(target) : await analyzeWithoutScripts(target);
      const summary = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 5)
            .join("\n  ")}`,
      );
      expect(summary, `axe found accessibility violations on ${target.url()}`).toEqual([]);
    });
  },
});

export { expect };
