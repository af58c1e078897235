/**
 * Everyday use, round two (issue 28), JavaScript on and off: the experts' counts, Bulk Verify and
 * unconfirmed e-mails, the Like button on one's own comment, the live room's blank argument and its
 * empty transcript once live, and the small parts (the greeting at a first sign-in, the username's
 * label in the settings, every error of the deletion form at once, each card's Share in its action
 * row, a neutral affiliation). Each test signs up its own citizens with a tag of its own.
 */
import { expect, test } from "./fixtures";
import { confirm, newTag, register, signIn, signInAsAdmin } from "./citizens";

test.describe("everyday use, round two", () => {
  test.describe.configure({ timeout: 180_000 });

  test("#2 /experts counts each expert's contributions, never 0 above the ones it lists", async ({ page }) => {
    await page.goto("/experts");
    const profiles = page.getByTestId("expert-profile");
    await expect(profiles.first()).toBeVisible();
    let listed = 0;
    for (const profile of await profiles.all()) {
      const shown = await profile.getByRole("listitem").count();
      const count = Number(/(\d+) contributions?/.exec(await profile.innerText())?.[1]);
      expect(count).toBeGreaterThanOrEqual(shown);
      if (shown) listed += 1;
    }
    expect(listed, "the seed has experts with contributions").toBeGreaterThan(0);
  });

  test("#3 Bulk Verify skips accounts whose e-mail is unconfirmed and says how many and why", async ({
    page,
    request,
    checkA11y,
  }) => {
    test.slow();
    const tag = newTag("Skip");
    const confirmed = await register(request, tag, "Confirmed");
    await register(request, tag, "Unconfirmed");
    await confirm(request, confirmed);
    await signInAsAdmin(page);
    await page.goto(`/admin/users?q=${tag.toLowerCase()}`);
    const tabs = page.getByRole("navigation", { name: "Verification status" });
    await expect(page.getByTestId("admin-user-row")).toHaveCount(2);
    for (const last of ["Confirmed", "Unconfirmed"]) {
      await page.getByRole("checkbox", { name: `Select ${tag} ${last}` }).check();
    }
    await page.getByRole("button", { name: "Verify All" }).click();
    await expect(page.getByTestId("toast")).toContainText(
      "1 account was not verified: its e-mail address is not confirmed yet.",
    );
    await expect(tabs.getByRole("link", { name: "Verified (1)" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Pending (1)" })).toBeVisible();
    await checkA11y();

    // The JSON API is the other door onto the same rule: one account refused, many skipped.
    const list = (await (await page.request.get(`/api/users/verification?q=${tag}&status=pending`)).json()) as {
      id: string;
    }[];
    expect(list).toHaveLength(1);
    const one = await page.request.patch(`/api/users/${list[0]!.id}/verification`, {
      data: { verificationStatus: "verified" },
    });
    expect(one.status()).toBe(409);
    expect(await one.json()).toEqual({
      error: "This account's e-mail address is not confirmed yet: it cannot be verified.",
    });
    const many = await page.request.patch("/api/users/verification", {
      data: { userIds: [list[0]!.id], verificationStatus: "verified" },
    });
    expect(many.status()).toBe(200);
    expect(await many.json()).toMatchObject({ ok: true, changed: 0, skipped: 1 });
  });

  test("#5 your own comment has no Like button, and the server refuses a like of it with a reason", async ({
    page,
  }) => {
    const email = await register(page.request, "Own", "Liker");
    await signIn(page, email);
    await page.goto("/?region=global");
    const id = ((await page.getByTestId("debate-card").nth(3).getAttribute("id")) ?? "").replace(/^debate-/, "");
    await page.goto(`/debates/${id}`);
    const text = `Mine to keep ${crypto.randomUUID().slice(0, 8)}`;
    await page.getByLabel("Your comment").fill(text);
    await page.getByRole("button", { name: "Post comment" }).click();
    const comment = page.getByTestId("comment").filter({ hasText: text });
    await expect(comment).toBeVisible();
    await expect(comment.getByTestId("comment-likes")).toHaveText("0 likes");
    await expect(comment.getByRole("button", { name: /^Like the comment/ })).toHaveCount(0);

    const commentId = ((await comment.getAttribute("id")) ?? "").replace(/^comment-/, "");
    const liked = await page.request.post(`/api/comments/${commentId}/like`);
    expect(liked.status()).toBe(403);
    expect(await liked.json()).toEqual({ error: "You cannot like your own comment." });
  });

  test("#9 live room: once live, the empty transcript says so; a blank argument says to write one", async ({
    page,
    jsEnabled,
    checkA11y,
  }) => {
    test.skip(!jsEnabled, "live participation needs JavaScript");
    test.slow();
    const email = await register(page.request, "Blank", "Host");
    await signIn(page, email);
    await page.goto("/live-rooms?upgrade=1");
    await page.getByTestId("upgrade-dialog").getByRole("button", { name: "Subscribe with Stripe" }).click();
    await page.getByRole("button", { name: "Pay $19.99" }).click();
    await expect(page.getByText("Premium Activated!")).toBeVisible();
    const title = `Blank arguments ${crypto.randomUUID().slice(0, 8)}`;
    await page.goto("/live-rooms?create=1");
    const dialog = page.getByTestId("create-room-dialog");
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByRole("button", { name: "Create Room" }).click();
    const card = page.getByTestId("room-card").filter({ hasText: title });
    await card.getByRole("link", { name: `Join When Live: ${title}` }).click();
    await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "open");
    await expect(page.getByTestId("transcript-empty")).toContainText("When the host starts the session");

    await page.getByRole("button", { name: "Support" }).click();
    await page.getByRole("button", { name: "Start session" }).click();
    await expect(page.getByTestId("session-status")).toHaveText("Live");
    await expect(page.getByTestId("transcript-empty")).toHaveText(
      "No arguments yet. The session is live: make the first argument.",
    );

    const box = page.getByRole("textbox", { name: "Your argument" });
    await box.fill("    ");
    await page.getByRole("button", { name: "Post argument" }).click();
    await expect(box).toHaveAccessibleDescription(/Write your argument first\./);
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toBeFocused();
    await checkA11y();
    await box.fill("Cities with fewer cars breathe better.");
    await expect(box).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Post argument" }).click();
    await expect(page.getByTestId("argument").filter({ hasText: "Cities with fewer cars" })).toBeVisible();
  });

  test("#12 a first sign-in is not greeted as a return", async ({ page }) => {
    const email = await register(page.request, "First", "Timer");
    await signIn(page, email);
    await expect(page.getByTestId("toast")).toContainText("Welcome, First Timer!");
    await expect(page.getByTestId("toast")).not.toContainText("Welcome back");
  });

  test("#12 the settings' username is required and not labelled optional", async ({ page }) => {
    const email = await register(page.request, "Label", "Reader");
    await signIn(page, email);
    await page.goto("/settings");
    const username = page.getByRole("textbox", { name: "Username", exact: true });
    await expect(username).toHaveAttribute("aria-required", "true");
    await expect(page.getByText("Username (optional)")).toHaveCount(0);
  });

  test("#12 deleting the account shows every field's error at once", async ({ page, checkA11y }) => {
    const email = await register(page.request, "Both", "Errors");
    await signIn(page, email);
    await page.goto("/settings/delete");
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Your password")).toHaveAccessibleDescription("Enter your password.");
    await expect(page.getByText("Tick the box to confirm.")).toBeVisible();
    await checkA11y();
  });

  for (const width of [390, 1280]) {
    test(`#12 at ${width} px each card's Share sits in its action row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/?region=global");
      const cards = page.getByTestId("debate-card");
      await expect(cards.first()).toBeVisible();
      for (const card of (await cards.all()).slice(0, 6)) {
        const comments = await card.getByRole("link", { name: /^Comments / }).boundingBox();
        const share = await card.getByRole("link", { name: /^Share / }).boundingBox();
        expect(comments && share, "both links are laid out").toBeTruthy();
        // The same row: their vertical middles agree.
        expect(Math.abs(comments!.y + comments!.height / 2 - (share!.y + share!.height / 2))).toBeLessThan(4);
      }
    });
  }

  test("#12 the affiliation choices name no party of another country", async ({ page }) => {
    await page.goto("/join");
    const form = page.getByTestId("sign-up-form");
    await form.getByText("More about you (optional)").click();
    const affiliation = form.getByLabel("Political affiliation (optional)");
    await expect(affiliation).toBeVisible();
    const choices = await affiliation.locator("option").allInnerTexts();
    for (const party of ["Democratic", "Republican", "Libertarian", "Green Party"])
      expect(choices).not.toContain(party);
  });
});
