/**
 * Debates on other sites (docs/embed.md), in Chromium: a newsroom's page on ANOTHER local origin (a
 * tiny static server on 127.0.0.1, while the app is on localhost: another site) pastes the oEmbed
 * answer's `html`. With JavaScript, in a browser that blocks third-party cookies, a reader votes
 * inside the embed: the sign-in window opens, they sign in and confirm there, the window hands the
 * embed its token, and the embed shows their side, counted once. Without JavaScript, the embed
 * shows the figures, its link out works, and a vote opens our site in a new tab. axe on the embed.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { chromium, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

import { chromiumPath } from "./chromium";
import { expect, test } from "./fixtures";

const BASE = () => process.env.E2E_BASE_URL ?? "http://localhost";
const PASSWORD = "e2e-pass-123";

/** The newsroom: one article page per path, served from 127.0.0.1 on a free port. */
let newsroom: Server;
const articles = new Map<string, string>();
let newsroomOrigin = "";

test.beforeAll(async () => {
  newsroom = createServer((req, res) => {
    const html = articles.get(req.url ?? "");
    res.writeHead(html ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    res.end(html ?? "not found");
  });
  await new Promise<void>((resolve) => newsroom.listen(0, "127.0.0.1", resolve));
  newsroomOrigin = `http://127.0.0.1:${(newsroom.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => newsroom.close(resolve));
});

/** A debate this test owns (the oldest ones, one per project), and its counted figures now. */
async function ownDebate(api: APIRequestContext, slot: number) {
  const all = (await (await api.get("/api/debates")).json()) as {
    id: string;
    forCount: number;
    title: string;
    language: string;
  }[];
  // Written in English, so an English reader's embed shows the title the API gives (one written
  // in Hindi or Bengali shows its English translation: docs/news.md).
  const list = all.filter((d) => d.language === "en");
  const debate = list[list.length - 1 - slot];
  if (!debate) throw new Error("no seeded debate");
  return debate;
}

async function forCount(api: APIRequestContext, id: string) {
  const list = (await (await api.get("/api/debates")).json()) as { id: string; forCount: number }[];
  return list.find((d) => d.id === id)?.forCount ?? -1;
}

/** The newsroom's article with the oEmbed answer's html pasted in; its address. */
async function publish(api: APIRequestContext, debateId: string, name: string) {
  const url = `${BASE()}/debates/${debateId}`;
  const answer = await api.get(`/oembed?url=${encodeURIComponent(url)}&maxwidth=600&format=json`);
  expect(answer.status()).toBe(200);
  const { html, type } = (await answer.json()) as { html: string; type: string };
  expect(type).toBe("rich");
  const path = `/${name}.html`;
  articles.set(
    path,
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Evening News</title></head>
<body><main><h1>City council debates the night metro</h1><p>Readers, have your say:</p>${html}</main></body></html>`,
  );
  return `${newsroomOrigin}${path}`;
}

/** A citizen who signed up and confirmed their e-mail (through the product's API and its outbox). */
async function confirmedCitizen(first: string) {
  const api = await playwrightRequest.newContext({ baseURL: BASE() });
  const email = `e2e-embed-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const registered = await api.post("/api/register-user", {
    data: { firstName: first, lastName: "Reader", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  let link = "";
  await expect(async () => {
    const outbox = await (await api.get("/dev/outbox")).text();
    const escaped = email.replace(/[.+]/g, "\\$&");
    const message = new RegExp(`${escaped}[\\s\\S]*?(http://\\S+/confirm-email\\?token=[\\w-]+)`).exec(outbox);
    link = message?.[1] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 15_000 });
  await api.get(new URL(link).pathname + new URL(link).search);
  await api.dispose();
  return email;
}

async function signInThere(page: Page, email: string) {
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email or username").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
}

