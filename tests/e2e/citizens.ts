/**
 * Citizens for the everyday browser specs: sign-up through the JSON API, the e-mail confirmation
 * from the development outbox, sign-in as a citizen and as the seeded admin.
 */
import type { APIRequestContext, Page } from "@playwright/test";

import { expect } from "./fixtures";

export const PASSWORD = "e2e-pass-123";
export const ADMIN = { username: "e2eadmin", password: "e2e-admin-password-1" };

export const newTag = (prefix: string) => `${prefix}${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;

export async function register(request: APIRequestContext, first: string, last: string) {
  const email = `e2e-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const response = await request.post("/api/register-user", {
    data: { firstName: first, lastName: last, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** Opens the confirmation link the sign-up e-mailed (read from the development outbox). */
export async function confirm(request: APIRequestContext, email: string) {
  let link = "";
  await expect(async () => {
    const html = await (await request.get("/dev/outbox")).text();
    const message =
      html
        .split('data-testid="outbox-message"')
        .slice(1)
        .find((part) => part.includes(email)) ?? "";
    link = /\/confirm-email\?token=[\w-]+/.exec(message)?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 15_000 });
  const opened = await request.get(link, { maxRedirects: 0 });
  expect(opened.status()).toBe(302);
}

export async function signIn(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto("/login");
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email or username").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
}

export async function signInAsAdmin(page: Page) {
  await page.goto("/admin");
  const form = page.getByTestId("admin-sign-in-form");
  await form.getByLabel("Username").fill(ADMIN.username);
  await form.getByLabel("Password").fill(ADMIN.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("admin-signed-in-as")).toBeVisible();
}
