/**
 * Shared browser-test helpers.
 * - `checkA11y(page)` runs axe-core (WCAG 2.1 A/AA and best practices) on the page as
 *   it is and fails on any violation. axe needs script execution, which the
 *   JavaScript-off project forbids: there the page's exact DOM is served, with every
 *   script removed and blocked, to a scratch page at the same URL and width, and axe checks that.
 * - `checkLanguageOfParts(page)` fails on any text node whose letters disagree with its nearest
 *   `lang` (language of parts, WCAG 3.1.2: `languageOfPartsProblems`).
 * - `jsEnabled` tells which project (js-on, js-off) runs the test.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * axe in its single-page mode: it runs in the page itself instead of gathering each frame's partial
 * results into a blank page it opens for the purpose, which loads axe twice more and took half of
 * every check's time. That mode skips cross-origin frames only, and our pages have none.
 */
async function analyze(page: Page) {
  return new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .setLegacyMode(true)
    .analyze();
}

/** The JavaScript-off project's scratch page, opened at a test's first check and reused by the next. */
type Scratch = { context?: BrowserContext; page?: Page; url?: string; html?: string };

async function analyzeWithoutScripts(page: Page, scratch: Scratch) {
  scratch.url = page.url();
  scratch.html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  if (!scratch.page) {
    const browser = page.context().browser();
    if (!browser) throw new Error("checkA11y needs a browser-owned context");
    scratch.context = await browser.newContext({ javaScriptEnabled: true });
    scratch.page = await scratch.context.newPage();
    await scratch.page.route(
      (u) => u.href === scratch.url,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: scratch.html }),
    );
    await scratch.page.route(/\.js(\?|$)/, (route) => route.abort());
  }
  // At the checked page's width: the phone layout is checked as a phone's.
  const viewport = page.viewportSize();
  if (viewport) await scratch.page.setViewportSize(viewport);
  await scratch.page.goto(scratch.url);
  return await analyze(scratch.page);
}

/** A text whose letters disagree with the `lang` it sits in (see `languageOfPartsProblems`). */
export type LanguageMismatch = { text: string; lang: string; script: string; path: string };

/**
 * Language of parts (WCAG 3.1.2): every text node of the page's <body> is read in the language of
 * its nearest `lang` ancestor, so its letters must be that language's script. A text node disagrees
 * when it has letters and none of them are its language's script (an English comment inside
 * `lang="hi"`), or when most of its letters are an Indian script other than its language's (a Hindi
 * title inside `lang="bn"` or `lang="en"`). Devanagari is hi, Bengali is bn, Latin is en; a Hindi
 * sentence with an English word in it is Hindi. Punctuation and the digits 0-9 are no language's; a
 * script's own digits are its (a price in Bengali digits with "US$" is Bengali).
 * Runs in the page's isolated world, so it works with JavaScript off too.
 */
export async function languageOfPartsProblems(page: Page): Promise<LanguageMismatch[]> {
  return page.evaluate(() => {
    const scripts: Record<string, RegExp> = {
      en: /\p{Script=Latin}/u,
      hi: /\p{Script=Devanagari}/u,
      bn: /\p{Script=Bengali}/u,
    };
    const problems: { text: string; lang: string; script: string; path: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template")) continue;
      const text = node.textContent ?? "";
      const counts: Record<string, number> = { en: 0, hi: 0, bn: 0 };
      let letters = 0;
      for (const char of text) {
        // Letters, and the digits of a script (Bengali ০-৯ in "৫.০০ US$"); 0-9 are every script's.
        if (!/[\p{L}\p{N}]/u.test(char) || /[0-9]/.test(char)) continue;
        letters++;
        for (const [language, pattern] of Object.entries(scripts)) if (pattern.test(char)) counts[language]!++;
      }
      if (letters === 0) continue;
      const lang = (parent.closest("[lang]")?.getAttribute("lang") ?? "").toLowerCase().split("-")[0] ?? "";
      const indian = counts.hi! >= counts.bn! ? "hi" : "bn";
      const dominant = counts[indian]! > counts.en! ? indian : "en";
      const none = (counts[lang] ?? 0) === 0;
      if (none || (dominant !== "en" && dominant !== lang)) {
        const path: string[] = [];
        for (let el: Element | null = parent; el && el !== document.body && path.length < 4; el = el.parentElement) {
          const id = el.id ? `#${el.id}` : "";
          const testId = el.getAttribute("data-testid");
          path.unshift(`${el.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ""}`);
        }
        problems.push({ text: text.trim().slice(0, 60), lang, script: dominant, path: path.join(" > ") });
      }
    }
    return problems;
  });
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

/**
 * Each test is its own citizen at its own address: a /64 of the documentation range 2001:db8::/32
 * (never routed), from the test's id and project, sent as `CF-Connecting-IP` (which Cloudflare, and
 * locally miniflare when a request lacks it, sets from the client's address). The per-address limits
 * (docs/security.md: 120 sign-ups in 10 minutes, 300 a day) are for one place; the suite signs up
 * several hundred citizens in half an hour from one machine, which on a fast machine went past them
 * (429). The limits themselves are tested at one address in tests/security/address-limits.test.ts
 * (sign-up) and tests/integration/accounts.test.ts (sign-in).
 */
function testAddress(testId: string, project: string) {
  let hash = 0x811c9dc5;
  for (const char of `${testId}\n${project}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  const group = (shift: number) => ((hash >>> shift) & 0xffff).toString(16);
  return `2001:db8:${group(16)}:${group(0)}::1`;
}

export const test = base.extend<{
  jsEnabled: boolean;
  checkA11y: (page?: Page) => Promise<void>;
  checkLanguageOfParts: (page?: Page) => Promise<void>;
  allowConsoleError: (pattern: RegExp) => void;
  consoleAllowList: RegExp[];
}>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": testAddress(testInfo.testId, testInfo.project.name) });
  },
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
  checkLanguageOfParts: async ({ page }, use) => {
    await use(async (target = page) => {
      const problems = (await languageOfPartsProblems(target)).map(
        ({ text, lang, script, path }) => `"${text}" (${script}) in lang="${lang}" at ${path}`,
      );
      expect(problems, `text in another language than its lang on ${target.url()}`).toEqual([]);
    });
  },
  checkA11y: async ({ page, jsEnabled }, use) => {
    const scratch: Scratch = {};
    await use(async (target = page) => {
      const results = jsEnabled ? await analyze(target) : await analyzeWithoutScripts(target, scratch);
      const summary = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 5)
            .join("\n  ")}`,
      );
      expect(summary, `axe found accessibility violations on ${target.url()}`).toEqual([]);
    });
    await scratch.context?.close();
  },
});

export { expect };
