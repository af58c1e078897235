/**
 * Campaigns in the browser, JavaScript on and off (docs/campaigns.md): the three purchase steps and
 * their back buttons, currency formatting, validation messages, payment on the local Stripe's hosted
 * Checkout page (its webhook delivered to the app), the dashboard's tabs, the home banner's
 * "Paid for by" and rotation, and the public ad library with its filters. Stripe.js is never loaded:
 * the purchase uses Checkout's hosted page (docs/decisions/0030).
 */
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

async function signUpAndSignIn(page: Page) {
  const email = `camp-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const response = await page.request.post("/api/register-user", {
    data: {
      firstName: "Asha",
      lastName: "Campaigner",
      email,
      password: "e2e-pass-123",
      confirmPassword: "e2e-pass-123",
    },
  });
  expect(response.status()).toBe(201);
  await page.goto("/login");
  await page.getByTestId("sign-in-form").getByLabel("Email or username").fill(email);
  await page.getByTestId("sign-in-form").getByLabel("Password").fill("e2e-pass-123");
  await page.getByTestId("sign-in-form").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
}

test.describe("campaigns", () => {
  test("buying a campaign: packages, details, summary, back buttons, payment on Stripe, the dashboard", async ({
    page,
    checkA11y,
  }) => {
    test.slow(); // a long journey, on a machine shared by many test runs
    await signUpAndSignIn(page);
    await page.goto("/campaign-packages");
    await expect(page.getByTestId("price-basic")).toHaveText("$299.00");
    await expect(page.getByText("Most Popular")).toBeVisible();
    await expect(page.getByText(/Online payment is not set up/)).toHaveCount(0);
    await checkA11y();
    await page.getByRole("link", { name: "INR (₹)" }).click();
    await expect(page.getByTestId("price-basic")).toHaveText("₹24,990.00");
    await expect(page.getByTestId("price-enterprise")).toHaveText("₹1,67,990.00");
    await page.getByRole("link", { name: "USD ($)" }).click();
    await expect(page.getByTestId("price-premium")).toHaveText("$799.00");

    // Step 2, then back to the packages and in again.
    await page.getByRole("button", { name: "Choose Premium" }).click();
    await expect(page.getByRole("heading", { name: "Campaign Details" })).toBeVisible();
    await page.getByRole("link", { name: "Back to packages" }).click();
    await expect(page.getByRole("heading", { name: "Choose a package" })).toBeVisible();
    await page.getByRole("button", { name: "Choose Basic" }).click();

    // Validation on the server, messages per field.
    await page.getByLabel("Campaign Title").fill("Lakes for Bengaluru");
    await page.getByLabel("Contact Email").fill("not-an-address");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await expect(page.getByText("Enter a valid e-mail address, such as name@example.org.")).toBeVisible();
    await expect(page.getByLabel("Campaign Title")).toHaveValue("Lakes for Bengaluru");
    await checkA11y();
    await page.getByLabel("Political Party/Organization").fill("Jheel Bachao Samiti");
    await page.getByLabel("Contact Email").fill("lakes@jheel.example.org");
    await page.getByLabel("Target Audience").selectOption("local");
    await page.getByRole("button", { name: "Continue to Payment" }).click();

    // Step 3: the summary, back to the form (data kept), forward again.
    await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
    await expect(page.getByText("Jheel Bachao Samiti").first()).toBeVisible();
    await checkA11y();
    await page.getByRole("button", { name: "Back to details" }).click();
    await expect(page.getByLabel("Political Party/Organization")).toHaveValue("Jheel Bachao Samiti");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByRole("button", { name: "Complete Payment $299.00" }).click();

    // Stripe's hosted page (the local Stripe's), then back with the payment confirmed by the webhook.
    await expect(page.getByRole("button", { name: /^Pay 299\.00 USD/ })).toBeVisible();
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/campaign-management\?paid=/);
    await expect(page.getByText("Campaign Created Successfully!")).toBeVisible();
    const card = page.getByTestId("campaign-card").filter({ hasText: "Lakes for Bengaluru" });
    await expect(card).toContainText("Payment received");
    await expect(card).toContainText("$299.00");
    await checkA11y();

    // Tabs.
    await page.getByRole("link", { name: "Pending" }).click();
    await expect(page.getByText("Awaiting payment confirmation and activation.").first()).toBeVisible();
    await expect(card).toBeVisible();
    await page.getByRole("link", { name: "Active", exact: true }).click();
    await expect(page.getByText("No campaigns here.")).toBeVisible();
    await page.getByRole("link", { name: "Analytics", exact: true }).first().click();
    await expect(page.getByTestId("daily-chart")).toBeVisible();
    await checkA11y();
    await page.getByRole("link", { name: "All Campaigns" }).click();
    // Wait for the tab to arrive before the next click: clicking on while a navigation is still
    // loading interrupts it, and Remix logs the aborted response as a console error.
    await expect(page).toHaveURL(/tab=all/);
    await expect(page.getByRole("link", { name: "All Campaigns" })).toHaveAttribute("aria-current", "page");
    await card.getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { name: "Lakes for Bengaluru", level: 2 })).toBeVisible();
    await expect(page.getByText("Jheel Bachao Samiti").first()).toBeVisible();
  });

  test("a new buyer sees the empty state", async ({ page, checkA11y }) => {
    await signUpAndSignIn(page);
    await page.goto("/campaign-management");
    await expect(page.getByRole("heading", { name: "No Campaigns Yet" })).toBeVisible();
    await checkA11y();
    await page.getByRole("link", { name: "Create Your First Campaign" }).click();
    await expect(page).toHaveURL(/\/campaign-packages$/);
  });

  test("the home banner labels every promoted ad as paid, and rotates with JavaScript", async ({
    page,
    jsEnabled,
    checkA11y,
  }) => {
    test.slow();
    if (jsEnabled) await page.clock.install();
    await page.goto("/");
    const banner = page.getByTestId("ad-banner");
    const label = banner.getByTestId("ad-label");
    await expect(label).toHaveText(/^Sponsored · Paid for by /);
    await expect(banner.getByRole("link", { name: "Why am I seeing this?" })).toHaveAttribute("href", "/ads");
    await checkA11y();
    if (!jsEnabled) return;
    const first = await banner.getByTestId("ad-title").textContent();
    await page.clock.fastForward(8_100);
    await expect(banner.getByTestId("ad-title")).not.toHaveText(first ?? "");
    await expect(label).toHaveText(/^Sponsored · Paid for by /);
    await banner.getByRole("button", { name: "Hide campaign messages for this visit" }).click();
    await expect(banner).toHaveCount(0);
  });

  test("the public ad library and its filters", async ({ page, checkA11y }) => {
    await page.goto("/ads");
    await expect(page.getByRole("heading", { name: "Ad library", level: 1 })).toBeVisible();
    await expect(page.getByTestId("library-entry").first()).toBeVisible();
    await expect(page.getByTestId("daily-chart")).toBeVisible();
    await checkA11y();
    await page.getByLabel("Party or organisation").selectOption("Harit Nagrik Forum");
    await page.getByLabel("Status").selectOption("completed");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/party=Harit/);
    const entries = page.getByTestId("library-entry");
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText("Sponsored · Paid for by Harit Nagrik Forum");
    await expect(entries.first()).toContainText("Clean Air Before Winter");
    await page.getByLabel("Status").selectOption("active");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No campaign matches these filters.")).toBeVisible();
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Ad Library" }).click();
    await expect(page).toHaveURL(/\/ads$/);
  });
});
