/**
 * Live News Integration in the browser (/admin/news): an admin presses Generate Debates, the panel
 * updates and the new debates are in the grid. The Worker reads the local feed server
 * (tests/fakes/feed-server.ts) started by the global setup.
 */
import { FIXTURE_HEADLINES } from "../fakes/feed-server";
import { expect, test } from "./fixtures";
import { E2E_SECRETS } from "./secrets";

test.describe("news to debates", () => {
  test("an admin generates debates from the news and sees them", async ({ page, checkA11y }) => {
    await page.goto("/login");
    const form = page.getByTestId("sign-in-form");
    await form.getByLabel("Email or username").fill(E2E_SECRETS.DEV_ADMIN_USERNAME);
    await form.getByLabel("Password").fill(E2E_SECRETS.DEV_ADMIN_PASSWORD);
    await form.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("navigation", { name: "Your tools" }).getByRole("link", { name: "Live News" }).click();
    const panel = page.getByTestId("news-panel");
    await expect(panel).toBeVisible();
    await checkA11y();

    await panel.getByRole("button", { name: "Generate Debates" }).click();
    // Done, or (when the other browser project pressed it at the same moment) already running.
    await expect(page.getByTestId("toast")).toContainText(
      /Done: \d+ new headlines, \d+ new debates\.|already in progress/,
      {
        timeout: 20_000,
      },
    );
    await expect(async () => {
      await page.goto("/admin/news");
      await expect(page.getByTestId("news-last-generated")).toHaveText(/Debates last generated \d+ minutes? ago\./);
    }).toPass({ timeout: 20_000 });
    // Each feed of the last run, with its counts or its error by kind.
    const feedResult = (path: string) => page.locator(`[data-testid="news-feed-result"][data-feed$="${path}"]`);
    await expect(page.getByTestId("news-feed-result")).toHaveCount(7);
    await expect(feedResult("/malformed.rss")).toHaveAttribute("data-error-kind", "malformed");
    await expect(feedResult("/malformed.rss")).toContainText("Malformed XML");
    await expect(feedResult("/unavailable.rss")).toHaveAttribute("data-error-kind", "http");
    await expect(feedResult("/unavailable.rss")).toContainText("503");
    await expect(feedResult("/global.rss").getByTestId("feed-read")).toBeVisible();
    await checkA11y();

    await page.goto("/?region=bharat&sort=newest");
    await expect(page.getByTestId("debate-card").filter({ hasText: FIXTURE_HEADLINES.english }).first()).toBeVisible();
    await page.goto("/?region=global&sort=newest");
    await expect(
      page.getByRole("heading", { name: `Is this the right decision: “${FIXTURE_HEADLINES.markup}”?` }),
    ).toBeVisible();
  });

  test("a citizen cannot generate debates", async ({ page, allowConsoleError }) => {
    const email = `news-${crypto.randomUUID().slice(0, 8)}@example.org`;
    await page.request.post("/api/register-user", {
      data: { firstName: "Nora", lastName: "News", email, password: "nora-pass-1", confirmPassword: "nora-pass-1" },
    });
    await page.request.post("/api/login-user", { data: { email, password: "nora-pass-1" } });
    const response = await page.request.post("/api/news/generate-debates");
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ error: "Your account is not allowed to do this." });
    allowConsoleError(/admin\/news: Failed to load resource: .* 403/);
    expect((await page.goto("/admin/news"))?.status()).toBe(403);
  });
});
