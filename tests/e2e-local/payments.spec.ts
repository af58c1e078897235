/**
 * Payments on one machine, on the servers `npm start` and `npm run start:prod` start (both projects of
 * playwright.local.config.ts): the local Stripe (local/stand-ins.ts) serves Checkout's and the billing
 * portal's pages, each marked as a local test payment, and delivers its signed webhooks to the app. A
 * newcomer buys premium and cancels it in the portal (the app shows it ended once the webhook
 * arrived), and pays for a campaign package after a declined test card, in INR with JavaScript and in
 * USD without.
 */
import type { APIRequestContext, Page } from "@playwright/test";

import { TURNSTILE_GOOD_TOKEN } from "../fakes/turnstile-server";
import { expect, test } from "./fixtures";

const unique = () => crypto.randomUUID().replace(/-/g, "").slice(0, 10);
const PASSWORD = "pay-pass-123";

/** A new citizen (registered through the API, with a solved Turnstile check where it is on), signed in. */
async function newcomer(page: Page, request: APIRequestContext, first: string) {
  const email = `${first.toLowerCase()}-${unique()}@example.org`;
  const registered = await request.post("/api/register-user", {
    data: {
      firstName: first,
      lastName: "Local",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      "cf-turnstile-response": `${TURNSTILE_GOOD_TOKEN}-${crypto.randomUUID()}`,
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto("/login");
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email or username").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toHaveText(`Signed in as ${first} Local`);
}

/** The local Stripe's hosted page: on the stand-in's origin, saying it is a local test payment. */
async function onLocalStripe(page: Page, stripeUrl: string) {
  await expect(page.getByTestId("local-test-payment")).toContainText("Local test payment");
  await expect(page.getByTestId("local-test-payment")).toContainText("nothing is charged");
  expect(new URL(page.url()).origin).toBe(new URL(stripeUrl).origin);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`payments through the local Stripe, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a newcomer buys premium on the local Checkout page, then cancels it in the portal", async ({
      page,
      server,
      checkA11y,
    }) => {
      test.slow(); // two trips to the local Stripe and back, each page checked with axe
      const stripe = server.standIns.find((s) => s.key === "stripe");
      expect(stripe?.url, "the server runs the local Stripe").toBeTruthy();
      await newcomer(page, page.request, javaScriptEnabled ? "Kavya" : "Imran");

      await page.goto("/live-rooms?upgrade=1");
      const upgrade = page.getByTestId("upgrade-dialog");
      await expect(upgrade).toContainText("$19.99 per month");
      await upgrade.getByRole("button", { name: "Subscribe with Stripe" }).click();
      await onLocalStripe(page, stripe!.url!);
      await expect(page.getByRole("heading", { name: "Pay DebateStorm $19.99" })).toBeVisible();
      await page.getByRole("button", { name: "Pay $19.99 (test)" }).click();
      await expect(page).toHaveURL(/\/live-rooms$/);
      await expect(page.getByText("Premium Activated!")).toBeVisible();
      await expect(page.getByTestId("premium-banner")).toContainText("You are a premium member");
      await expect(page.getByTestId("manage-premium")).toHaveText("Manage or cancel membership");
      await checkA11y();

      // Settings: the membership section opens the billing portal.
      await page.goto("/settings#membership");
      const membership = page.getByRole("region", { name: "Premium membership" });
      await expect(membership.getByTestId("membership-state")).toContainText("You are a premium member");
      await checkA11y();
      await membership.getByRole("button", { name: "Manage or cancel membership" }).click();
      await onLocalStripe(page, stripe!.url!);
      await expect(page.getByText("Premium membership, active.")).toBeVisible();
      await page.getByRole("button", { name: "Cancel subscription" }).click();

      // Back in settings: the webhook (customer.subscription.deleted) has ended premium.
      await expect(page).toHaveURL(/\/settings#membership$/);
      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId("membership-state")).toContainText("You are not a premium member", {
          timeout: 2_000,
        });
      }).toPass({ timeout: 20_000 });
      await page.goto("/live-rooms");
      await expect(page.getByTestId("premium-banner")).toContainText("Upgrade to Premium");
    });

    test("a newcomer pays for a campaign package, after a declined test card", async ({ page, server, checkA11y }) => {
      test.slow();
      const stripe = server.standIns.find((s) => s.key === "stripe");
      await newcomer(page, page.request, javaScriptEnabled ? "Ritu" : "Sohail");
      const currency = javaScriptEnabled ? "inr" : "usd";
      const total = javaScriptEnabled ? "₹66,990.00" : "$799.00";
      const onStripe = javaScriptEnabled ? "66990.00 INR" : "799.00 USD";
      const title = `Local lakes ${unique()}`;

      await page.goto(`/campaign-packages?currency=${currency}`);
      await expect(page.getByText(/Online payment is not set up/)).toHaveCount(0);
      await expect(page.getByTestId("price-premium")).toHaveText(total);
      await page.getByRole("button", { name: "Choose Premium" }).click();
      await page.getByLabel("Political Party/Organization").fill("Jheel Bachao Samiti");
      await page.getByLabel("Campaign Title").fill(title);
      await page.getByLabel("Contact Email").fill("lakes@jheel.example.org");
      await page.getByRole("button", { name: "Continue to Payment" }).click();
      await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
      await checkA11y();
      await page.getByRole("button", { name: `Complete Payment ${total}` }).click();

      // The local Checkout page: a declined test card first (Stripe's message, still on the page)…
      await onLocalStripe(page, stripe!.url!);
      await expect(page.getByRole("heading", { name: `Pay DebateStorm ${onStripe}` })).toBeVisible();
      await page.getByRole("button", { name: "Try a declined test card" }).click();
      await expect(page.getByRole("alert")).toContainText("Your card was declined.");
      // …then back to DebateStorm without paying: the campaign waits, saying what happened.
      await page.getByRole("button", { name: "Cancel and return to DebateStorm" }).click();
      await expect(page).toHaveURL(/\/campaign-management\?tab=pending&payment=cancelled$/);
      await expect(page.getByText("Payment cancelled: nothing was charged.")).toBeVisible();
      const card = page.getByTestId("campaign-card").filter({ hasText: title });
      await expect(card).toContainText("The last payment failed: Your card was declined.");
      await checkA11y();

      // Complete Payment: this time the test card is accepted, and the webhook marks it paid.
      await card.getByRole("button", { name: "Complete Payment" }).click();
      await onLocalStripe(page, stripe!.url!);
      await page.getByRole("button", { name: `Pay ${onStripe} (test)` }).click();
      await expect(page).toHaveURL(/\/campaign-management\?paid=/);
      await expect(page.getByText("Campaign Created Successfully!")).toBeVisible();
      const paid = page.getByTestId("campaign-card").filter({ hasText: title });
      await expect(paid).toContainText("Payment received");
      await expect(paid).toContainText(total);
      await checkA11y();
    });
  });
}
