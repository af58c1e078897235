import { expect, test } from "./fixtures";

test.describe("for developers: the API reference and the feeds", () => {
  test("the reference reads without JavaScript, links the contract and every feed, in the reader's language", async ({
    page,
    request,
    checkA11y,
  }) => {
    // A long page (every operation and shape): axe takes its time over it.
    test.setTimeout(240_000);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "For developers" }).click();
    await expect(page).toHaveURL(/\/developers$/);
    await expect(page.getByRole("heading", { level: 1, name: "DebateStorm for developers" })).toBeVisible();
    const vote = page.locator("#op-vote");
    await expect(vote.getByRole("heading", { level: 3 })).toHaveText("POST/api/debates/{debateId}/vote");
    await expect(vote.getByRole("table", { name: /Request body/ })).toContainText('"for" | "against"');
    await vote.getByRole("link", { name: "VoteResponse" }).click();
    await expect(page).toHaveURL(/#schema-VoteResponse$/);
    await checkA11y();

    // The contract is a static file, served as JSON; the feeds the page lists answer as feeds.
    const contract = await request.get("/api/openapi.json");
    expect(contract.headers()["content-type"]).toMatch(/^application\/json/);
    expect(((await contract.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./);
    const feed = await request.get(
      (await page.getByRole("link", { name: "/feeds/bharat.atom", exact: true }).getAttribute("href")) ?? "",
    );
    expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(await feed.text()).toContain('<title type="text">DebateStorm: Bharat Pulse</title>');

    await page.goto("/developers?lng=bn");
    // The same page, its words in Bengali (the English page's check above covers its structure).
    await expect(page.getByRole("heading", { level: 1, name: "ডেভেলপারদের জন্য DebateStorm" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "নতুন বিতর্কের ফিড" })).toBeVisible();
  });
});
