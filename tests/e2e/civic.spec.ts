/**
 * Civic education in the browser, JavaScript on and off: a visitor sees the modules and a sign-in
 * prompt; the category filter; a citizen starts and completes a module and the summary follows;
 * a module whose prerequisites are unfinished names them instead of starting. Each test signs up
 * its own citizen, so progress never mixes between tests.
 */
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

async function signUpAndSignIn(page: Page) {
  const email = `civic-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const response = await page.request.post("/api/register-user", {
    data: { firstName: "Civic", lastName: "Learner", email, password: "e2e-pass-123", confirmPassword: "e2e-pass-123" },
  });
  expect(response.status()).toBe(201);
  await page.goto("/login");
  await page.getByTestId("sign-in-form").getByLabel("Email or username").fill(email);
  await page.getByTestId("sign-in-form").getByLabel("Password").fill("e2e-pass-123");
  await page.getByTestId("sign-in-form").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toHaveText("Signed in as Civic Learner");
}

test.describe("civic education", () => {
  test("a visitor sees the modules, filters them by category and is asked to sign in", async ({ page, checkA11y }) => {
    await page.goto("/civic-education");
    await expect(page.getByRole("heading", { level: 1, name: "Civic Education" })).toBeVisible();
    await expect(page.getByTestId("civic-sign-in")).toBeVisible();
    await expect(page.getByTestId("civic-summary")).toHaveCount(0);
    const cards = page.getByTestId("civic-module-card");
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    await expect(page.getByText("15m").first()).toBeVisible();
    await checkA11y();

    const filters = page.getByRole("navigation", { name: "Module categories" });
    await filters.getByRole("link", { name: "Rights and duties" }).click();
    await expect(page).toHaveURL(/category=rights_duties/);
    await expect(filters.getByRole("link", { name: "Rights and duties" })).toHaveAttribute("aria-current", "page");
    await expect(cards.first()).toContainText("Rights and duties");
    const some = await cards.count();
    expect(some).toBeGreaterThan(0);
    expect(some).toBeLessThan(all);
    for (const text of await cards.allInnerTexts()) expect(text).toContain("Rights and duties");

    await cards.getByRole("link", { name: "Fundamental Duties" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Fundamental Duties" })).toBeVisible();
    await expect(page.getByTestId("civic-module")).toContainText("The Preamble and what it promises");
    await expect(page.getByRole("button", { name: "Start Learning" })).toHaveCount(0);
    await expect(page.getByTestId("civic-sign-in")).toBeVisible();
    await checkA11y();
  });

  test("a citizen starts and completes a module and the summary changes", async ({ page, checkA11y }) => {
    await signUpAndSignIn(page);
    await page.goto("/civic-education");
    const summary = page.getByTestId("civic-summary");
    await expect(summary).toBeVisible();
    await expect(page.getByTestId("civic-summary-completed")).toHaveText(/^0 of \d+$/);
    await expect(page.getByTestId("civic-summary-progress")).toHaveText("0%");
    await expect(page.getByTestId("civic-summary-streak")).toHaveText("0 days");

    await page.getByRole("link", { name: "The Preamble and what it promises" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The Preamble and what it promises" })).toBeVisible();
    await expect(page.getByTestId("civic-module")).toContainText("We, the people of India");
    await page.getByRole("button", { name: "Start Learning" }).click();
    await expect(page.getByText("Module started. Read the lesson, then complete it.")).toBeVisible();
    await page.getByRole("button", { name: "Complete Module" }).click();
    await expect(page.getByTestId("module-completed")).toHaveText(/Completed/);
    await expect(page.getByRole("button", { name: "Complete Module" })).toHaveCount(0);
    await checkA11y();

    await page.getByRole("link", { name: "Back to the modules" }).click();
    await expect(page.getByTestId("civic-summary-completed")).toHaveText(/^1 of \d+$/);
    await expect(page.getByTestId("civic-summary-progress")).not.toHaveText("0%");
    await expect(page.getByTestId("civic-summary-streak")).toHaveText("1 day");
    const card = page.getByTestId("civic-module-card").filter({ hasText: "The Preamble and what it promises" });
    await expect(card.getByTestId("module-status")).toHaveText(/Completed/);
    await checkA11y();
  });

  test("a module whose prerequisites are unfinished names them rather than starting", async ({ page }) => {
    await signUpAndSignIn(page);
    await page.goto("/civic-education?category=constitution");
    await page.getByRole("link", { name: "Fundamental Rights" }).click();
    await expect(page.getByTestId("missing-prerequisites")).toContainText("The Preamble and what it promises");
    await page.getByRole("button", { name: "Start Learning" }).click();
    await expect(page.getByText("Failed to start module")).toBeVisible();
    await expect(page.getByText("Complete The Preamble and what it promises first.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Learning" })).toBeVisible();
  });

  test("with JavaScript, the header's Civic Education and Policy Impact open as overlays over the page", async ({
    page,
    jsEnabled,
    checkA11y,
  }) => {
    test.skip(!jsEnabled, "without JavaScript the header buttons are links to the pages (tested above)");
    test.slow(); // two overlays, each moving through several views
    await signUpAndSignIn(page);
    await page.goto("/");
    const tools = page.getByRole("navigation", { name: "Your tools" });
    await tools.getByRole("link", { name: "Civic Education" }).click();
    const civic = page.getByTestId("civic-overlay");
    await expect(civic).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(civic.getByTestId("civic-summary")).toBeVisible();
    await civic.getByRole("link", { name: "Constitution" }).click();
    await expect(civic.getByRole("link", { name: "Constitution" })).toHaveAttribute("aria-current", "page");
    await civic.getByRole("link", { name: "The Preamble and what it promises" }).click();
    await expect(civic.getByRole("button", { name: "Start Learning" })).toBeVisible();
    await checkA11y();
    await civic.getByRole("button", { name: "Start Learning" }).click();
    await expect(civic.getByRole("button", { name: "Complete Module" })).toBeVisible();
    await civic.getByRole("link", { name: "Back to the modules" }).click();
    await expect(civic.getByRole("link", { name: "Constitution" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(civic).toHaveCount(0);

    await tools.getByRole("link", { name: "Policy Impact" }).click();
    const policy = page.getByTestId("policy-overlay");
    await expect(policy.getByTestId("policy-stats")).toBeVisible();
    await policy.getByRole("link", { name: "Verified" }).click();
    await expect(policy.getByRole("link", { name: "Verified" })).toHaveAttribute("aria-current", "page");
    await checkA11y();
    await policy.getByRole("button", { name: "Close", exact: true }).click();
    await expect(policy).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });
});
