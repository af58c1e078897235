/**
 * Honest payment screens (issue 27), JavaScript on and off. On the server without Stripe
 * (E2E_NO_PAYMENTS_URL, global-setup.ts): no step of the campaign purchase offers to pay and each says
 * so before anything is typed; a premium member is told the billing portal cannot open here. On the
 * server with the local Stripe: a payment that does not happen (a declined test card, then back
 * without paying) says what happened and what to do, and a member finds "Manage or cancel" in
 * settings.
 */
import type { Page } from "@playwright/test";

import { E2E_SECRETS } from "./secrets";
import { expect, test } from "./fixtures";

const NOTICE = "Online payment is not set up on this server, so a campaign cannot be bought here yet.";

async function signIn(page: Page, login: string, password: string) {
  await page.goto("/login");
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email or username").fill(login);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
}

async function newCitizen(page: Page, first: string) {
  const email = `pay-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const response = await page.request.post("/api/register-user", {
    data: { firstName: first, lastName: "Payer", email, password: "e2e-pass-123", confirmPassword: "e2e-pass-123" },
  });
  expect(response.status()).toBe(201);
  await signIn(page, email, "e2e-pass-123");
}

test.describe("payments off (no Stripe configured)", () => {
  test.use({ baseURL: process.env.E2E_NO_PAYMENTS_URL });

  test("the campaign purchase says so on every step, before any typing, and never offers to pay", async ({
    page,
    checkA11y,
  }) => {
    // A demo citizen of the seed who reads in English (this server's own copy of the database).
    await signIn(page, "citizen13@debatestorm.local", E2E_SECRETS.DEMO_USER_PASSWORD);
    await page.goto("/campaign-packages?currency=inr");
    await expect(page.getByTestId("payments-off")).toHaveText(new RegExp(NOTICE));
    await page.getByRole("button", { name: "Choose Premium" }).click();

    // Step 2: the notice comes before the first field.
    await expect(page.getByRole("heading", { name: "Campaign Details" })).toBeVisible();
    await expect(page.getByTestId("payments-off")).toBeVisible();
    const noticeTop = (await page.getByTestId("payments-off").boundingBox())?.y ?? Infinity;
    const fieldTop = (await page.getByLabel("Political Party/Organization").boundingBox())?.y ?? -Infinity;
    expect(noticeTop).toBeLessThan(fieldTop);
    await checkA11y();

    // Step 3: the summary, the notice, and nothing to pay with.
    await page.getByLabel("Political Party/Organization").fill("Jheel Bachao Samiti");
    await page.getByLabel("Campaign Title").fill("Lakes without payments");
    await page.getByLabel("Contact Email").fill("lakes@jheel.example.org");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
    await expect(page.getByTestId("payments-off")).toBeVisible();
    await expect(page.getByRole("button", { name: /Complete Payment/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Back to details" })).toBeVisible();
    await checkA11y();
  });

  test("a premium member is told the billing portal cannot open here, in settings and on the live rooms page", async ({
    page,
    checkA11y,
  }) => {
    // citizen02 is one of the seed's premium members (and reads in English).
    await signIn(page, "citizen02@debatestorm.local", E2E_SECRETS.DEMO_USER_PASSWORD);
    await page.goto("/settings#membership");
    const membership = page.getByRole("region", { name: "Premium membership" });
    await expect(membership.getByTestId("membership-state")).toContainText("You are a premium member");
    await expect(membership.getByTestId("portal-unavailable")).toContainText(
      "the billing portal cannot be opened here",
    );
    await expect(page.getByRole("button", { name: "Manage or cancel membership" })).toHaveCount(0);
    await checkA11y();
    await page.goto("/live-rooms");
    await expect(page.getByTestId("premium-banner").getByTestId("portal-unavailable")).toBeVisible();
  });
});

test.describe("payments on (the local Stripe)", () => {
  test("a declined card, then back without paying: the campaign says what happened and what to do", async ({
    page,
    checkA11y,
  }) => {
    await newCitizen(page, "Anaya");
    await page.goto("/campaign-packages?package=basic&currency=usd");
    await page.getByLabel("Political Party/Organization").fill("Jheel Bachao Samiti");
    await page.getByLabel("Campaign Title").fill("Lakes, declined first");
    await page.getByLabel("Contact Email").fill("lakes@jheel.example.org");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByRole("button", { name: "Complete Payment $299.00" }).click();

    await expect(page.getByTestId("local-test-payment")).toContainText("Local test payment");
    await page.getByRole("button", { name: "Try a declined test card" }).click();
    await expect(page.getByRole("alert")).toContainText("Your card was declined.");
    await page.getByRole("button", { name: "Cancel and return to DebateStorm" }).click();

    await expect(page).toHaveURL(/\/campaign-management\?tab=pending&payment=cancelled$/);
    await expect(page.getByRole("status").filter({ hasText: "Payment cancelled" })).toContainText(
      "nothing was charged",
    );
    const card = page.getByTestId("campaign-card").filter({ hasText: "Lakes, declined first" });
    await expect(card).toContainText("The last payment failed: Your card was declined.");
    await expect(card.getByRole("button", { name: "Complete Payment" })).toBeVisible();
    await checkA11y();
  });

  test("back from premium Checkout without paying, the dialog says nothing was charged; a member finds the portal in settings", async ({
    page,
    checkA11y,
  }) => {
    await newCitizen(page, "Vikram");
    await page.goto("/live-rooms?upgrade=1");
    await page.getByTestId("upgrade-dialog").getByRole("button", { name: "Subscribe with Stripe" }).click();
    await page.getByRole("button", { name: "Cancel and return to DebateStorm" }).click();
    await expect(page).toHaveURL(/\/live-rooms\?upgrade=1&payment=cancelled$/);
    await expect(page.getByTestId("payment-cancelled")).toContainText("nothing was charged");
    await checkA11y();

    await page.getByTestId("upgrade-dialog").getByRole("button", { name: "Subscribe with Stripe" }).click();
    await page.getByRole("button", { name: "Pay $19.99" }).click();
    await expect(page.getByText("Premium Activated!")).toBeVisible();
    await page.goto("/settings");
    await page.getByRole("button", { name: "Manage or cancel membership" }).click();
    await expect(page.getByText("Premium membership, active.")).toBeVisible();
    await page.getByRole("button", { name: "Return to DebateStorm" }).click();
    await expect(page).toHaveURL(/\/settings#membership$/);
  });
});
