/**
 * The citizen's own account in the browser, with JavaScript on and off: profile and language (the
 * UI follows at once and at a new sign-in), password (another browser's session ends), e-mail
 * through the link, ending another session, the export download and deleting the account; linking
 * the external provider from the settings (the current password first; the local OpenID Connect
 * provider) and unlinking it.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { E2E_OIDC_PROVIDER_NAME } from "./secrets";
import { confirm } from "./citizens";

const PASSWORD = "e2e-pass-123";

async function register(request: APIRequestContext, first: string, last: string) {
  const email = `acct-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const response = await request.post("/api/register-user", {
    data: { firstName: first, lastName: last, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return email;
}

async function signInOnPage(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email or username").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
}

async function citizen(page: Page, first = "Anika", last = "Sen") {
  const email = await register(page.request, first, last);
  await signInOnPage(page, email);
  return email;
}

/** Another browser signed in to the same account (its own cookies). */
async function otherBrowser(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post("/api/login-user", { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  return context;
}

const stillSignedIn = async (request: APIRequestContext) => (await request.get("/api/auth/user")).status() === 200;

test.describe("your account", () => {
  test("change name and language: the UI follows at once and at a new sign-in", async ({
    page,
    browser,
    jsEnabled,
    checkA11y,
  }, info) => {
    test.slow(); // two browsers, two sign-ins and several pages
    const email = await citizen(page);
    await page.goto("/settings");
    await checkA11y();
    const profile = page.locator("#profile");
    await profile.getByLabel("First name").fill("Anjali");
    await profile.getByLabel("Language").selectOption("hi");
    await profile.getByRole("button", { name: "Save profile" }).click();
    // Without JavaScript the saved page comes back with its toast; with it, the page loads again as a
    // document in the new language (root.tsx), after the toast was shown.
    if (!jsEnabled) await expect(page.getByTestId("toast")).toContainText("प्रोफ़ाइल सहेजी गई");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByTestId("signed-in-as")).toContainText("Anjali Sen");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("सेटिंग्स");
    await checkA11y();

    // Another browser, never told the language: after signing in, it reads Hindi.
    const context = await browser.newContext({
      baseURL: info.project.use.baseURL,
      javaScriptEnabled: info.project.use.javaScriptEnabled,
    });
    const other = await context.newPage();
    await signInOnPage(other, email);
    await other.goto("/settings");
    await expect(other.locator("html")).toHaveAttribute("lang", "hi");
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("सेटिंग्स");
    await context.close();
  });

  test("change the password: another browser's session ends", async ({ page, browser, checkA11y }, info) => {
    const email = await citizen(page);
    const elsewhere = await otherBrowser(browser, info.project.use.baseURL, email);
    expect(await stillSignedIn(elsewhere.request)).toBe(true);
    await page.goto("/settings#password");
    const form = page.locator("#password");
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill("a-new-e2e-pass");
    await form.getByLabel("Repeat the new password").fill("a-new-e2e-pass");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("That is not your current password.")).toBeVisible();
    await checkA11y();
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByLabel("New password", { exact: true }).fill("a-new-e2e-pass");
    await form.getByLabel("Repeat the new password").fill("a-new-e2e-pass");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByTestId("toast")).toContainText("Password changed");
    expect(await stillSignedIn(elsewhere.request)).toBe(false);
    expect(await stillSignedIn(page.request)).toBe(true);
    await elsewhere.close();
  });

  test("change the e-mail address through the link sent to it", async ({ page, checkA11y }) => {
    const email = await citizen(page);
    const next = `moved-${crypto.randomUUID().slice(0, 8)}@example.org`;
    await page.goto("/settings#email");
    const form = page.locator("#email");
    await form.getByLabel("New e-mail address").fill(next);
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Send the confirmation link" }).click();
    await expect(page.getByTestId("toast")).toContainText("Check your new inbox");
    await expect(page.getByTestId("current-email")).toHaveText(email);
    await expect(form).toContainText(`Waiting for you to open the link sent to ${next}`);
    await checkA11y();

    let link = "";
    await expect(async () => {
      await page.goto("/dev/outbox");
      const message = page
        .getByTestId("outbox-message")
        .filter({ hasText: next })
        .filter({ hasText: "/confirm-email?token=" })
        .first();
      link = /http:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(await message.innerText())?.[0] ?? "";
      expect(link).not.toBe("");
    }).toPass({ timeout: 15_000 });
    await page.goto(link);
    await page.goto("/settings");
    await expect(page.getByTestId("current-email")).toHaveText(next);
  });

  test("see where you are signed in and end another session", async ({ page, browser, checkA11y }, info) => {
    const email = await citizen(page);
    const elsewhere = await otherBrowser(browser, info.project.use.baseURL, email);
    await page.goto("/settings#sessions");
    const sessions = page.getByTestId("session");
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ has: page.getByTestId("this-device") })).toHaveCount(1);
    await checkA11y();
    await sessions
      .filter({ hasNot: page.getByTestId("this-device") })
      .getByRole("button", { name: "Sign out this device" })
      .click();
    await expect(page.getByTestId("toast")).toContainText("That device was signed out");
    await expect(sessions).toHaveCount(1);
    expect(await stillSignedIn(elsewhere.request)).toBe(false);
    await elsewhere.close();
  });

  test("link the external provider from the settings after the password, see it listed, unlink it", async ({
    page,
    checkA11y,
    allowConsoleError,
  }) => {
    // The link form is a full-page post: a wrong password is a document answered 401, as it is meant to be.
    allowConsoleError(/\/settings: Failed to load resource: the server responded with a status of 401/);
    test.slow(); // a sign-in here and one at the provider
    await citizen(page, "Ira", "Linked");
    await page.goto("/settings");
    const section = page.locator("#sign-in");
    await expect(section).toContainText("No external provider is linked.");
    // The current password first: a wrong one keeps the browser here, nothing linked.
    await section.getByLabel("Current password").fill("not-my-password");
    await section.getByRole("button", { name: `Link ${E2E_OIDC_PROVIDER_NAME}` }).click();
    await expect(section.getByText("That is not your current password.")).toBeVisible();
    await expect(page).toHaveURL(/\/settings/);
    await expect(section).toContainText("No external provider is linked.");
    await checkA11y();
    await section.getByLabel("Current password").fill(PASSWORD);
    await section.getByRole("button", { name: `Link ${E2E_OIDC_PROVIDER_NAME}` }).click();

    // The provider's own (development) screens: login, then consent.
    await page.locator('input[name="login"]').fill(`ira${crypto.randomUUID().slice(0, 8)}`);
    await page.locator('input[name="password"]').fill("any-password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();

    // Back in the settings, still signed in as the same citizen, with the provider linked.
    await expect(page).toHaveURL(/\/settings#sign-in$/);
    await expect(page.getByTestId("toast")).toContainText(`${E2E_OIDC_PROVIDER_NAME} linked`);
    await expect(page.getByTestId("signed-in-as")).toHaveText("Signed in as Ira Linked");
    await expect(section).toContainText(`Linked with ${E2E_OIDC_PROVIDER_NAME}`);
    await checkA11y();

    // A password exists, so the provider can be unlinked.
    await section.getByRole("button", { name: "Unlink" }).click();
    await expect(page.getByTestId("toast")).toContainText("Provider unlinked");
    await expect(section).toContainText("No external provider is linked.");
    await expect(section.getByRole("button", { name: `Link ${E2E_OIDC_PROVIDER_NAME}` })).toBeVisible();
  });

  test("download the export", async ({ page }) => {
    const email = await citizen(page);
    await page.goto("/settings#your-data");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^debatestorm-.+\.json$/);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    const data = JSON.parse(await readFile(path, "utf8")) as { users: { email: string }[] };
    expect(data.users[0]?.email).toBe(email);
  });

  test("delete the account", async ({ page, checkA11y }) => {
    const email = await citizen(page);
    await page.goto("/settings");
    await page.getByRole("link", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/settings\/delete$/);
    await checkA11y();
    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page.getByText("Tick the box to confirm.")).toBeVisible();
    await checkA11y();
    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByLabel("I understand that my account is deleted for good.").check();
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page.getByTestId("toast")).toContainText("Your account was deleted");
    await expect(page.getByTestId("signed-in-as")).toHaveCount(0);
    const again = await page.request.post("/api/login-user", { data: { email, password: PASSWORD } });
    expect(again.status()).toBe(401);
  });

  test("read and clear a notification: an admin's decision about you", async ({ page, browser, checkA11y }, info) => {
    const email = await citizen(page, "Ritu", "Das");
    // Only a confirmed account can be verified: the link the sign-up e-mailed, from the outbox.
    await confirm(page.request, email);
    const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
    // An admin, in a browser of their own, verifies this citizen through the API (SPEC.md section 7).
    const admin = await browser.newContext({ baseURL: info.project.use.baseURL });
    try {
      const signIn = await admin.request.post("/api/admin/login", {
        data: { username: "e2eadmin", password: "e2e-admin-password-1" },
      });
      expect(signIn.status()).toBe(200);
      const decided = await admin.request.patch(`/api/users/${me.id}/verification`, {
        data: { verificationStatus: "verified" },
      });
      expect(decided.status()).toBe(200);
    } finally {
      await admin.close();
    }

    await page.goto("/");
    await expect(page.getByTestId("notification-bell")).toContainText("1");
    await page.getByTestId("notification-bell").click();
    await expect(page).toHaveURL(/\/notifications$/);
    const item = page.getByTestId("notification");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Your verification was decided");
    await expect(item).toContainText("Your account is now verified.");
    await checkA11y();
    // Opening the page read it: the bell no longer counts it.
    await page.reload();
    await expect(page.getByTestId("notification-bell")).not.toContainText("1");
    await item.getByRole("button", { name: "Clear: Your verification was decided" }).click();
    await expect(page.getByTestId("toast")).toContainText("Notification cleared");
    await expect(page.getByTestId("notification")).toHaveCount(0);
    await checkA11y();
  });
});
