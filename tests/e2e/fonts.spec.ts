/**
 * The page's fonts (issue 28 #11; docs/performance.md, "Fonts"): self-hosted Noto Sans, preloaded
 * only for the page's language (Latin always, Devanagari on Hindi pages, Bengali on Bengali
 * pages), served from this site, and the text drawn with them once loaded.
 */
import { expect, test } from "./fixtures";

const LATIN = "/fonts/noto-sans-latin-400-normal.woff2";
const PRELOADS = {
  en: [LATIN],
  hi: [LATIN, "/fonts/noto-sans-devanagari-devanagari-400-normal.woff2"],
  bn: [LATIN, "/fonts/noto-sans-bengali-bengali-400-normal.woff2"],
} as const;

test.describe("fonts", () => {
  for (const [lng, expected] of Object.entries(PRELOADS)) {
    test(`a page in ${lng} preloads ${expected.length === 1 ? "only the Latin face" : "the Latin face and its script's"}`, async ({
      page,
      request,
    }) => {
      await page.goto(`/?lng=${lng}`);
      const preloads = await page
        .locator('head link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((l) => `${l.getAttribute("href")} ${l.getAttribute("crossorigin")}`));
      expect(preloads).toEqual(expected.map((href) => `${href} anonymous`));
      for (const href of expected) {
        const response = await request.get(href);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("font/woff2");
      }
    });
  }

  test("Hindi and Bengali text is drawn in Noto Sans, with swap", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "the FontFace API needs JavaScript");
    await page.goto("/?lng=hi");
    const loaded = await page.evaluate(async () => {
      await document.fonts.load('16px "Noto Sans Devanagari"', "बहस");
      await document.fonts.load('16px "Noto Sans Bengali"', "বিতর্ক");
      await document.fonts.load('16px "Noto Sans"', "Debate");
      return [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => `${face.family.replace(/"/g, "")} ${face.weight} ${face.display}`)
        .sort();
    });
    expect(loaded).toEqual(
      expect.arrayContaining(["Noto Sans 400 swap", "Noto Sans Bengali 400 swap", "Noto Sans Devanagari 400 swap"]),
    );
    const family = await page
      .locator("h1, h2")
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toMatch(/^"Noto Sans", ("Noto Sans \w+ Fallback", )+"Noto Sans Devanagari"/);
  });

  // Until Noto Sans arrives, Latin text is drawn in a local face scaled to its metrics
  // (app/tailwind.css, decision 0122): the swap moves nothing. The fonts are held back a second so
  // that the page paints in the fallback first, as on a slow network.
  test("the swap to Noto Sans moves nothing on a phone", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "layout shifts are read through PerformanceObserver");
    await page.setViewportSize({ width: 412, height: 823 });
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/?lng=en");
    const swapped = await page.evaluate(async () => {
      await document.fonts.ready;
      // Two frames: a shift is reported after the frame that lays it out.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => face.family.replace(/"/g, ""));
    });
    expect(swapped).toContain("Noto Sans");
    const total = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    // Before the scaled fallback, the hero's heading rewrapped at the swap: 0.044 on this page.
    expect(total).toBeLessThan(0.01);
  });

  // The language menu names हिन्दी and বাংলা in the system's fonts (app/tailwind.css): a page
  // downloads another script's face only when it shows that script's text.
  test("an English page downloads no Devanagari or Bengali face", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto("/?lng=en");
    await page.waitForLoadState("load");
    await expect(page.getByRole("combobox", { name: "Language" })).toBeVisible();
    expect(fonts).toContain(LATIN);
    expect(fonts.filter((path) => /devanagari|bengali/.test(path))).toEqual([]);
  });
});
