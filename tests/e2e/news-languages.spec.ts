/**
 * Debates in the reader's language, in the browser: a news run (an admin's Generate Debates,
 * through the API) turns the local feed server's Bengali headline into a debate, and the fake
 * Workers AI bound to `wrangler dev` (tests/fakes/workers-ai.ts) translates it. A Hindi reader
 * then sees it in Hindi, marked as translated, with the Bengali original a tap away; and can
 * filter the home page by the language debates were written in.
 */
import { FIXTURE_HEADLINES } from "../fakes/feed-server";
import { fakeTranslation } from "../fakes/workers-ai";
import { expect, test } from "./fixtures";
import { E2E_SECRETS } from "./secrets";

test.describe("debates in the reader's language", () => {
  test("a Hindi reader sees a Bengali debate in Hindi, and the original on request", async ({ page, checkA11y }) => {
    // A news run, then six pages and two accessibility checks: more than the default minute on a busy machine.
    test.setTimeout(150_000);
    // The admin runs the news (or finds a run going: 409), then signs out.
    const login = await page.request.post("/api/login-user", {
      data: { email: E2E_SECRETS.DEV_ADMIN_EMAIL, password: E2E_SECRETS.DEV_ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const run = await page.request.post("/api/news/generate-debates");
    expect([200, 409]).toContain(run.status());
    await page.context().clearCookies();

    // A visitor chooses Hindi, then debates written in Bengali.
    await page.goto("/?lng=hi");
    const headline = fakeTranslation(FIXTURE_HEADLINES.bengali, "bn", "hi");
    const card = page.getByTestId("debate-card").filter({ hasText: headline });
    await expect(async () => {
      await page.goto("/");
      await page
        .getByRole("navigation", { name: "बहसों की भाषा" })
        .getByRole("link", { name: "बांग्ला में", exact: true })
        .click();
      await expect(page).toHaveURL(/\?language=bn$/);
      await expect(card).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // Every debate listed was written in Bengali.
    const badges = page.getByTestId("debate-language");
    expect(await badges.count()).toBeGreaterThan(0);
    for (const badge of await badges.all()) await expect(badge).toHaveText("बांग्ला में");

    // The title in Hindi, marked as such, and said to be a machine translation from Bengali.
    const original = card.getByTestId("original-text").locator('[lang="bn"] p').first();
    const originalTitle = (await original.textContent()) ?? "";
    expect(originalTitle).toContain(FIXTURE_HEADLINES.bengali);
    const heading = card.getByRole("heading", { name: fakeTranslation(originalTitle, "bn", "hi") });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveAttribute("lang", "hi");
    await expect(card.getByTestId("translation-note")).toContainText("बांग्ला से स्वचालित अनुवाद");

    // The original one tap away, in Bengali.
    await expect(original).toBeHidden();
    await card.getByText("मूल पाठ देखें").click();
    await expect(original).toBeVisible();
    await expect(original).toHaveText(originalTitle);
    await checkA11y();

    // Its own page: the same.
    await heading.getByRole("link").click();
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText(fakeTranslation(originalTitle, "bn", "hi"));
    await expect(title).toHaveAttribute("lang", "hi");
    await expect(page.getByTestId("translation-note")).toContainText("बांग्ला से स्वचालित अनुवाद");
    await page.getByText("मूल पाठ देखें").click();
    await expect(page.getByTestId("original-text").locator('[lang="bn"] p').first()).toHaveText(originalTitle);
    await checkA11y();

    // A Bengali reader sees the original, with no note.
    await page.goto(`${new URL(page.url()).pathname}?lng=bn`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(originalTitle);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "bn");
    await expect(page.getByTestId("translation-note")).toHaveCount(0);
  });
});
