/**
 * Replies notify (issue 28, #8): a comment's author who got two replies finds two notifications,
 * not "Nothing new"; their own reply tells no one; "Replies to my comments" in the settings turns
 * them off (JavaScript on and off). The push section says push needs JavaScript when it is off.
 */
import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "./fixtures";

const PASSWORD = "e2e-pass-123";

async function register(request: APIRequestContext, first: string, last: string) {
  const email = `e2e-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const response = await request.post("/api/register-user", {
    data: { firstName: first, lastName: last, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return email;
}

async function signIn(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto("/login");
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email or username").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
}

/** Replies to the comment holding `text`, as the citizen signed in. */
async function reply(page: Page, debateId: string, text: string, content: string) {
  await page.goto(`/debates/${debateId}`);
  const comment = page.getByTestId("comment").filter({ hasText: text });
  // The comment's own Reply link comes first (its replies have theirs).
  await comment
    .getByRole("link", { name: /^Reply to the comment by/ })
    .first()
    .click();
  await page.getByLabel(/^Your reply to/).fill(content);
  await page.getByRole("button", { name: "Post reply" }).click();
  await expect(page.getByTestId("reply").filter({ hasText: content })).toBeVisible();
}

test.describe("replies notify the comment's author", () => {
  test.describe.configure({ timeout: 180_000 });

  test("#8 two replies are two notifications; one's own reply none; turned off in settings, none", async ({
    page,
    checkA11y,
  }) => {
    test.slow();
    const tag = crypto.randomUUID().slice(0, 8);
    const author = await register(page.request, "Asha", `Author${tag}`);
    const replier = await register(page.request, "Ravi", `Replier${tag}`);

    await signIn(page, author);
    await page.goto("/?region=global");
    const id = ((await page.getByTestId("debate-card").nth(2).getAttribute("id")) ?? "").replace(/^debate-/, "");
    const text = `Worth a reply ${tag}`;
    await page.goto(`/debates/${id}`);
    await page.getByLabel("Your comment").fill(text);
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByTestId("comment").filter({ hasText: text })).toBeVisible();
    await reply(page, id, text, `My own addition ${tag}`);

    await signIn(page, replier);
    await reply(page, id, text, `First answer ${tag}`);
    await reply(page, id, text, `Second answer ${tag}`);

    await signIn(page, author);
    await page.goto("/notifications");
    await expect(page.getByText(/^Nothing new/)).toHaveCount(0);
    const replies = page.getByText("Someone replied to your comment");
    await expect(replies).toHaveCount(2);
    await expect(page.getByText(`Ravi Replier${tag} replied in the debate:`, { exact: false })).toHaveCount(2);
    await checkA11y();

    // Turned off in the settings (a plain form: it works with JavaScript off too).
    await page.goto("/settings#replies");
    const setting = page.getByLabel("Tell me when someone replies to my comments");
    await expect(setting).toBeChecked();
    await setting.uncheck();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Reply notifications are off");
    await page.goto("/settings");
    await expect(page.getByLabel("Tell me when someone replies to my comments")).not.toBeChecked();
    await checkA11y();

    await signIn(page, replier);
    await reply(page, id, text, `Third answer ${tag}`);
    await signIn(page, author);
    await page.goto("/notifications");
    await expect(page.getByText("Someone replied to your comment")).toHaveCount(2);
  });

  test("the settings say that push on this device needs JavaScript when it is off", async ({
    page,
    javaScriptEnabled,
  }) => {
    const email = await register(page.request, "Push", "Reader");
    await signIn(page, email);
    await page.goto("/settings#push");
    const section = page.locator("#push");
    await expect(section.getByRole("heading", { name: "Notifications on this device" })).toBeVisible();
    if (javaScriptEnabled) {
      await expect(section.getByText("Notifications on this device need JavaScript")).toHaveCount(0);
      // Push is not configured for the browser tests' server: the section says so, and asks nothing.
      await expect(section.getByTestId("push-state")).not.toHaveAttribute("data-state", "checking");
      await expect(section.getByRole("button")).toHaveCount(0);
    } else {
      await expect(section.getByText("Notifications on this device need JavaScript")).toBeVisible();
    }
  });
});
