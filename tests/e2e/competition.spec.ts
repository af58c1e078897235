/**
 * The debate competition results in the browser, JavaScript on and off (docs/competition.md):
 * /debate-competition shows room_1's seeded competition (winner card, leaderboard with medals,
 * analysis written from the scores, achievements, statistics summed from the leaderboard), the
 * tabs work as links without JavaScript and as keyboard-operable ARIA tabs with it, on a phone too.
 * Read-only: the seeded room is never changed here.
 */
import type { Page } from "@playwright/test";

import { seedCompetition } from "../../app/seed/content/rooms";

import { expect, hydrated, test } from "./fixtures";

interface Entry {
  username: string;
  rank: number;
  isWinner: boolean;
}

const sum = (pick: (p: (typeof seedCompetition.participants)[number]) => number) =>
  seedCompetition.participants.reduce((total, p) => total + pick(p), 0);

async function open(page: Page, jsEnabled: boolean, path = "/debate-competition") {
  await page.goto(path);
  if (jsEnabled) await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Debate Competition Results" })).toBeVisible();
}

/** A tab: an ARIA tab with JavaScript, a link (?tab=) without. */
const tab = (page: Page, jsEnabled: boolean, name: string) =>
  page.getByRole(jsEnabled ? "tab" : "link", { name, exact: true });

test.describe("debate competition results", () => {
  test("shows room_1's seeded results and every tab", async ({ page, jsEnabled, checkA11y }) => {
    test.slow(); // four tabs, each checked for accessibility, on a machine shared by many test runs
    const scores = (await (await page.request.get("/api/debates/room_1/scores")).json()) as Entry[];
    expect(scores).toHaveLength(seedCompetition.participants.length);
    const winner = scores.find((e) => e.isWinner);
    expect(winner).toBeDefined();

    await open(page, jsEnabled);
    const card = page.getByTestId("winner-card");
    await expect(card.getByTestId("winner-name")).toHaveText(winner?.username ?? "");
    await expect(card).toContainText("Champion");
    await expect(card).toContainText("Comprehensive");
    await expect(card).toContainText(String(seedCompetition.participants.length));

    const entries = page.getByTestId("leaderboard-entry");
    await expect(entries).toHaveCount(scores.length);
    for (const [i, entry] of scores.slice(0, 3).entries()) {
      await expect(entries.nth(i)).toContainText(entry.username);
    }
    await expect(entries.nth(0).getByRole("img", { name: "Gold medal" })).toBeVisible();
    await expect(entries.nth(1).getByRole("img", { name: "Silver medal" })).toBeVisible();
    await expect(entries.nth(2).getByRole("img", { name: "Bronze medal" })).toBeVisible();
    await expect(entries.nth(3).getByRole("img")).toHaveCount(0);
    await expect(entries.filter({ hasText: "Winner" }).first()).toContainText(winner?.username ?? "");
    await expect(entries.first()).toContainText("Argument Quality");
    await checkA11y();

    await tab(page, jsEnabled, "AI Analysis").click();
    if (!jsEnabled) await expect(page).toHaveURL(/tab=analysis/);
    await expect(tab(page, jsEnabled, "AI Analysis")).toHaveAttribute(
      jsEnabled ? "aria-selected" : "aria-current",
      jsEnabled ? "true" : "page",
    );
    await expect(page.getByTestId("result-summary")).toContainText(`${winner?.username ?? ""} won for the`);
    await expect(page.getByRole("heading", { name: "Most Valuable Argument" })).toBeVisible();
    await expect(page.locator("blockquote")).toContainText(seedCompetition.mvpMessage.slice(0, 40));
    await checkA11y();

    await tab(page, jsEnabled, "Achievements").click();
    for (const title of ["Debate Winner", "Fact Checker", "Most Persuasive"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await checkA11y();

    await tab(page, jsEnabled, "Statistics").click();
    const stats = page.locator("#competition-panel");
    await expect(stats).toContainText("Total messages");
    await expect(stats).toContainText(String(sum((p) => p.totalMessages)));
    await expect(stats).toContainText(String(sum((p) => p.likesReceived)));
    await checkA11y();

    await expect(page.getByRole("link", { name: "Browse live rooms" })).toHaveAttribute("href", "/live-rooms");
  });

  test("the tabs answer the keyboard (JavaScript on)", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "ARIA tabs need JavaScript; without it they are links");
    await open(page, true);
    const first = page.getByRole("tab", { name: "Final Leaderboard" });
    await expect(first).toHaveAttribute("aria-selected", "true");
    await first.focus();
    await page.keyboard.press("ArrowRight");
    const analysis = page.getByRole("tab", { name: "AI Analysis" });
    await expect(analysis).toBeFocused();
    await expect(analysis).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Result summary");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Statistics" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(first).toBeFocused();
  });

  test("fits a phone and names an unknown room as not found", async ({
    page,
    jsEnabled,
    checkA11y,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 404/);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, jsEnabled, "/debate-competition?tab=statistics");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkA11y();
    const response = await page.goto("/debate-competition?room=no_such_room");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page Not Found")).toBeVisible();
  });
});
