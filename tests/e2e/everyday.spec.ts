/**
 * Everyday use in the browser, JavaScript on and off (issue 18): replies, reports and the
 * moderation queue, following a debate. Each test signs up its own citizens and finds its own
 * comments by their unique text, so parallel runs never depend on each other.
 */
import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { debatePath } from "./feed";
import { E2E_SECRETS } from "./secrets";

async function signUpAndSignIn(page: Page, first: string, last: string) {
  await page.context().clearCookies();
  const email = `e2e-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const response = await page.request.post("/api/register-user", {
    data: { firstName: first, lastName: last, email, password: "e2e-pass-123", confirmPassword: "e2e-pass-123" },
  });
  expect(response.status()).toBe(201);
  await signIn(page, email, "e2e-pass-123");
  await expect(page.getByTestId("signed-in-as")).toHaveText(`Signed in as ${first} ${last}`);
}

async function signIn(page: Page, login: string, password: string) {
  await page.context().clearCookies();
  await page.goto("/login");
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email or username").fill(login);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
}

/**
 * Clicks a form's button and waits for the server's answer to its POST (a fetcher's or the page's
 * own). The next click waits for it, so no two posts of a test are in flight at once (a reload
 * while one still was took its answer for the other's).
 */
async function clickAndSettle(page: Page, button: Locator) {
  const answered = page.waitForResponse((r) => r.request().method() === "POST");
  await button.click();
  await answered;
}

async function postComment(page: Page, text: string) {
  await page.getByLabel("Your comment").fill(text);
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByTestId("comment").filter({ hasText: text })).toBeVisible();
}

test.describe("everyday use", () => {
  // Several citizens and an admin sign in, each through the product: longer than one page visit.
  test.describe.configure({ timeout: 180_000 });

  test("a citizen replies to a comment; the reply shows under it with its side", async ({
    page,
    jsEnabled,
    checkA11y,
  }) => {
    await signUpAndSignIn(page, "Asha", "Rao");
    const path = await debatePath(page, 5, jsEnabled);
    await page.goto(path);
    const text = `Asha's opening ${crypto.randomUUID().slice(0, 8)}`;
    await postComment(page, text);

    const thread = page.getByTestId("comment").filter({ hasText: text });
    await thread.getByRole("link", { name: "Reply to the comment by Asha Rao" }).click();
    const box = page.getByLabel("Your reply to Asha Rao");
    await expect(box).toBeVisible();
    if (jsEnabled) await expect(box).toBeFocused();
    await checkA11y();

    const answer = `And a reply ${crypto.randomUUID().slice(0, 8)}`;
    await box.fill(answer);
    await page.getByRole("button", { name: "Post reply" }).click();
    await expect(page.getByTestId("toast")).toContainText("Reply Posted!");
    const reply = thread.getByTestId("reply").filter({ hasText: answer });
    await expect(reply).toBeVisible();
    await expect(reply.getByTestId("comment-side")).toHaveText(/Support|Oppose/);
    await expect(page.getByLabel("Your reply to Asha Rao")).toHaveCount(0);
    await checkA11y();
  });

  test("a citizen reports a comment once; an admin hides it; the thread says why and the text is gone", async ({
    page,
    jsEnabled,
    checkA11y,
    allowConsoleError,
  }) => {
    await signUpAndSignIn(page, "Ravi", "Kumar");
    const path = await debatePath(page, 6, jsEnabled);
    await page.goto(path);
    const text = `Ravi's rude words ${crypto.randomUUID().slice(0, 8)}`;
    await postComment(page, text);
    // Nobody reports their own comment.
    await expect(
      page
        .getByTestId("comment")
        .filter({ hasText: text })
        .getByRole("link", { name: /^Report/ }),
    ).toHaveCount(0);

    await signUpAndSignIn(page, "Meera", "Das");
    await page.goto(path);
    const comment = page.getByTestId("comment").filter({ hasText: text });
    await comment.getByRole("link", { name: "Report the comment by Ravi Kumar" }).click();
    const form = page.getByTestId("report-form");
    await expect(form).toBeVisible();
    await checkA11y();
    await form.getByLabel("Abuse or harassment").check();
    await form.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByTestId("toast")).toContainText("Thank you: moderators will look at it");
    await expect(comment.getByTestId("comment-reported")).toHaveText("Reported");
    await expect(comment.getByRole("link", { name: /^Report/ })).toHaveCount(0);

    // A citizen cannot reach the moderation queue (the 403 is the point).
    allowConsoleError(/admin\/moderation: Failed to load resource: .*403/);
    const refused = await page.goto("/admin/moderation");
    expect(refused?.status()).toBe(403);

    await signIn(page, E2E_SECRETS.DEV_ADMIN_USERNAME, E2E_SECRETS.DEV_ADMIN_PASSWORD);
    await page.goto("/admin/moderation");
    await expect(page.getByRole("heading", { name: "Reported items" })).toBeVisible();
    const item = page.getByTestId("moderation-queue").getByTestId("moderation-item").filter({ hasText: text });
    await expect(item.getByTestId("moderation-reports")).toContainText("1 report");
    await checkA11y();
    await item.getByLabel("Reason for hiding").selectOption("abuse");
    await item.getByRole("button", { name: "Hide" }).click();
    await expect(page.getByTestId("toast")).toContainText("Hidden: the author has been told");
    await expect(
      page.getByTestId("moderation-hidden").getByTestId("moderation-item").filter({ hasText: text }),
    ).toBeVisible();
    await expect(page.getByTestId("moderation-queue").getByText(text)).toHaveCount(0);

    await page.context().clearCookies();
    await page.goto(path);
    await expect(page.getByText("Hidden by moderators: Abuse or harassment").first()).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
    await checkA11y();
  });

  test("a citizen follows a debate, stops, and turns automatic following off", async ({
    page,
    jsEnabled,
    checkA11y,
  }) => {
    await signUpAndSignIn(page, "Tara", "Sen");
    const path = await debatePath(page, 7, jsEnabled);
    await page.goto(path);
    const tools = page.getByTestId("debate-tools");
    await expect(tools.getByRole("button", { name: "Follow this debate" })).toHaveAttribute("aria-pressed", "false");
    await checkA11y();
    // The button turns at once (optimistic); the reload waits for the server's answer to the POST.
    await clickAndSettle(page, tools.getByRole("button", { name: "Follow this debate" }));
    await expect(tools.getByRole("button", { name: "Following" })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(tools.getByRole("button", { name: "Following" })).toBeVisible();
    await clickAndSettle(page, tools.getByRole("button", { name: "Following" }));
    await expect(tools.getByRole("button", { name: "Follow this debate" })).toBeVisible();

    await expect(tools).toContainText("Debates you vote on or comment on are followed automatically.");
    await clickAndSettle(page, tools.getByRole("button", { name: "Turn off" }));
    await expect(tools).toContainText("Voting or commenting does not follow a debate.");
    await page.reload();
    await expect(tools).toContainText("Voting or commenting does not follow a debate.");
    // Commenting now leaves the debate unfollowed.
    await postComment(page, `Tara's view ${crypto.randomUUID().slice(0, 8)}`);
    await page.reload();
    await expect(tools.getByRole("button", { name: "Follow this debate" })).toBeVisible();
  });
});

