import { expect, test } from "./fixtures";

test.describe("the shell and the home page", () => {
  test("home shows the seeded debates, 24 a page, with a link to more, and the footer's year", async ({
    page,
    checkA11y,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Today's debates" })).toBeVisible();
    await expect(page.getByTestId("debate-card")).toHaveCount(24);
    await expect(page.getByRole("link", { name: "Show more debates" })).toBeVisible();
    // A year is a name, not an amount: never "2,026".
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getUTCFullYear()} DebateStorm`);
    await checkA11y();
  });

  test("Bharat Pulse shows only Bharat Pulse debates", async ({ page, checkA11y }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Debate divisions" })
      .getByRole("link", { name: "Bharat Pulse" })
      .click();
    await expect(page).toHaveURL(/\?region=bharat$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bharat Pulse debates" })).toBeVisible();
    const cards = page.getByTestId("debate-card");
    expect(await cards.count()).toBeGreaterThan(20);
    for (const region of await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-region")))) {
      expect(region).toBe("bharat");
    }
    await checkA11y();
  });

  test("an unknown path answers 404 'Page Not Found' with a hint", async ({ page, checkA11y, allowConsoleError }) => {
    allowConsoleError(/no-such-page: Failed to load resource: .* 404/);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("There is no page at /no-such-page")).toBeVisible();
    await checkA11y();
  });

  test("the language menu switches to Hindi and Bengali, and the choice survives a reload", async ({
    page,
    jsEnabled,
    checkA11y,
    allowConsoleError,
  }) => {
    allowConsoleError(/no-such-page: Failed to load resource: .* 404/);
    await page.goto("/?region=bharat");
    await page.getByLabel("Language", { exact: true }).selectOption("hi");
    // With JavaScript the choice applies at once; without it, the Change button applies it.
    if (!jsEnabled) await page.getByRole("button", { name: "Change" }).click();
    await expect(page).toHaveURL(/\?region=bharat$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: "भारत पल्स की बहसें" })).toBeVisible();
    await expect(page.getByTestId("toast")).toContainText("भाषा बदलकर हिन्दी कर दी गई");
    await checkA11y();

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");

    await page.getByLabel("भाषा", { exact: true }).selectOption("bn");
    if (!jsEnabled) await page.getByRole("button", { name: "बदलें" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1, name: "ভারত পালসের বিতর্ক" })).toBeVisible();
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "পাতাটি পাওয়া যায়নি" })).toBeVisible();
    await checkA11y();
  });
});
