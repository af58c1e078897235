/**
 * The core journeys in production mode, on a server started as `npm run start:prod` starts it
 * (APP_ENV=production, the secrets of a fresh .prod.vars, PUBLIC_ORIGIN set, mail through the local
 * mail API, Turnstile through its local siteverify; global-setup.ts): sign up with e-mail
 * confirmation (the link read from the mail API), sign in, vote and comment, and the first admin
 * verifying a citizen. There is no outbox.
 */
import type { APIRequestContext, Page } from "@playwright/test";

import { TURNSTILE_GOOD_TOKEN } from "../fakes/turnstile-server";
import { expect, sentMail, test } from "./fixtures";

const unique = () => crypto.randomUUID().replace(/-/g, "").slice(0, 10);

async function signIn(page: Page, login: string, password: string) {
  await page.goto("/login");
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email or username").fill(login);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/** A citizen registered through the API, as a third-party client would: with a solved Turnstile check. */
async function register(request: APIRequestContext, first: string, last: string) {
  const email = `${first.toLowerCase()}-${unique()}@example.org`;
  const response = await request.post("/api/register-user", {
    data: {
      firstName: first,
      lastName: last,
      email,
      password: "prod-pass-123",
      confirmPassword: "prod-pass-123",
      "cf-turnstile-response": `${TURNSTILE_GOOD_TOKEN}-${crypto.randomUUID()}`,
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

test.describe("production mode: the core journeys", () => {
  test("sign up (with the Turnstile check), confirm the e-mail from the mail API's message, sign in", async ({
    page,
    server,
    checkA11y,
  }) => {
    test.slow(); // sign-up, sign-in, the confirmation, each checked with axe
    expect(server.mode).toBe("production");
    const email = `meera-${unique()}@example.org`;
    await page.goto("/join");
    const form = page.getByTestId("sign-up-form");
    await expect(form.getByText("Local Turnstile stand-in: check passed.")).toBeVisible();
    await checkA11y();
    await form.getByLabel("First name").fill("Meera");
    await form.getByLabel("Last name").fill("Iyer");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Password", { exact: true }).fill("meera-pass-1");
    await form.getByLabel("Confirm password").fill("meera-pass-1");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByTestId("toast")).toContainText("Registration Successful!");

    await signIn(page, email, "meera-pass-1");
    await expect(page.getByTestId("signed-in-as")).toHaveText("Signed in as Meera Iyer");
    await expect(page.getByRole("region", { name: /Please confirm your e-mail address/ })).toContainText(email);

    // The confirmation went through the mail API, with a link on the public origin.
    let link = "";
    await expect(async () => {
      const messages = await sentMail(server, email);
      link = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(messages.at(-1)?.text ?? "")?.[0] ?? "";
      expect(link).not.toBe("");
    }).toPass({ timeout: 15_000 });
    expect(new URL(link).origin).toBe(server.app);
    await page.goto(link);
    await expect(page.getByTestId("toast")).toContainText("E-mail confirmed");
    await expect(page.getByTestId("confirm-banner")).toHaveCount(0);
    await checkA11y();

    // Production keeps no outbox.
    expect((await page.request.get("/dev/outbox")).status()).toBe(404);
  });

  test("a demo citizen signs in with the password of the vars file, not with another", async ({ page, server }) => {
    await signIn(page, "citizen08@debatestorm.local", "not-the-password");
    await expect(page.getByTestId("sign-in-form")).toContainText("The email, username or password is not correct.");
    await signIn(page, "citizen08@debatestorm.local", server.vars.DEMO_USER_PASSWORD ?? "");
    await expect(page.getByTestId("signed-in-as")).toBeVisible();
  });

  test("a citizen votes, and argues their side in the discussion", async ({ page, request, checkA11y }) => {
    const email = await register(request, "Farida", "Sheikh");
    await signIn(page, email, "prod-pass-123");
    await expect(page.getByTestId("signed-in-as")).toHaveText("Signed in as Farida Sheikh");
    await page.goto("/?region=bharat&sort=newest");
    const card = page.getByTestId("debate-card").first();
    const id = ((await card.getAttribute("id")) ?? "").replace(/^debate-/, "");
    await card.getByRole("button", { name: "Support" }).click();
    const voted = page.locator(`#debate-${id}`);
    await expect(voted.getByTestId("your-vote")).toHaveText("You supported this");

    // The discussion opens by itself after the vote.
    await expect(page).toHaveURL(new RegExp(`debate=${id}`), { timeout: 10_000 });
    const dialog = page.getByTestId("discussion-dialog");
    await expect(dialog.getByText("You voted, so your comment is posted on your side: Support.")).toBeVisible();
    const text = `Farida's point ${unique()}: start with the districts that need it most.`;
    await dialog.getByLabel("Your comment").fill(text);
    await dialog.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByTestId("toast")).toContainText("Comment Posted!");
    await expect(dialog.getByTestId("comment").first()).toContainText(text);
    await expect(dialog.getByTestId("comment").first()).toHaveAttribute("data-position", "for");
    await checkA11y();
  });

  test("the first admin signs in with FIRST_ADMIN_* and verifies a citizen", async ({ page, request, server }) => {
    test.slow(); // the first sign-in creates the admin (a password hash), then a search and a change
    const tag = `Prod${unique()}`;
    const email = await register(request, tag, "Citizen");
    // Only a confirmed account can be verified (docs/accounts.md): the citizen follows the mail API's link.
    let link = "";
    await expect(async () => {
      link =
        /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec((await sentMail(server, email)).at(-1)?.text ?? "")?.[0] ??
        "";
      expect(link).not.toBe("");
    }).toPass({ timeout: 15_000 });
    expect((await request.get(link)).ok()).toBe(true);
    await page.goto("/admin");
    const form = page.getByTestId("admin-sign-in-form");
    await form.getByLabel("Username").fill(server.vars.FIRST_ADMIN_USERNAME ?? "");
    await form.getByLabel("Password").fill(server.vars.FIRST_ADMIN_PASSWORD ?? "");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("admin-signed-in-as")).toBeVisible();

    await page.goto("/admin/users");
    await page.getByRole("searchbox", { name: "Search users" }).fill(tag.toLowerCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const tabs = page.getByRole("navigation", { name: "Verification status" });
    await expect(tabs.getByRole("link", { name: "Pending (1)" })).toBeVisible();
    await page.getByRole("checkbox", { name: `Select ${tag} Citizen` }).check();
    await page.getByRole("button", { name: "Verify All" }).click();
    await expect(page.getByTestId("toast")).toContainText("Verification Updated");
    await expect(tabs.getByRole("link", { name: "Verified (1)" })).toBeVisible();
  });
});
