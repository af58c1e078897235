/**
 * /live-rooms in the browser, JavaScript on and off (docs/live-rooms.md): the rooms and the premium
 * banner; a member without premium who tries to create a room sees the upgrade dialog, subscribes
 * on the local Stripe's hosted Checkout page and comes back to 'Premium Activated!'; then creates a
 * room, which is first in the list; visitors are asked to sign in before joining.
 */
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

async function signUpAndSignIn(page: Page) {
  const email = `rooms-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const response = await page.request.post("/api/register-user", {
    data: { firstName: "Meera", lastName: "Debater", email, password: "e2e-pass-123", confirmPassword: "e2e-pass-123" },
  });
  expect(response.status()).toBe(201);
  await page.goto("/login");
  await page.getByTestId("sign-in-form").getByLabel("Email or username").fill(email);
  await page.getByTestId("sign-in-form").getByLabel("Password").fill("e2e-pass-123");
  await page.getByTestId("sign-in-form").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
}

test.describe("live rooms", () => {
  test("visitors see the rooms and are asked to sign in before joining", async ({ page, checkA11y }) => {
    await page.goto("/live-rooms");
    await expect(page.getByRole("heading", { name: "Live Debate Rooms", level: 1 })).toBeVisible();
    await expect(page.getByTestId("premium-banner")).toContainText("$19.99 per month. Cancel anytime.");
    const cards = page.getByTestId("room-card");
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^Join Live Debate:/ }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^Join When Live:/ }).first()).toBeVisible();
    await checkA11y();
    await page
      .getByRole("link", { name: /^Join Live Debate:/ })
      .first()
      .click();
    await expect(page.getByTestId("rooms-signin")).toBeVisible();
    await expect(page.getByText("Please sign in to join debate rooms.")).toBeVisible();
    await checkA11y();
  });

  test("a member without premium sees the upgrade dialog, subscribes on Stripe, then creates a room", async ({
    page,
    checkA11y,
  }) => {
    test.slow();
    await signUpAndSignIn(page);
    await page.goto("/live-rooms");
    await page.getByTestId("create-room").click();
    const upgrade = page.getByTestId("upgrade-dialog");
    await expect(upgrade.getByRole("heading", { name: "Upgrade to Premium" })).toBeVisible();
    await expect(upgrade).toContainText("$19.99 per month");
    await checkA11y();
    await upgrade.getByRole("button", { name: "Subscribe with Stripe" }).click();

    // Stripe's hosted page (the local Stripe's), then back: the page confirms with Stripe.
    await expect(page.getByRole("button", { name: "Pay $19.99" })).toBeVisible();
    await page.getByRole("button", { name: "Pay $19.99" }).click();
    await expect(page).toHaveURL(/\/live-rooms$/);
    await expect(page.getByText("Premium Activated!")).toBeVisible();
    await expect(page.getByTestId("premium-banner")).toContainText("You are a premium member");
    await checkA11y();

    // Create a room: a server-side validation message first, then the room, first in the list.
    await page.getByTestId("create-room").click();
    const dialog = page.getByTestId("create-room-dialog");
    await expect(dialog.getByRole("heading", { name: "Create a live debate room" })).toBeVisible();
    await expect(dialog.getByLabel("Category")).toHaveValue("global");
    await expect(dialog.getByLabel("Maximum participants")).toHaveValue("10");
    await checkA11y();
    await dialog.getByLabel("Title").fill("ab");
    await dialog.getByRole("button", { name: "Create Room" }).click();
    await expect(page.getByText("The title needs 3 to 120 characters.")).toBeVisible();
    const title = `Night buses for Pune ${crypto.randomUUID().slice(0, 6)}`;
    await page.getByTestId("create-room-dialog").getByLabel("Title").fill(title);
    await page.getByTestId("create-room-dialog").getByLabel("Category").selectOption("bharat");
    await page.getByTestId("create-room-dialog").getByRole("button", { name: "Create Room" }).click();
    await expect(page.getByText("Your live debate room has been created successfully!")).toBeVisible();
    const first = page.getByTestId("room-card").first();
    await expect(first).toContainText(title);
    await expect(first).toContainText("Scheduled");
    await expect(first).toContainText("Bharat");
    await checkA11y();
  });
});
