/**
 * The debate core in the browser, JavaScript on and off: browsing as a visitor,
 * voting, the discussion, /?debate=, insights, the signed-in overlays and sharing.
 * Each test signs up its own citizen through the product; tests that vote pick a
 * card of their own so parallel runs never count each other's votes.
 */
import { readFile } from "node:fs/promises";

import type { Page, TestInfo } from "@playwright/test";

import { expect, hydrated, test } from "./fixtures";

/** The product's confirmation link for `email`, from the development outbox, opened as the citizen opens it. */
async function confirmEmail(page: Page, email: string) {
  let link = "";
  await expect(async () => {
    await page.goto("/dev/outbox");
    const message = page.getByTestId("outbox-message").filter({ hasText: email }).first();
    link = /http:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(await message.innerText())?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 15_000 });
  await page.goto(link);
  await expect(page.getByTestId("toast")).toContainText("E-mail confirmed");
}

const PENDING = "Your vote is recorded and counts once you confirm your e-mail.";
const participantsIn = (text: string) => Number(/(\d+) participants?/.exec(text)?.[1] ?? 0);

/**
 * A new citizen signed up and signed in through the product. With `confirm`, they also open the
 * link e-mailed to them, so their votes count in the figures (docs/security.md, "Vote integrity").
 */