test.describe("debates on other sites", () => {
  test("the embed is accessible, in the reader's language", async ({ page, checkA11y, request }, info) => {
    const debate = await ownDebate(request, info.project.name === "js-off" ? 3 : 2);
    await page.goto(`/embed/debates/${debate.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /Join the discussion on DebateStorm/ })).toBeVisible();
    await checkA11y();
    await page.goto(`/embed/debates/${debate.id}?lang=bn`);
    await expect(page.getByRole("link", { name: /ডিবেটস্টর্মে আলোচনায় যোগ দিন/ })).toBeVisible();
    await checkA11y();
  });

  test("a reader votes inside the embed on another site, third-party cookies blocked, counted once", async ({
    jsEnabled,
    request,
  }) => {
    test.skip(!jsEnabled, "the pop-up flow needs JavaScript; without it, the next test");
    test.slow();
    const debate = await ownDebate(request, 0);
    const before = await forCount(request, debate.id);
    const email = await confirmedCitizen("Meera");
    const article = await publish(request, debate.id, `article-${crypto.randomUUID().slice(0, 6)}`);

    // A browser that blocks third-party cookies (Chromium's switch for testing it): only a
    // partitioned cookie can hold the embed's session.
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--test-third-party-cookie-phaseout"],
    });
    try {
      const context = await browser.newContext();
      const errors: string[] = [];
      const page = await context.newPage();
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(article);
      const embed = page.frameLocator("iframe");
      await expect(embed.getByRole("heading", { level: 1 })).toHaveText(debate.title);
      await expect(embed.getByTestId("embed-participants")).toBeVisible();

      // Support: our sign-in window opens as a pop-up.
      const popupOpened = page.waitForEvent("popup");
      await embed.getByRole("button", { name: "Support" }).click();
      const popup = await popupOpened;
      await popup.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(popup).toHaveURL(new RegExp(`/embed/auth\\?debate=${debate.id}&position=for`));
      await signInThere(popup, email);
      await expect(popup.getByRole("heading", { name: "Confirm your vote" })).toBeVisible();
      await expect(popup.getByText(`Vote Support on “${debate.title}” as Meera Reader?`)).toBeVisible();
      // A considered click, not a double click: the window takes it a second after it showed.
      await popup.waitForTimeout(1_200);
      const closed = popup.waitForEvent("close");
      await popup.getByTestId("embed-auth-confirm").click();
      await closed;

      // The embed claimed its partitioned session and shows the reader's side.
      await expect(embed.getByTestId("embed-your-vote")).toHaveText("You supported this");
      await expect(embed.getByText("Voting as Meera Reader")).toBeVisible();
      expect(await forCount(request, debate.id)).toBe(before + 1);

      // The session lives in the newsroom's partition: a reload keeps it, and there is no second vote.
      await page.reload();
      await expect(embed.getByTestId("embed-your-vote")).toHaveText("You supported this");
      await expect(embed.getByRole("button", { name: "Support" })).toHaveCount(0);
      expect(await forCount(request, debate.id)).toBe(before + 1);

      // Another article of the same newsroom, another debate: the embed's session is there, and a
      // vote takes two steps inside the frame, the confirmation a second after the choice.
      const other = await ownDebate(request, 4);
      const otherBefore = await forCount(request, other.id);
      await page.goto(await publish(request, other.id, `second-${crypto.randomUUID().slice(0, 6)}`));
      await expect(embed.getByText("Voting as Meera Reader")).toBeVisible();
      await embed.getByRole("button", { name: "Against" }).click();
      await expect(embed.getByTestId("embed-confirm")).toContainText("Confirm your vote: Against");
      expect(await forCount(request, other.id)).toBe(otherBefore);
      await page.waitForTimeout(1_200);
      await embed.getByRole("button", { name: "Confirm my vote" }).click();
      await expect(embed.getByTestId("embed-your-vote")).toHaveText("You opposed this");
      const list = (await (await request.get("/api/debates")).json()) as { id: string; againstCount: number }[];
      expect(list.find((d) => d.id === other.id)?.againstCount).toBeGreaterThan(0);
      expect(await forCount(request, other.id)).toBe(otherBefore);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test("without JavaScript, the embed shows the figures, links out, and a vote opens our site in a new tab", async ({
    page,
    jsEnabled,
    request,
    checkA11y,
  }) => {
    test.skip(jsEnabled, "the same page without JavaScript");
    test.slow();
    const debate = await ownDebate(request, 1);
    const before = await forCount(request, debate.id);
    const email = await confirmedCitizen("Kabir");
    const article = await publish(request, debate.id, `nojs-${crypto.randomUUID().slice(0, 6)}`);
    await page.goto(article);
    const embed = page.frameLocator("iframe");
    await expect(embed.getByRole("heading", { level: 1 })).toHaveText(debate.title);
    await expect(embed.getByTestId("embed-participants")).toContainText("participant");

    // The link out opens the debate on our site in a new tab.
    const opened = page.context().waitForEvent("page");
    await embed.getByRole("link", { name: /Join the discussion on DebateStorm/ }).click();
    const discussion = await opened;
    await discussion.waitForLoadState();
    expect(discussion.url()).toBe(`${BASE()}/debates/${debate.id}`);
    await expect(discussion.getByRole("heading", { level: 1 })).toHaveText(debate.title);
    await discussion.close();

    // A vote opens our sign-in window in a new tab: sign in, confirm, done.
    const tabOpened = page.context().waitForEvent("page");
    await embed.getByRole("button", { name: "Support" }).click();
    const tab = await tabOpened;
    await tab.waitForLoadState();
    await signInThere(tab, email);
    await expect(tab.getByTestId("embed-auth-confirm")).toBeVisible();
    await tab.waitForTimeout(1_200);
    await tab.getByTestId("embed-auth-confirm").click();
    await expect(tab.getByTestId("embed-auth-done")).toContainText("You supported this");
    await expect(tab.getByText("You can close this window and return to the article.")).toBeVisible();
    await checkA11y(tab);
    await tab.close();
    expect(await forCount(request, debate.id)).toBe(before + 1);

    // Back on the article, the embed shows the new figures.
    await page.reload();
    await expect(embed.getByTestId("embed-figures")).toBeVisible();
  });
});
