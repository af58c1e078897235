/**
 * The home feed in the browser, JavaScript on and off (docs/home-page.md): "Show more" pages through
 * the debates without duplicates (a link to the next keyset page without JavaScript, appended by a
 * fetcher with it), the region filter, sort and search work together, and the URL can be shared.
 * These tests only read the seeded debates (sorted newest first, which other tests' votes do not move).
 */
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

const PAGE = 12;

async function cardIds(page: Page) {
  return page.getByTestId("debate-card").evaluateAll((cards) => cards.map((c) => c.id));
}

test.describe("home feed", () => {
  // Several full pages of 12 cards and axe on each: give a loaded machine room (no timed assertion).
  test.slow();

  test("Show more pages through a region's debates once each, and the URL can be shared", async ({
    page,
    jsEnabled,
    checkA11y,
  }) => {
    await page.goto("/?region=global&sort=newest");
    await expect(page.getByTestId("debate-card")).toHaveCount(PAGE);
    const first = await cardIds(page);
    await checkA11y();

    await page.getByTestId("show-more").click();
    if (jsEnabled) {
      // Appended in place: the address stays the shareable filter.
      await expect.poll(async () => (await cardIds(page)).length).toBeGreaterThan(PAGE);
      await expect(page).toHaveURL(/\/\?region=global&sort=newest$/);
      const all = await cardIds(page);
      expect(new Set(all).size).toBe(all.length);
      expect(all.slice(0, PAGE)).toEqual(first);
    } else {
      // The next page is drawn afresh (a MISS of the edge cache), on a server the whole suite loads:
      // CI once saw no new address within the default 10 s (2026-12-07), so the page gets 30 s.
      await expect(page).toHaveURL(/\/\?region=global&sort=newest&cursor=[A-Za-z0-9_-]+$/, { timeout: 30_000 });
      const second = await cardIds(page);
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((id) => first.includes(id))).toEqual([]);
      await expect(page.getByRole("link", { name: "Back to the first page" })).toBeVisible();
      // Shared: opening the same address shows the same page.
      const shared = await page.context().newPage();
      await shared.goto(page.url());
      expect(await cardIds(shared)).toEqual(second);
      await shared.close();
    }
    // Every card is of the region asked for.
    const regions = await page.getByTestId("debate-card").evaluateAll((cards) => cards.map((c) => c.dataset.region));
    expect(new Set(regions)).toEqual(new Set(["global"]));
    await checkA11y();
  });

  test("search, region and sort work together, in Hindi too, and say when nothing matches", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/?region=bharat");
    const search = page.getByRole("search");
    await search.getByLabel("Search debates").fill("farmers");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/\?region=bharat&q=farmers$/);
    const cards = page.getByTestId("debate-card");
    await expect(cards.first()).toContainText(/farmers/i);
    for (const region of await cards.evaluateAll((c) => c.map((x) => x.dataset.region))) expect(region).toBe("bharat");
    await checkA11y();

    await page.getByRole("navigation", { name: "Sort debates" }).getByRole("link", { name: "Newest" }).click();
    await expect(page).toHaveURL(/\/\?region=bharat&sort=newest&q=farmers$/);
    await expect(cards.first()).toContainText(/farmers/i);
    await expect(page.getByLabel("Search debates")).toHaveValue("farmers");

    // A Hindi word with a matra and a conjunct, from a seeded debate's original title.
    await page.goto(`/?q=${encodeURIComponent("फसल बीमा")}`);
    await expect(cards).toHaveCount(1);

    // FTS syntax is only text: no error, an empty state that says what to do.
    await page.goto(`/?region=bharat&q=${encodeURIComponent('"NEAR( zzqx*')}`);
    await expect(page.getByRole("heading", { name: /No debate matches/ })).toBeVisible();
    await page.getByRole("link", { name: "Clear the search" }).click();
    await expect(page).toHaveURL(/\/\?region=bharat$/);
    await expect(cards.first()).toBeVisible();
    await checkA11y();
  });
});
