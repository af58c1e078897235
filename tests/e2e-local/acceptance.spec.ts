/**
 * The whole product on one machine, on a server started as `npm start` starts it (scripts/start.mjs,
 * a fresh database and vars file: global-setup.ts): a newcomer signs in through the local identity
 * provider with a demo identity of the vars file; an admin's Generate Debates reads the local news
 * feeds, makes debates of them and reports the broken feed; a Hindi reader sees the demo debates in
 * Hindi, said to be translated by the demo's editors, with the original a tap away.
 */
import type { Page } from "@playwright/test";

import { seedDebateTranslations, seedDebates } from "../../app/seed/content";
import { seedId } from "../../app/seed/ids";
import { listedStories, SLOT_MS } from "../../local/news-feeds";
import { BROKEN_FEED, LOCAL_FEEDS } from "../../local/news-stories";
import { parseIdentities } from "../../local/oidc-identities";
import { expect, test } from "./fixtures";

async function signIn(page: Page, login: string, password: string) {
  await page.goto("/login");
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email or username").fill(login);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
}

/** The titles a local feed lists around now (this slot and the one before, should the clock turn meanwhile). */
function titlesOf(path: string) {
  const feed = LOCAL_FEEDS.find((f) => f.path === path)!;
  const now = Date.now();
  return [...new Set([now, now - SLOT_MS].flatMap((t) => listedStories(feed, t).map((s) => s.title)))];
}

const anyOf = (titles: string[]) => new RegExp(titles.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));

test.describe("npm start: the whole product on one machine", () => {
  test("a newcomer signs in with the local identity provider, as a demo identity of the vars file", async ({
    page,
    server,
    checkA11y,
  }) => {
    const asha = parseIdentities(server.vars.LOCAL_OIDC_IDENTITIES ?? "").find((i) => i.login === "asha")!;
    expect(asha.password).not.toBe("");
    await page.goto("/login");
    await checkA11y();
    await page.getByRole("link", { name: "Continue with Local ID" }).click();

    // The provider's own page says what it is; it refuses a wrong password.
    await expect(page.getByRole("heading", { name: "Local identity provider" })).toBeVisible();
    await expect(page.getByText("It is not a real account service.")).toBeVisible();
    await page.getByLabel("Login").fill("asha");
    await page.getByLabel("Password").fill(`${asha.password}-wrong`);
    await page.getByRole("button", { name: "Sign-in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong login or password.");
    await page.getByLabel("Password").fill(asha.password);
    await page.getByRole("button", { name: "Sign-in" }).click();

    await expect(page.getByTestId("signed-in-as")).toHaveText("Signed in as Asha Rao");
    const me = await page.request.get("/api/auth/user");
    expect(await me.json()).toMatchObject({ email: asha.email, firstName: "Asha", lastName: "Rao" });
  });

  test("an admin's Generate Debates makes debates from the local feeds and reports the broken one", async ({
    page,
    server,
    checkA11y,
  }) => {
    test.slow(); // a news run, then four pages
    await signIn(page, server.vars.DEV_ADMIN_USERNAME ?? "", server.vars.DEV_ADMIN_PASSWORD ?? "");
    await page.goto("/admin/news");
    const panel = page.getByTestId("news-panel");
    await panel.getByRole("button", { name: "Generate Debates" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText(/Done: \d+ new headlines, \d+ new debates\./, { timeout: 30_000 });
    const [, headlines, debates] = /Done: (\d+) new headlines, (\d+) new debates\./.exec(await toast.innerText()) ?? [];
    expect(Number(headlines)).toBeGreaterThan(0);
    expect(Number(debates)).toBeGreaterThan(0);

    // The run's report: every local feed read, the broken one failed as malformed XML.
    await page.goto("/admin/news");
    const results = page.getByTestId("news-feed-result");
    await expect(results).toHaveCount(LOCAL_FEEDS.length + 1);
    for (const feed of LOCAL_FEEDS) {
      await expect(page.locator(`[data-testid="news-feed-result"][data-feed$="${feed.path}"]`)).toHaveAttribute(
        "data-outcome",
        "read",
      );
    }
    const broken = page.locator(`[data-testid="news-feed-result"][data-feed$="${BROKEN_FEED.path}"]`);
    await expect(broken).toHaveAttribute("data-error-kind", "malformed");
    await expect(broken).toContainText("Malformed XML");
    await checkA11y();

    // Its debates are on the home page: the Hindi feed's in Hindi, the world's in English.
    await page.goto("/?region=bharat&sort=newest&language=hi");
    await expect(
      page
        .getByTestId("debate-card")
        .filter({ hasText: anyOf(titlesOf("/lok-samachar.rss")) })
        .first(),
    ).toBeVisible();
    await page.goto("/?region=global&sort=newest");
    await expect(
      page
        .getByTestId("debate-card")
        .filter({ hasText: anyOf([...titlesOf("/world-desk.rss"), ...titlesOf("/planet-report.atom")]) })
        .first(),
    ).toBeVisible();
  });

  test("a Hindi reader sees the demo debates in Hindi, translated by the demo's editors, the original on request", async ({
    page,
    checkA11y,
  }) => {
    // A Bengali debate in the Hindi grid.
    const bengali = seedDebates.find((d) => d.key === "bharat-kolkata-tram")!;
    const inHindi = seedDebateTranslations[bengali.key]!.hi!;
    await page.goto("/?lng=hi");
    await page.goto("/?language=bn");
    const card = page.getByTestId("debate-card").filter({ hasText: inHindi.title });
    await expect(card.getByRole("heading", { name: inHindi.title })).toHaveAttribute("lang", "hi");
    await expect(card.getByTestId("translation-note")).toContainText("डेमो के संपादकों द्वारा बांग्ला से अनूदित");
    await checkA11y();

    // An English debate's own page.
    const english = seedDebates.find((d) => d.key === "global-plastic-treaty")!;
    const hindi = seedDebateTranslations[english.key]!.hi!;
    await page.goto(`/debates/${seedId(`debate:${english.key}`)}`);
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText(hindi.title);
    await expect(title).toHaveAttribute("lang", "hi");
    await expect(page.getByTestId("translation-note")).toContainText("डेमो के संपादकों द्वारा अंग्रेज़ी से अनूदित");
    const original = page.getByTestId("original-text").locator('[lang="en"] p').first();
    await expect(original).toBeHidden();
    await page.getByText("मूल पाठ देखें").click();
    await expect(original).toHaveText(english.title);
    await checkA11y();
  });
});