test.describe("everyday use on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 120_000 });

  test("the ticker shows a whole headline and nothing covers the first card's vote button", async ({
    page,
    checkA11y,
  }) => {
    await signUpAndSignIn(page, "Nila", "Ghosh");
    await page.goto("/");
    const headline = page.getByTestId("ticker-headline");
    await expect(headline).toBeVisible();
    // Not cut: the text fits its box, in width and in height (it wraps instead).
    const cut = await headline.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    );
    expect(cut).toBe(false);

    const vote = page.getByTestId("debate-card").first().getByRole("button", { name: "Support" });
    await vote.scrollIntoViewIfNeeded();
    const box = await vote.boundingBox();
    expect(box).not.toBeNull();
    // Whatever is on top at the button's centre is the button itself (no toast over it).
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest("button")?.textContent ?? "",
      [box!.x + box!.width / 2, box!.y + box!.height / 2],
    );
    expect(onTop).toContain("Support");
    await checkA11y();
  });

  test("choosing a language applies it at once with JavaScript", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "without JavaScript the Change button applies it (shell.spec.ts)");
    await page.goto("/?region=bharat");
    await page.getByLabel("Language", { exact: true }).selectOption("bn");
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page).toHaveURL(/\?region=bharat$/);
  });
});

test.describe("refused forms (items 4 and 11)", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a blank comment comes back with its message beside the field, and no failed load is logged", async ({
    page,
    jsEnabled,
    checkA11y,
  }) => {
    const failedLoads: string[] = [];
    page.on("console", (message) => {
      if (/Failed to load resource/.test(message.text())) failedLoads.push(message.text());
    });
    await signUpAndSignIn(page, "Kiran", "Bose");
    await page.goto(await debatePath(page, 8, jsEnabled));
    const form = page.getByTestId("comment-form");
    const box = form.getByLabel("Your comment");
    // Without JavaScript the box is empty; with it the button waits for text, so the text is only
    // invisible characters (the server refuses those as blank too).
    if (jsEnabled) await box.fill("\u200B\u200B\u200B");
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await box.getAttribute("aria-describedby")) ?? "";
    const message = page.locator(`#${describedBy.split(" ")[0]}`);
    await expect(message).toHaveText("Write something before posting.");
    // Beside the field: right under the box, inside the same form.
    await expect(form.locator("[data-field-error]")).toHaveText("Write something before posting.");
    const [boxRect, messageRect] = [await box.boundingBox(), await message.boundingBox()];
    expect(messageRect!.y).toBeGreaterThanOrEqual(boxRect!.y + boxRect!.height - 1);
    expect(messageRect!.y - (boxRect!.y + boxRect!.height)).toBeLessThan(40);
    await checkA11y();

    // A refused sign-in is an answer, not a failed load either.
    await page.context().clearCookies();
    await page.goto("/login");
    const signIn = page.getByTestId("sign-in-form");
    await signIn.getByLabel("Email or username").fill(`nobody-${crypto.randomUUID().slice(0, 8)}@example.org`);
    await signIn.getByLabel("Password").fill("not-the-password");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(signIn.getByText("The email, username or password is not correct.").first()).toBeVisible();
    // With JavaScript the refusals answer the fetch with 200 and the outcome; a plain post keeps its
    // real status (400, 401), which Chromium logs whatever the page does.
    if (jsEnabled) expect(failedLoads).toEqual([]);
  });
});

