/**
 * Picking a debate for a browser test from the home page's lists: tests take different debates per
 * test and per project (js-on, js-off), by position. A page holds FEED_PAGE_SIZE cards (12), so a
 * position past the first page follows "Show more" (its link works with JavaScript on and off).
 */
import type { Page } from "@playwright/test";

/** The id of the `index`-th debate (from 0) of the list at `/{query}`, e.g. `?region=global`. */
export async function nthDebateId(page: Page, query: string, index: number) {
  let url = `/${query}`;
  let rest = index;
  for (;;) {
    await page.goto(url);
    const ids = await page
      .getByTestId("debate-card")
      .evaluateAll((cards) => cards.map((card) => card.id.replace(/^debate-/, "")));
    if (rest < ids.length) return ids[rest]!;
    rest -= ids.length;
    const next = await page.getByTestId("show-more").getAttribute("href");
    if (!next) throw new Error(`/${query} lists fewer than ${index + 1} debates`);
    url = next;
  }
}

/** A debate's page: the global list's debate at `slot` (js-on and js-off take different ones). */
export async function debatePath(page: Page, slot: number, jsEnabled: boolean) {
  return `/debates/${await nthDebateId(page, "?region=global", slot * 2 + (jsEnabled ? 0 : 1))}`;
}
