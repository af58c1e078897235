/**
 * Everyday use, round three (issue 28, the rest of items 1, 6, 7, 10 and 12), JavaScript on and
 * off: the home search on a phone, the admin tables as cards on a phone, the audit log written as
 * sentences in the reader's language, icons drawn as SVG instead of emoji, times in the reader's
 * time zone and numerals, the sign-up screen of variant B, and Emerging Topics without weak words.
 * Each test signs up its own citizens with a tag of its own.
 */
import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { PASSWORD, confirm, newTag, register, signIn, signInAsAdmin } from "./citizens";

const PHONE = { width: 390, height: 844 };

/** How many lines the text of an element (its text nodes, not its controls) is laid out on. */
function lineCount(locator: Locator) {
  return locator.evaluate((element) => {
    const bottoms = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.add(Math.round(rect.bottom));
    }
    return bottoms.size;
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Registers citizens with a tag, confirms their e-mail, and lets the admin verify them through the API. */
async function verifiedCitizens(page: Page, tag: string, lastNames: string[]) {
  const emails = [];
  for (const last of lastNames) emails.push(await register(page.request, tag, last));
  for (const email of emails) await confirm(page.request, email);
  await signInAsAdmin(page);
  const list = (await (await page.request.get(`/api/users/verification?q=${tag}&status=pending`)).json()) as {
    id: string;
  }[];
  expect(list).toHaveLength(lastNames.length);
  for (const { id } of list) {
    const changed = await page.request.patch(`/api/users/${id}/verification`, {
      data: { verificationStatus: "verified" },
    });
    expect(changed.status()).toBe(200);
  }
}

const BENGALI_DIGITS = "০১২৩৪৫৬৭৮৯";
const inBengali = (text: string) => text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d);
/** "HH:MM" of a moment in a time zone (24-hour clock). */
const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(
    new Date(iso),
  );

test.describe("everyday use, round three", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const signedIn of [false, true]) {
    test(`#1 at 390 px the home search field is wide and its label one line (${signedIn ? "signed in" : "visitor"})`, async ({
      page,
      checkA11y,
    }) => {
      await page.setViewportSize(PHONE);
      if (signedIn) await signIn(page, await register(page.request, "Phone", "Searcher"));
      await page.goto("/");
      const field = page.getByRole("searchbox", { name: "Search debates" });
      await expect(field).toBeVisible();
      const box = await field.boundingBox();
      expect(box!.width, "the field takes most of the phone's width").toBeGreaterThan(PHONE.width * 0.55);
      const label = page.getByRole("search").locator("label", { hasText: "Search debates" });
      expect(await lineCount(label), "the label is one line").toBe(1);
      const button = await page.getByRole("search").getByRole("button", { name: "Search" }).boundingBox();
      expect(button!.x + button!.width, "the Search button is on the screen").toBeLessThanOrEqual(PHONE.width);
      await checkA11y();
    });
  }

  test("#6 at 390 px the admin users table is a list of cards: status shown, e-mails whole, the bulk bar out of the way", async ({
    page,
    jsEnabled,
    checkA11y,
  }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    const tag = newTag("Card");
    for (const last of ["One", "Two", "Three", "Four"]) await register(page.request, tag, last);
    await signInAsAdmin(page);
    await page.goto(`/admin/users?q=${tag.toLowerCase()}`);
    const rows = page.getByTestId("admin-user-row");
    await expect(rows).toHaveCount(4);
    const bar = page.getByTestId("bulk-bar");
    for (const row of await rows.all()) {
      const status = await row.getByText("Pending", { exact: true }).boundingBox();
      expect(status, "the status is laid out").toBeTruthy();
      expect(status!.x + status!.width, "the status is on the screen").toBeLessThanOrEqual(PHONE.width);
      const email = row.getByText(/^e2e-[\w-]+@example\.org$/);
      expect(await lineCount(email), "the e-mail is not broken letter by letter").toBe(1);
      const rowBox = await row.boundingBox();
      expect(rowBox!.x + rowBox!.width, "the card fits the screen").toBeLessThanOrEqual(PHONE.width);
      // With nothing selected, the bulk bar never sits over a user.
      await row.scrollIntoViewIfNeeded();
      const [barBox, shown] = await Promise.all([bar.boundingBox(), row.boundingBox()]);
      expect(overlaps(barBox!, shown!), "the bulk bar covers a user").toBe(false);
    }
    await checkA11y();
    if (jsEnabled) {
      // Once something is selected the bar stays in reach, one compact strip.
      await page.getByRole("checkbox", { name: `Select ${tag} One` }).check();
      await expect(page.getByTestId("bulk-selected")).toHaveText("1 user selected");
      const barBox = await bar.boundingBox();
      expect(barBox!.height).toBeLessThan(PHONE.height * 0.2);
      await expect(bar.getByRole("button", { name: "Verify All" })).toBeInViewport();
    }
  });

  test("#7 the audit log says each change in a sentence, in English, Hindi and Bengali", async ({
    page,
    checkA11y,
  }) => {
    test.slow();
    const tag = newTag("Audit");
    await verifiedCitizens(page, tag, ["Reader"]);
    const entry = () =>
      page
        .getByTestId("audit-row")
        .filter({ hasText: `${tag} Reader` })
        .filter({ has: page.locator("time") });

    await page.goto("/admin/audit?action=user.verification");
    await expect(entry()).toHaveCount(1);
    await expect(entry().getByTestId("audit-sentence")).toHaveText(
      `Dev Admin changed the verification of ${tag} Reader from Pending to Verified.`,
    );
    await expect(entry().getByText("verificationStatus")).toBeHidden();
    await checkA11y();

    await page.goto("/admin/audit?action=user.verification&lng=hi");
    await expect(entry().getByTestId("audit-sentence")).toHaveText(
      `Dev Admin ने ${tag} Reader की सत्यापन स्थिति लंबित से बदलकर सत्यापित की।`,
    );
    await expect(entry().getByText(/verificationStatus|pending|verified/)).toBeHidden();

    await page.goto("/admin/audit?action=user.verification&lng=bn");
    await expect(entry().getByTestId("audit-sentence")).toHaveText(
      `Dev Admin ${tag} Reader-এর যাচাইয়ের অবস্থা অপেক্ষমাণ থেকে বদলে যাচাইকৃত করেছেন।`,
    );
    await expect(entry().getByText(/verificationStatus|pending|verified/)).toBeHidden();
    await checkA11y();
  });

  test("#10 the competition page and the header draw icons, not emoji", async ({ page, checkA11y }) => {
    // Emoji (🏆 🥇 ⚡) and the symbols of the Miscellaneous Symbols and Dingbats blocks (♥ ✓ ✕ ★),
    // which fall back to an emoji font or a box; © and the arrows of running text are not icons.
    const emoji = /\p{Emoji_Presentation}|[\u2600-\u27BF]/u;
    await page.goto("/debate-competition");
    const card = page.getByTestId("winner-card");
    await expect(card).toBeVisible();
    expect(await page.locator("body").innerText()).not.toMatch(emoji);
    await expect(card.locator("svg")).not.toHaveCount(0);
    const first = page.getByTestId("leaderboard-entry").first();
    await expect(first.getByRole("img", { name: "Gold medal" })).toHaveJSProperty("tagName", "svg");
    await page.goto("/debate-competition?tab=achievements");
    expect(await page.locator("main").innerText()).not.toMatch(emoji);
    await checkA11y();
    // The header's mark, on every page.
    expect(await page.locator("header").first().innerText()).not.toMatch(emoji);
  });

  test.describe("times in the reader's zone", () => {
    test.use({ timezoneId: "America/New_York" });

    test("#12 times read in the reader's time zone (India's without JavaScript), in Bengali with Bengali digits", async ({
      page,
      jsEnabled,
    }) => {
      test.slow();
      const tag = newTag("Clock");
      await verifiedCitizens(page, tag, ["Reader"]);
      await page.goto("/admin/audit?action=user.verification&lng=bn");
      const entry = page.getByTestId("audit-row").filter({ hasText: `${tag} Reader` });
      const time = entry.locator("time");
      const iso = (await time.getAttribute("datetime")) ?? "";
      const zone = jsEnabled ? "America/New_York" : "Asia/Kolkata";
      await expect(time).toContainText(inBengali(clock(iso, zone)));
      await expect(time).not.toContainText(/UTC|AM|PM|\d/);
      // The zone is named above the list, in Bengali: India Standard Time without JavaScript, else not.
      if (jsEnabled) await expect(page.getByTestId("audit-zone")).not.toContainText("ভারতীয়");
      else await expect(page.getByTestId("audit-zone")).toContainText("ভারতীয় মানক সময়");
    });
  });

  test("#12 sign-up variant B has a screen of its own, with its fields, reachable from /join", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/join");
    await page.getByRole("link", { name: "Join with a username" }).click({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/join\?variant=username/);
    await expect(page.getByRole("heading", { level: 1, name: "Join with a username" })).toBeVisible();
    const form = page.getByTestId("sign-up-username-form");
    const fields = ["Username", "Email", "Password", "Confirm password", "First name", "Last name"];
    for (const name of fields) {
      await expect(form.getByLabel(name, { exact: true })).toHaveAttribute("aria-required", "true");
    }
    await expect(form.getByLabel(/Phone number/)).toHaveCount(0);

    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByLabel("Username", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { level: 1, name: "Join with a username" })).toBeVisible();
    await checkA11y();

    const username = newTag("b_").toLowerCase();
    const email = `e2e-${crypto.randomUUID().slice(0, 10)}@example.org`;
    await form.getByLabel("Username", { exact: true }).fill(username);
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm password", { exact: true }).fill(`${PASSWORD}x`);
    await form.getByLabel("First name", { exact: true }).fill("Variant");
    await form.getByLabel("Last name", { exact: true }).fill("Bee");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByLabel("Confirm password", { exact: true })).toHaveAccessibleDescription(
      /Passwords do not match/,
    );
    await expect(form.getByLabel("Username", { exact: true })).toHaveValue(username);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/login\?/);
    // The username it chose is the one to sign in with.
    const signIn = page.getByTestId("sign-in-form");
    await signIn.getByLabel("Email or username").fill(username);
    await signIn.getByLabel("Password").fill(PASSWORD);
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("signed-in-as")).toBeVisible();
  });

  // Generic words: the ("money", "cost") and those the demo's comments showed ("countries",
  // "able"; "हर", "जैसी", "इसलिए", "काम"), in all three languages.
  const WEAK = {
    en: ["money", "cost", "costs", "price", "prices", "countries", "able", "global", "long"],
    hi: ["पैसा", "पैसे", "लागत", "खर्च", "कीमत", "दाम", "हर", "जैसी", "इसलिए", "काम", "अलग", "असली"],
    bn: ["টাকা", "খরচ", "দাম", "মূল্য", "পয়সা", "প্রতিটি", "তাই", "কাজ", "আলাদা"],
  };
  for (const lng of ["en", "hi", "bn"] as const) {
    test(`#12 Emerging Topics shows no weak words (${lng})`, async ({ page }) => {
      await signIn(page, await register(page.request, "Topic", "Reader"));
      await page.goto(`/?lng=${lng}`);
      const topics = page.getByTestId("emerging-topics").locator("ol > li");
      await expect(topics.first()).toBeVisible();
      const shown: string[] = [];
      for (const topic of await topics.all()) {
        shown.push((await topic.locator("p").first().innerText()).trim());
        shown.push(...(await topic.locator("ul li").allInnerTexts()).map((k) => k.trim()));
      }
      expect(shown.length).toBeGreaterThan(0);
      const words = shown.flatMap((term) => term.split(/\s+/));
      const single = shown.filter((term) => !/\s/.test(term));
      // A weak word is never a topic or a keyword on its own.
      for (const weak of [...WEAK.en, ...WEAK.hi, ...WEAK.bn])
        expect(single, `shown: ${shown.join(", ")}`).not.toContain(weak);
      expect(words.length).toBeGreaterThan(0);
    });
  }
});
