/**
 * Accounts in the browser, with JavaScript on (the dialog) and off (the /login and
 * /join pages): sign up (variants A and B), sign in, sign out, validation messages,
 * password reset through the development outbox, and sign-in with a real OpenID
 * Connect provider started by the tests.
 */
import type { Page } from "@playwright/test";

import { expect, hydrated, test } from "./fixtures";
import { E2E_OIDC_PROVIDER_NAME } from "./secrets";

const unique = () => crypto.randomUUID().slice(0, 8);
const header = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

/** Opens sign-up: the dialog with JavaScript, the /join page without. */
async function openJoin(page: Page, jsEnabled: boolean) {
  await header(page).getByRole("link", { name: "Join the Storm" }).click();
  if (jsEnabled) {
    const dialog = page.getByRole("dialog", { name: "Join DebateStorm" });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await expect(page).toHaveURL(/\/join\?redirectTo=/);
  return page.getByTestId("sign-up-form");
}

async function fillSignUp(
  scope: ReturnType<Page["getByTestId"]>,
  values: { first: string; last: string; email: string; password: string; confirm?: string; username?: string },
) {
  await scope.getByLabel("First name").fill(values.first);
  await scope.getByLabel("Last name").fill(values.last);
  await scope.getByLabel("Email", { exact: true }).fill(values.email);
  if (values.username) await scope.getByLabel("Username (optional)").fill(values.username);
  await scope.getByLabel("Password", { exact: true }).fill(values.password);
  await scope.getByLabel("Confirm password").fill(values.confirm ?? values.password);
}

async function signInOnPage(page: Page, login: string, password: string) {
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email or username").fill(login);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

async function signOut(page: Page) {
  await header(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByTestId("toast")).toContainText("You have signed out.");
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
}

test.describe("accounts", () => {
  test("sign up with email and profile (variant A), sign in, sign out", async ({ page, jsEnabled, checkA11y }) => {
    // Five pages, each checked by axe in a browser context of its own: longer than one page's test.
    test.slow();
    const email = `meera-${unique()}@example.org`;
    await page.goto("/?region=bharat");
    if (jsEnabled) await hydrated(page);
    const form = await openJoin(page, jsEnabled);
    await checkA11y();
    await fillSignUp(form, { first: "Meera", last: "Iyer", email, password: "meera-pass-1" });
    await form.getByText("More about you (optional)").click();
    await form.getByLabel("Location (optional)").fill("Kolkata, West Bengal");
    await form.getByLabel("Political affiliation (optional)").selectOption("Independent");
    await form.getByRole("button", { name: "Create account" }).click();

    // The form becomes sign-in with the email kept, and says so.
    await expect(page.getByTestId("toast")).toContainText("Registration Successful!");
    const signIn = page.getByTestId("sign-in-form");
    await expect(signIn.getByLabel("Email or username")).toHaveValue(email);
    if (jsEnabled) await expect(page.getByRole("dialog", { name: "Sign in to DebateStorm" })).toBeVisible();
    else await expect(page).toHaveURL(/\/login\?/);
    await checkA11y();

    await signIn.getByLabel("Password").fill("meera-pass-1");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("signed-in-as")).toHaveText("Signed in as Meera Iyer");
    await expect(page).toHaveURL(/\/\?region=bharat$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("toast")).toContainText("Welcome, Meera Iyer!");
    await checkA11y();

    // Until the e-mail is confirmed, a banner asks for it and sends the link again.
    const banner = page.getByRole("region", { name: /Please confirm your e-mail address/ });
    await expect(banner).toContainText(email);
    await banner.getByRole("button", { name: "Send the link again" }).click();
    await expect(page.getByTestId("toast")).toContainText("Link sent");
    await expect(page).toHaveURL(/\/\?region=bharat$/);

    let link = "";
    await expect(async () => {
      await page.goto("/dev/outbox");
      const message = page.getByTestId("outbox-message").filter({ hasText: email }).first();
      link = /http:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(await message.innerText())?.[0] ?? "";
      expect(link).not.toBe("");
    }).toPass({ timeout: 15_000 });
    await page.goto(link);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("toast")).toContainText("E-mail confirmed");
    await expect(page.getByTestId("confirm-banner")).toHaveCount(0);
    // The link is spent.
    await page.goto(link);
    await expect(page.getByText("This confirmation link has expired or was already used.")).toBeVisible();
    await checkA11y();

    await signOut(page);
    await expect(page.getByTestId("signed-in-as")).toHaveCount(0);
  });

  test("sign up with a username (variant B), then sign in by username and by email", async ({ page, checkA11y }) => {
    const id = unique();
    const username = `rahul_${id}`;
    const email = `rahul-${id}@example.org`;
    await page.goto("/join");
    await checkA11y();
    await fillSignUp(page.getByTestId("sign-up-form"), {
      first: "Rahul",
      last: "Sen",
      email,
      username,
      password: "rahul-pass-1",
    });
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByTestId("toast")).toContainText("Registration Successful!");

    await signInOnPage(page, username, "rahul-pass-1");
    await expect(page.getByTestId("signed-in-as")).toHaveText("Signed in as Rahul Sen");
    await signOut(page);

    await page.goto("/login");
    await signInOnPage(page, email.toUpperCase(), "rahul-pass-1");
    await expect(page.getByTestId("signed-in-as")).toHaveText("Signed in as Rahul Sen");
  });

  test("shows each validation message beside the field it is about", async ({ page, jsEnabled, checkA11y }) => {
    await page.goto("/");
    if (jsEnabled) await hydrated(page);
    await openJoin(page, jsEnabled);
    // The form's own message (a notification may be another alert in the dialog).
    const form = page.getByTestId("sign-up-form");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields");
    await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("First name")).toHaveAccessibleDescription("Required");
    await checkA11y();

    const email = `dev-${unique()}@example.org`;
    await fillSignUp(form, { first: "Dev", last: "Patel", email, password: "dev-pass-1", confirm: "dev-pass-2" });
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByRole("alert")).toHaveText("Passwords do not match");
    await expect(form.getByLabel("Confirm password")).toHaveAccessibleDescription("Passwords do not match");
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue(email);

    await form.getByLabel("Password", { exact: true }).fill("abc");
    await form.getByLabel("Confirm password").fill("abc");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByRole("alert")).toHaveText("Password must be at least 6 characters long");
    await expect(form.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      /Password must be at least 6 characters long/,
    );

    await page.goto("/login");
    await page.getByTestId("sign-in-form").getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("sign-in-form").getByRole("alert")).toHaveText(
      "Please enter both email and password",
    );
    await checkA11y();
  });

  test("forgot password: the link from the outbox sets a new password", async ({ page, jsEnabled, checkA11y }) => {
    const id = unique();
    const email = `lata-${id}@example.org`;
    await page.goto("/join");
    await fillSignUp(page.getByTestId("sign-up-form"), { first: "Lata", last: "Das", email, password: "old-pass-1" });
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/login\?/);

    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await checkA11y();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByTestId("reset-sent")).toContainText(`If an account exists for ${email}`);

    // The e-mail is written after the response; the outbox shows it once it is there.
    let link = "";
    await expect(async () => {
      await page.goto("/dev/outbox");
      const message = page.getByTestId("outbox-message").filter({ hasText: email }).first();
      link = /http:\/\/\S+\/reset-password\?token=[\w-]+/.exec(await message.innerText())?.[0] ?? "";
      expect(link).not.toBe("");
    }).toPass({ timeout: 15_000 });

    await page.goto(link);
    await checkA11y();
    await page.getByLabel("New Password", { exact: true }).fill("new-pass-1");
    await page.getByLabel("Confirm New Password").fill("new-pass-2");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
    if (jsEnabled) {
      // Editing a field clears the error.
      await page.getByLabel("Confirm New Password").fill("new-pass-");
      await expect(page.getByRole("alert")).toHaveCount(0);
    }
    await page.getByLabel("New Password", { exact: true }).fill("new-pass-123");
    await page.getByLabel("Confirm New Password").fill("new-pass-123");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("heading", { name: "Password Reset Successful!" })).toBeVisible();
    await checkA11y();
    // Home after 3 seconds with JavaScript; without it, the button goes home.
    if (!jsEnabled) await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

    await page.goto("/login");
    await signInOnPage(page, email, "new-pass-123");
    await expect(page.getByTestId("signed-in-as")).toHaveText("Signed in as Lata Das");
  });

  test("a reset link without a token says so and offers a new link, with no form", async ({ page, checkA11y }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("alert")).toHaveText("Invalid reset link. Please request a new password reset.");
    await expect(page.getByRole("button", { name: "Update Password" })).toHaveCount(0);
    await expect(page.getByLabel("New Password", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
    await checkA11y();
  });

  test("an unknown or used reset link says it expired and offers a new link, with no form", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/reset-password?token=garbage");
    await expect(page.getByRole("alert")).toHaveText(
      "This reset link has expired or was already used. Please request a new password reset.",
    );
    await expect(page.getByLabel("New Password", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Request a new link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await checkA11y();
  });

  test("the reset success page promises a move home only where it happens", async ({ page, jsEnabled }) => {
    await page.goto("/reset-password?done=1");
    await expect(page.getByRole("heading", { name: "Password Reset Successful!" })).toBeVisible();
    if (jsEnabled) {
      await expect(page.locator("p[role=status]")).toContainText("Taking you to the home page in 3 seconds");
      await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    } else {
      await expect(page.locator("p[role=status]")).toContainText("every session of your account has been signed out");
      await expect(page.locator("p[role=status]")).not.toContainText("Taking you");
      await page.getByRole("link", { name: "Go to the home page" }).click();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("sign in with the external OpenID Connect provider creates the account", async ({
    page,
    jsEnabled,
    checkA11y,
  }) => {
    const login = `priya${unique()}`;
    await page.goto("/?region=global");
    if (jsEnabled) {
      await header(page).getByRole("link", { name: "Sign In" }).click();
      await page
        .getByRole("dialog")
        .getByRole("link", { name: `Continue with ${E2E_OIDC_PROVIDER_NAME}` })
        .click();
    } else {
      await header(page).getByRole("link", { name: "Sign In" }).click();
      await checkA11y();
      await page.getByRole("link", { name: `Continue with ${E2E_OIDC_PROVIDER_NAME}` }).click();
    }

    // The provider's own (development) screens: login, then consent.
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("any-password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/\?region=global$/);
    const name = `${login.charAt(0).toUpperCase()}${login.slice(1)} Tester`;
    await expect(page.getByTestId("signed-in-as")).toHaveText(`Signed in as ${name}`);
    const me = await page.request.get("/api/auth/user");
    expect(await me.json()).toMatchObject({
      email: `${login}@oidc.example`,
      firstName: login.charAt(0).toUpperCase() + login.slice(1),
    });
  });
});