test.describe("a 390 px phone in Hindi (item 8)", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 120_000 });

  test("the signed-in header is compact, Insights and Experts are hidden, Emerging Topics is below the grid", async ({
    page,
    checkA11y,
  }) => {
    await signUpAndSignIn(page, "Anupama", "Venkataraghavan");
    await page.goto("/?lng=hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const header = page.locator("header").first();
    const height = (await header.boundingBox())!.height;
    console.log(`header height at 390 px in Hindi: ${height} px`);
    // It took about 265 of 844 px with the name cut; the name is now the account icon's name.
    expect(height).toBeLessThanOrEqual(190);
    await expect(
      header.getByRole("link", { name: "Anupama Venkataraghavan के रूप में साइन इन", exact: true }),
    ).toBeVisible();
    await expect(header.getByRole("button", { name: "साइन आउट" })).toBeVisible();

    const card = page.getByTestId("debate-card").first();
    await expect(card.getByRole("button", { name: "समर्थन" })).toBeVisible();
    // The spec hides Insights and Experts on phones.
    await expect(card.getByRole("link", { name: /^विश्लेषण:/ })).toBeHidden();
    await expect(card.getByRole("link", { name: /^विशेषज्ञ:/ })).toBeHidden();

    const topics = page.getByTestId("emerging-topics");
    await expect(topics).toBeVisible();
    const lastCard = (await page.getByTestId("debate-card").last().boundingBox())!;
    expect((await topics.boundingBox())!.y).toBeGreaterThan(lastCard.y + lastCard.height);
    await checkA11y();
  });
});

test.describe("a 1366 px desktop (item 9)", () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  test.describe.configure({ timeout: 120_000 });

  test("a visitor's grid uses the main column's width; a signed-in name is whole", async ({ page, checkA11y }) => {
    await page.goto("/?region=global");
    const main = page.locator("main");
    const grid = page.getByTestId("debate-card").first().locator("xpath=ancestor::ul[1]");
    const inner = await main.evaluate((el) => {
      const style = getComputedStyle(el);
      return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    const width = (await grid.boundingBox())!.width;
    // It filled about 920 of 1,230 px, with an empty column on the right.
    expect(width).toBeGreaterThanOrEqual(inner - 2);
    await checkA11y();

    await signUpAndSignIn(page, "Mateo", "Fernández-Castellanos");
    const name = page.getByTestId("signed-in-as").locator("span").first();
    const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut).toBe(false);
  });
});
