/** The policy impact tracker in the browser, JavaScript on and off: the figures and the filter. */
import { expect, test } from "./fixtures";

test.describe("policy impact", () => {
  test("a visitor sees the figures and filters the outcomes by verification", async ({ page, checkA11y }) => {
    await page.goto("/policy-impact");
    await expect(page.getByRole("heading", { level: 1, name: "Policy Impact Tracker" })).toBeVisible();
    await expect(page.getByTestId("policy-stat-total")).toHaveText(/^\d+$/);
    const outcomes = page.getByTestId("policy-outcome");
    await expect(outcomes.first()).toBeVisible();
    await checkA11y();

    const filters = page.getByRole("navigation", { name: "Filter outcomes by verification" });
    for (const status of ["Verified", "Pending"] as const) {
      await filters.getByRole("link", { name: status }).click();
      await expect(page).toHaveURL(new RegExp(`status=${status.toLowerCase()}`));
      await expect(filters.getByRole("link", { name: status })).toHaveAttribute("aria-current", "page");
      const texts = await outcomes.allInnerTexts();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toContain(status);
      const other = status === "Verified" ? "Pending" : "Verified";
      for (const text of texts) expect(text).not.toMatch(new RegExp(`\\b${other}\\b`));
    }
    await checkA11y();
    await filters.getByRole("link", { name: "All" }).click();
    await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  });
});
