/**
 * A new comment on a debate one follows, in the browser, JavaScript on and off (issue 29, decision
 * 0117): a citizen comments (which follows the debate), another citizen comments, and the first
 * finds "New comments on a debate you follow" on /notifications, written by the notify queue's
 * consumer a moment after the second comment's request.
 */
import type { Page } from "@playwright/test";

import { register, signIn } from "./citizens";
import { expect, test } from "./fixtures";
import { debatePath } from "./feed";

async function comment(page: Page, path: string, text: string) {
  await page.goto(path);
  await page.getByLabel("Your comment").fill(text);
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByTestId("comment").filter({ hasText: text })).toBeVisible();
}

test.describe("followed debates", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a follower hears of another citizen's comment", async ({ page, jsEnabled, checkA11y }) => {
    const follower = await register(page.request, "Mira", "Das");
    const commenter = await register(page.request, "Arun", "Pal");
    await signIn(page, follower);
    const path = await debatePath(page, 9, jsEnabled);
    // Commenting follows the debate (automatic following is on by default).
    await comment(page, path, `Mira's view ${crypto.randomUUID().slice(0, 8)}`);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    expect(title).not.toBe("");

    await signIn(page, commenter);
    await comment(page, path, `Arun's answer ${crypto.randomUUID().slice(0, 8)}`);

    await signIn(page, follower);
    const ours = page.getByTestId("notification").filter({ hasText: title });
    // The consumer writes it a moment after the request: the page is opened again until it is there.
    await expect(async () => {
      await page.goto("/notifications");
      await expect(ours.filter({ hasText: "New comments on a debate you follow" })).toHaveCount(1);
    }).toPass({ timeout: 30_000 });
    await expect(ours.first()).toContainText(/\d+ new comments? in:/);
    await checkA11y();
    // It leads to the newest comment of the debate.
    await expect(ours.first().getByRole("link", { name: "New comments on a debate you follow" })).toHaveAttribute(
      "href",
      new RegExp(`^${path}#comment-`),
    );
  });
});