async function signUpAndSignIn(page: Page, first = "Test", last = "Citizen", { confirm = false } = {}) {
  const email = `e2e-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const response = await page.request.post("/api/register-user", {
    data: { firstName: first, lastName: last, email, password: "e2e-pass-123", confirmPassword: "e2e-pass-123" },
  });
  expect(response.status()).toBe(201);
  await page.goto("/login");
  await page.getByTestId("sign-in-form").getByLabel("Email or username").fill(email);
  await page.getByTestId("sign-in-form").getByLabel("Password").fill("e2e-pass-123");
  await page.getByTestId("sign-in-form").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toHaveText(`Signed in as ${first} ${last}`);
  if (confirm) await confirmEmail(page, email);
  return email;
}

/** A card this test (in this project) owns: different cards for js-on and js-off, and per test. */
function ownCard(page: Page, info: TestInfo, slot: number) {
  const index = slot * 2 + (info.project.name === "js-off" ? 1 : 0);
  return page.getByTestId("debate-card").nth(index);
}

async function debateIdOf(card: ReturnType<Page["getByTestId"]>) {
  return ((await card.getAttribute("id")) ?? "").replace(/^debate-/, "");
}

test.describe("debates", () => {
  test("a visitor browses the debates and is asked to sign in to vote", async ({ page, jsEnabled, checkA11y }) => {
    await page.goto("/");
    const card = page.getByTestId("debate-card").first();
    await expect(card.getByRole("link", { name: "Sign In to Vote" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Support" })).toHaveCount(0);
    await expect(page.getByTestId("headline-ticker")).toBeVisible();
    await expect(page.getByTestId("impact-figures")).toContainText("Citizens");
    await checkA11y();

    await card.getByRole("link", { name: "Sign In to Vote" }).click();
    if (jsEnabled) await expect(page.getByRole("dialog", { name: "Sign in to DebateStorm" })).toBeVisible();
    else await expect(page).toHaveURL(/\/login\?redirectTo=%2F$/);
  });

  test("a citizen votes, the bar moves, the buttons go, and they argue their side", async ({
    page,
    jsEnabled,
    checkA11y,
  }, info) => {
    // Sign-up, the confirmation link, a vote, a comment and two tabs, each a page load: longer than one page's test.
    test.slow();
    await signUpAndSignIn(page, "Farida", "Sheikh", { confirm: true });
    await page.goto("/?region=global&sort=newest");
    const card = ownCard(page, info, 0);
    const id = await debateIdOf(card);
    const before = participantsIn(await card.innerText());

    await card.getByRole("button", { name: "Against" }).click();
    const voted = page.locator(`#debate-${id}`);
    await expect(voted.getByTestId("your-vote")).toHaveText("You opposed this");
    await expect(voted.getByRole("button", { name: "Support" })).toHaveCount(0);
    await expect(voted).toContainText(`${before + 1} participant`);
    await expect(voted.getByTestId("vote-bar")).toBeVisible();

    if (jsEnabled) {
      // The discussion opens by itself after the vote.
      await expect(page).toHaveURL(new RegExp(`debate=${id}`), { timeout: 5_000 });
    } else {
      await expect(page).toHaveURL(new RegExp(`#debate-${id}$`));
      await voted.getByRole("link", { name: /^Comments / }).click();
      await expect(page).toHaveURL(new RegExp(`debate=${id}`));
    }
    const dialog = page.getByTestId("discussion-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("You voted, so your comment is posted on your side: Oppose.")).toBeVisible();
    await checkA11y();

    const text = `Farida's point ${crypto.randomUUID().slice(0, 6)}: the costs fall on the poorest.`;
    await dialog.getByLabel("Your comment").fill(text);
    await dialog.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByTestId("toast")).toContainText("Comment Posted!");
    const list = page.getByTestId("discussion-dialog").getByTestId("comment");
    await expect(list.first()).toContainText(text);
    await expect(list.first()).toHaveAttribute("data-position", "against");

    await page
      .getByTestId("discussion-dialog")
      .getByRole("link", { name: /^Opposing/ })
      .click();
    await expect(page.getByTestId("discussion-dialog").getByTestId("comment").first()).toContainText(text);
    await page
      .getByTestId("discussion-dialog")
      .getByRole("link", { name: /^Supporting/ })
      .click();
    await expect(page.getByTestId("discussion-dialog").getByText(text)).toHaveCount(0);
  });

  test("a citizen who has not confirmed their e-mail votes: the vote is theirs, and counts once they confirm", async ({
    page,
    checkA11y,
  }, info) => {
    const email = await signUpAndSignIn(page, "Anil", "Kumble");
    await page.goto("/?region=global&sort=newest");
    const id = await debateIdOf(ownCard(page, info, 5));
    await page.goto(`/debates/${id}`);
    // The debate page's vote section: the bar, the participants, the vote.
    const section = page.getByRole("region", { name: "Vote", exact: true });
    const before = participantsIn(await section.innerText());

    await section.getByRole("button", { name: "Support" }).click();
    await expect(page.getByTestId("your-vote")).toHaveText("You supported this");
    // Told at once (the toast) and beside the vote, which does not move the public figure yet.
    await expect(page.getByTestId("toast")).toContainText(PENDING);
    await expect(page.getByTestId("vote-pending")).toHaveText(PENDING);
    expect(participantsIn(await section.innerText())).toBe(before);
    await checkA11y();

    await confirmEmail(page, email);
    await page.goto(`/debates/${id}`);
    await expect(page.getByTestId("your-vote")).toHaveText("You supported this");
    await expect(page.getByTestId("vote-pending")).toHaveCount(0);
    expect(participantsIn(await section.innerText())).toBe(before + 1);
  });

  test("with JavaScript a vote goes through the page's fetcher; the discussion opens 1.5 s later", async ({
    page,
    jsEnabled,
  }, info) => {
    test.skip(!jsEnabled, "the timed opening needs JavaScript; without it the vote returns to the card (above)");
    await signUpAndSignIn(page, "Ishaan", "Bose", { confirm: true });
    await page.goto("/?region=global&sort=newest");
    const card = ownCard(page, info, 2);
    const id = await debateIdOf(card);
    // A full page load would wipe this marker; the fetcher path keeps the page.
    await page.evaluate(() => ((window as unknown as { keptPage: boolean }).keptPage = true));
    const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/_root.data"));
    await card.getByRole("button", { name: "Support" }).click();
    const response = await posted;
    expect(response.status()).toBe(200);
    const answeredAt = Date.now();
    await expect(page.locator(`#debate-${id}`).getByTestId("your-vote")).toHaveText("You supported this");
    await expect(page.getByTestId("toast")).toContainText("Your vote is counted");
    // Not at once: the citizen first sees the bar move...
    if (Date.now() - answeredAt < 1_000) await expect(page).not.toHaveURL(new RegExp(`debate=${id}`));
    // ...then the discussion opens by itself.
    await expect(page).toHaveURL(new RegExp(`debate=${id}`), { timeout: 5_000 });
    await expect(page.getByTestId("discussion-dialog")).toBeVisible();
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(1_400);
    expect(await page.evaluate(() => (window as unknown as { keptPage?: boolean }).keptPage)).toBe(true);
  });

  test("a second vote from a stale tab is told the first vote stands, and sees the discussion at once", async ({
    page,
    context,
    jsEnabled,
  }, info) => {
    await signUpAndSignIn(page, "Ruth", "Lalremsiami");
    await page.goto("/?region=bharat");
    const card = ownCard(page, info, 3);
    const id = await debateIdOf(card);
    const stale = await context.newPage();
    await stale.goto(`/?region=bharat#debate-${id}`);
    if (jsEnabled) await hydrated(stale);
    await card.getByRole("button", { name: "Against" }).click();
    await expect(page.locator(`#debate-${id}`).getByTestId("your-vote")).toHaveText("You opposed this");

    await stale.locator(`#debate-${id}`).getByRole("button", { name: "Support" }).click();
    await expect(stale.getByTestId("toast")).toContainText("Your first vote, Against, stands");
    await expect(stale).toHaveURL(new RegExp(`debate=${id}`));
    await expect(stale.getByTestId("discussion-dialog")).toBeVisible();
  });

  test("a like shows at once, before the server answers, and then settles", async ({
    page,
    jsEnabled,
    playwright,
  }, info) => {
    test.skip(!jsEnabled, "without JavaScript a like is a form post that comes back to the discussion");
    // A confirmed citizen: their like counts in the figure (docs/security.md, "Vote integrity").
    await signUpAndSignIn(page, "Kavya", "Reddy", { confirm: true });
    await page.goto("/?region=global&sort=newest");
    const id = await debateIdOf(ownCard(page, info, 4));
    // Another citizen's comment to like, posted through the JSON API.
    const other = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    const email = `e2e-${crypto.randomUUID().slice(0, 10)}@example.org`;
    const account = { firstName: "Other", lastName: "Voice", email, password: "e2e-pass-123" };
    expect((await other.post("/api/register-user", { data: account })).status()).toBe(201);
    expect((await other.post("/api/login-user", { data: { email, password: "e2e-pass-123" } })).status()).toBe(200);
    const text = `Worth liking ${crypto.randomUUID().slice(0, 6)}`;
    expect((await other.post(`/api/debates/${id}/comments`, { data: { content: text } })).status()).toBe(201);
    await other.dispose();

    await page.goto(`/?region=global&sort=newest&debate=${id}`);
    const comment = page.getByTestId("discussion-dialog").getByTestId("comment").filter({ hasText: text });
    // Hold the like's request, so what shows before the answer is the optimistic count.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await comment.getByRole("button", { name: /^Like the comment by Other Voice/ }).click();
    await expect(comment.getByTestId("comment-likes")).toContainText("1 like");
    release();
    await page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(".data"));
    await expect(comment.getByTestId("comment-likes")).toContainText("1 like");
    await page.reload();
    await expect(
      page
        .getByTestId("discussion-dialog")
        .getByTestId("comment")
        .filter({ hasText: text })
        .getByTestId("comment-likes"),
    ).toContainText("1 like");
  });

  test("a visitor who has not voted picks the side of a comment", async ({ page }, info) => {
    await signUpAndSignIn(page, "Tenzin", "Dorje");
    await page.goto("/?region=bharat");
    const card = ownCard(page, info, 1);
    const id = await debateIdOf(card);
    await page.goto(`/?region=bharat&debate=${id}`);
    const dialog = page.getByTestId("discussion-dialog");
    await dialog.getByLabel("Oppose").check();
    const text = `Tenzin ${crypto.randomUUID().slice(0, 6)}: not without consulting the hill states.`;
    await dialog.getByLabel("Your comment").fill(text);
    await dialog.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByTestId("toast")).toContainText("Comment Posted!");
    await expect(page.getByTestId("discussion-dialog").getByTestId("comment").first()).toHaveAttribute(
      "data-position",
      "against",
    );
    // Commenting is not voting: the card still offers the vote.
    await page.goto(`/?region=bharat#debate-${id}`);
    await expect(page.locator(`#debate-${id}`).getByRole("button", { name: "Support" })).toBeVisible();
  });

  test("/?debate={id} opens that debate's discussion, and Close returns to the list", async ({
    page,
    jsEnabled,
    checkA11y,
  }) => {
    await page.goto("/?region=bharat");
    const card = page.getByTestId("debate-card").nth(8);
    const id = await debateIdOf(card);
    const title = (await card.getByRole("heading").innerText()).trim();
    await page.goto(`/?region=bharat&debate=${id}`);
    const dialog = page.getByTestId("discussion-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2 }).first()).toHaveText(
      [...title].length > 60 ? `${[...title].slice(0, 59).join("").trimEnd()}…` : title,
    );
    await expect(dialog.getByTestId("comment-counts")).toContainText("comments:");
    await expect(dialog.getByText("Want to make your case?")).toBeVisible();
    await checkA11y();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/\?region=bharat$/);
    await expect(page.getByTestId("discussion-dialog")).toHaveCount(0);
    if (jsEnabled) await expect(page.locator(`#debate-${id}`)).toBeVisible();
  });

  test("insights word the result and toggle to the shareable card, which downloads", async ({ page, checkA11y }) => {
    test.slow(); // renders a card (satori + resvg) twice: slow on a shared machine
    await page.goto("/");
    const card = page
      .getByTestId("debate-card")
      .filter({ has: page.getByTestId("vote-bar") })
      .first();
    const id = await debateIdOf(card);
    await card.getByRole("link", { name: /^Insights / }).click();
    const dialog = page.getByTestId("insights-dialog");
    await expect(dialog.getByTestId("insight-wording")).toContainText(/Strong consensus|Strong opposition|Divisive/);
    // Both views of the figures, side by side, each saying what it counts.
    await expect(dialog.getByText(/^Confirmed accounts: \d+ votes?$/)).toBeVisible();
    await expect(dialog.getByText(/^Verified citizens: \d+ votes?$/)).toBeVisible();
    await checkA11y();
    await dialog.getByRole("link", { name: "Show shareable card" }).click();
    const shareable = page.getByTestId("insights-card");
    await expect(shareable).toBeVisible();
    // The card image has loaded: the browser decoded a 1600x1200 PNG.
    const image = shareable.getByTestId("infographic-image");
    await expect(image).toHaveAttribute("alt", /^Shareable card of the debate: .+/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
      .toBe("1600x1200");
    await checkA11y();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      shareable.getByRole("link", { name: "Download image" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`debate-${id.slice(0, 8)}.png`);
    const bytes = await readFile((await download.path()) ?? "");
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    await page.getByRole("link", { name: "Back to insights" }).click();
    await expect(page.getByTestId("insight-wording")).toBeVisible();
  });

  test("My Stats, My Influence and All Discussions show the citizen's real numbers", async ({
    page,
    checkA11y,
  }, info) => {
    // Two votes, a comment and three overlays, each a page load (and axe): longer than one page's test.
    test.slow();
    await signUpAndSignIn(page, "Kavya", "Rao");
    await page.goto("/?region=global&sort=newest");
    const voted: string[] = [];
    for (const slot of [2, 3]) {
      const card = ownCard(page, info, slot);
      const id = await debateIdOf(card);
      voted.push(id);
      await card.getByRole("button", { name: "Support" }).click();
      await expect(page.locator(`#debate-${id}`).getByTestId("your-vote")).toHaveText("You supported this");
      await page.goto("/?region=global&sort=newest");
    }
    // Comment on a debate voted on (not on whatever card is in that slot now: news runs add debates).
    const id = voted[0]!;
    // The overlay lists everyone's comments on the debates this citizen took part in, and other
    // tests (news runs add debates) may shift the cards, so the text is unique to this run.
    const text = `Kavya ${crypto.randomUUID().slice(0, 6)} supports this for the sake of clean air.`;
    await page.goto(`/?region=global&sort=newest&debate=${id}`);
    await page.getByTestId("discussion-dialog").getByLabel("Your comment").fill(text);
    await page.getByTestId("discussion-dialog").getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByTestId("toast")).toContainText("Comment Posted!");

    await page.goto("/");
    await page.getByRole("navigation", { name: "Your tools" }).getByRole("link", { name: "My Stats" }).click();
    const stats = page.getByTestId("stats-overlay");
    await expect(stats.getByTestId("stat-votes")).toHaveText("2");
    await expect(stats.getByTestId("stat-debates")).toHaveText("2");
    await expect(stats.getByTestId("stat-reputation")).toHaveText("9");
    await expect(stats.getByTestId("stat-impact")).toHaveText("0%");
    await expect(stats.getByTestId("recent-activity")).toContainText("You commented (in support)");
    await checkA11y();

    await page.goto("/?overlay=influence");
    await expect(page.getByTestId("influence-empty")).toContainText("Tip:");
    await page.goto("/?overlay=discussions");
    const discussions = page.getByTestId("discussions-overlay");
    await expect(discussions.getByText(text)).toBeVisible();
    await expect(discussions.getByText("You Supported").first()).toBeVisible();
    await checkA11y();
  });

  test("an admin searches the user directory", async ({ page }) => {
    await page.goto("/login");
    await page.getByTestId("sign-in-form").getByLabel("Email or username").fill("e2eadmin");
    await page.getByTestId("sign-in-form").getByLabel("Password").fill("e2e-admin-password-1");
    await page.getByTestId("sign-in-form").getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("navigation", { name: "Your tools" }).getByRole("link", { name: "User Directory" }).click();
    const overlay = page.getByTestId("users-overlay");
    await expect(overlay.getByTestId("users-showing")).toContainText(/Showing \d+ of \d+ users/);
    await overlay.getByLabel("Search by name or email").fill("citizen01@");
    await overlay.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("users-overlay").getByTestId("users-showing")).toContainText(
      /Showing 1 of \d+ users/,
    );
    await expect(page.getByTestId("users-overlay").getByText("citizen01@debatestorm.local")).toBeVisible();
  });

  test("share copies the debate link", async ({ page, context, jsEnabled }) => {
    test.skip(!jsEnabled, "without JavaScript Share is a link to the debate's page");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    const card = page.getByTestId("debate-card").first();
    const id = await debateIdOf(card);
    await hydrated(page);
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await card.getByRole("link", { name: /^Share / }).click();
    await expect(page.getByTestId("toast")).toHaveText(/Debate link copied to clipboard!/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/\\?debate=${id}$`));
  });

  test("share sends the card image with the link where the browser can share files", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "without JavaScript Share is a link to the debate's page");
    await page.goto("/");
    const card = page.getByTestId("debate-card").first();
    const id = await debateIdOf(card);
    await hydrated(page);
    // Desktop Chromium on Linux has no share sheet: give the page one that records what it is handed,
    // as a phone's would receive it.
    await page.evaluate(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, "canShare", { value: (data: ShareData) => Boolean(data.files?.length) });
      Object.defineProperty(navigator, "share", {
        value: async (data: ShareData) => {
          const files = await Promise.all(
            (data.files ?? []).map(async (f) => ({
              name: f.name,
              type: f.type,
              signature: [...new Uint8Array(await f.slice(0, 4).arrayBuffer())],
            })),
          );
          shared.push({ url: data.url, title: data.title, files });
        },
      });
    });
    await card.getByRole("link", { name: /^Share / }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length)).toBe(1);
    const [sent] = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
    expect(sent).toEqual({
      url: expect.stringMatching(new RegExp(`/\\?debate=${id}$`)),
      title: expect.any(String),
      files: [{ name: `debate-${id.slice(0, 8)}.png`, type: "image/png", signature: [0x89, 0x50, 0x4e, 0x47] }],
    });
  });

  test("the debate page stands alone for sharing and search engines", async ({
    page,
    checkA11y,
    allowConsoleError,
  }) => {
    await page.goto("/?region=bharat");
    const id = await debateIdOf(page.getByTestId("debate-card").nth(10));
    const response = await page.goto(`/debates/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    await expect(page.getByRole("heading", { name: "Expert input" })).toBeVisible();
    await checkA11y();
    allowConsoleError(/not-a-debate: Failed to load resource: .* 404/);
    expect((await page.goto("/debates/not-a-debate"))?.status()).toBe(404);
  });

  test("the headline ticker rotates every 4 seconds and pauses on hover", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "without JavaScript the newest headline stands still");
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    const ticker = page.getByTestId("headline-ticker");
    const first = await ticker.getByTestId("ticker-headline").innerText();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4_100);
    const second = await ticker.getByTestId("ticker-headline").innerText();
    expect(second).not.toBe(first);
    await expect(ticker.getByRole("button", { name: /^Show headline 2 of/ })).toHaveAttribute("aria-current", "true");
    await ticker.hover();
    await page.clock.runFor(9_000);
    await expect(ticker.getByTestId("ticker-headline")).toHaveText(second);
    await ticker.getByRole("button", { name: "Pause" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(9_000);
    await expect(ticker.getByTestId("ticker-headline")).toHaveText(second);
  });
});
