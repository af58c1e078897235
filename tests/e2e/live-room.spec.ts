/**
 * The live room in the browser. With JavaScript: a premium host and a second premium member in
 * another browser see each other's arguments and likes live, and a dropped connection reconnects by
 * itself and fetches what it missed, once. Without JavaScript: the page shows the
 * transcript and says live participation needs JavaScript. Every member becomes premium the way a
 * citizen does (the local Stripe's Checkout page), and the host creates the room on /live-rooms.
 */
import type { Browser, Page, WebSocketRoute } from "@playwright/test";

import { confirm } from "./citizens";
import { expect, hydrated, test } from "./fixtures";

/** Signs up a new citizen, signs in and subscribes on the local Stripe's Checkout page; their e-mail address. */
async function premiumMember(page: Page, name: string) {
  const email = `room-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const response = await page.request.post("/api/register-user", {
    data: { firstName: name, lastName: "Debater", email, password: "e2e-pass-123", confirmPassword: "e2e-pass-123" },
  });
  expect(response.status()).toBe(201);
  await page.goto("/login");
  await page.getByTestId("sign-in-form").getByLabel("Email or username").fill(email);
  await page.getByTestId("sign-in-form").getByLabel("Password").fill("e2e-pass-123");
  await page.getByTestId("sign-in-form").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
  await page.goto("/live-rooms?upgrade=1");
  await page.getByTestId("upgrade-dialog").getByRole("button", { name: "Subscribe with Stripe" }).click();
  await page.getByRole("button", { name: "Pay $19.99" }).click();
  await expect(page.getByText("Premium Activated!")).toBeVisible();
  return email;
}

/** The host creates a room on /live-rooms; its id, read from its card's link. */
async function createRoom(page: Page) {
  const title = `Should cities go car-free ${crypto.randomUUID().slice(0, 8)}`;
  await page.goto("/live-rooms?create=1");
  const dialog = page.getByTestId("create-room-dialog");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Create Room" }).click();
  const card = page.getByTestId("room-card").filter({ hasText: title });
  const href = await card.getByRole("link", { name: `Join When Live: ${title}` }).getAttribute("href");
  const id = href?.match(/\/live-rooms\/([^/?#]+)/)?.[1];
  if (!id) throw new Error(`No room link on the new room's card: ${href}`);
  return id;
}

async function secondBrowser(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe("live room", () => {
  test("two premium members see each other's arguments and likes live; a dropped socket reconnects and catches up once", async ({
    page,
    browser,
    jsEnabled,
    checkA11y,
  }) => {
    test.skip(!jsEnabled, "live participation needs JavaScript");
    test.slow();
    await premiumMember(page, "Host");
    const roomId = await createRoom(page);
    await page.goto(`/live-rooms/${roomId}`);
    await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "open");
    await expect(page.getByTestId("needs-js")).toHaveCount(0);

    const guestPage = await secondBrowser(browser);
    await premiumMember(guestPage, "Guest");
    // The guest's socket passes through Playwright, which can hold back what the room sends and drop
    // the connection: the page must reconnect by itself and fetch what it missed, once.
    const guestSockets: WebSocketRoute[] = [];
    let holdBack = false;
    await guestPage.routeWebSocket(/\/live-rooms\/[^/]+\/socket$/, (ws) => {
      guestSockets.push(ws);
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (!holdBack) ws.send(message);
      });
    });
    await guestPage.goto(`/live-rooms/${roomId}`);
    await hydrated(guestPage);
    await expect(guestPage.getByTestId("connection")).toHaveAttribute("data-state", "open");
    await expect(page.getByTestId("online-count")).toHaveText("2 online");

    await page.getByRole("button", { name: "Support" }).click();
    await guestPage.getByRole("button", { name: "Oppose" }).click();
    await page.getByRole("button", { name: "Start session" }).click();
    await expect(guestPage.getByTestId("session-status")).toHaveText("Live");
    await checkA11y();

    await page.getByRole("textbox", { name: "Your argument" }).fill("Car-free centres cut pollution.");
    await page.getByRole("button", { name: "Post argument" }).click();
    const onGuest = guestPage.getByTestId("argument").filter({ hasText: "Car-free centres cut pollution." });
    await expect(onGuest).toBeVisible();
    // People are shown by display name with @username: in the transcript and the participants list.
    await expect(onGuest).toContainText("Host Debater");
    await expect(onGuest).toContainText("@");
    await expect(page.getByTestId("participants")).toContainText("Guest Debater");
    await guestPage.getByRole("textbox", { name: "Your argument" }).fill("Deliveries need access.");
    await guestPage.getByRole("button", { name: "Post argument" }).click();
    await expect(page.getByTestId("argument").filter({ hasText: "Deliveries need access." })).toBeVisible();

    await onGuest.getByRole("button", { name: "Like" }).click();
    await expect(page.getByTestId("argument").filter({ hasText: "Car-free" }).getByTestId("likes")).toHaveText(
      "1 like",
    );
    await expect(onGuest.getByTestId("likes")).toHaveText("1 like");
    await checkA11y(guestPage);

    // The guest's connection goes quiet, an argument is posted meanwhile, then the connection drops.
    holdBack = true;
    await page.getByRole("textbox", { name: "Your argument" }).fill("Buses run faster without cars.");
    await page.getByRole("button", { name: "Post argument" }).click();
    await expect(page.getByTestId("argument").filter({ hasText: "Buses run faster" })).toBeVisible();
    await expect(guestPage.getByTestId("argument").filter({ hasText: "Buses run faster" })).toHaveCount(0);
    holdBack = false;
    await guestSockets[0]?.close({ code: 4000, reason: "dropped by the test" });
    // Reconnected by itself (a second socket), with the missed argument, and nothing twice.
    await expect.poll(() => guestSockets.length).toBeGreaterThanOrEqual(2);
    await expect(guestPage.getByTestId("connection")).toHaveAttribute("data-state", "open");
    await expect(guestPage.getByTestId("argument").filter({ hasText: "Buses run faster" })).toHaveCount(1);
    await expect(guestPage.getByTestId("argument").filter({ hasText: "Car-free centres" })).toHaveCount(1);
    await expect(guestPage.getByTestId("argument").filter({ hasText: "Deliveries need access." })).toHaveCount(1);
    await guestPage.context().close();
  });

  test("a member who took a side and went elsewhere is told when the host starts, and the notification leads to the room", async ({
    page,
    browser,
    jsEnabled,
    checkA11y,
  }) => {
    test.skip(!jsEnabled, "taking a side needs JavaScript");
    test.slow();
    await premiumMember(page, "Host");
    const roomId = await createRoom(page);
    await page.goto(`/live-rooms/${roomId}`);
    await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "open");

    const guestPage = await secondBrowser(browser);
    await confirm(guestPage.request, await premiumMember(guestPage, "Waiting"));
    await guestPage.goto(`/live-rooms/${roomId}`);
    await hydrated(guestPage);
    await expect(guestPage.getByTestId("connection")).toHaveAttribute("data-state", "open");
    await guestPage.getByRole("button", { name: "Oppose" }).click();
    // The guest goes elsewhere; the host sees them with their side, offline, then starts.
    const guestListed = page.getByTestId("participants").locator("li", { hasText: "Waiting Debater" });
    await expect(guestListed).toContainText("Oppose");
    await guestPage.goto("/");
    await expect(guestListed).toContainText("offline");
    await page.getByRole("button", { name: "Start session" }).click();
    await expect(page.getByTestId("session-status")).toHaveText("Live");

    // Their list says it (written after the room's answer: reload until it is there) and leads to the room.
    const startedTitle = "A live room you joined has started";
    const item = guestPage.getByTestId("notification").filter({ hasText: startedTitle });
    await expect(async () => {
      await guestPage.goto("/notifications");
      await expect(item).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(item).toContainText("is live now: join the debate");
    await checkA11y(guestPage);
    await item.getByRole("link", { name: startedTitle }).click();
    await expect(guestPage).toHaveURL(new RegExp(`/live-rooms/${roomId}$`));
    await expect(guestPage.getByTestId("session-status")).toHaveText("Live");
    // The host, who started it, is not told.
    await page.goto("/notifications");
    await expect(page.getByTestId("notification").filter({ hasText: startedTitle })).toHaveCount(0);
    await guestPage.context().close();
  });

  test("without JavaScript the page shows the transcript and says live participation needs it", async ({
    page,
    browser,
    jsEnabled,
    checkA11y,
  }) => {
    test.skip(jsEnabled, "the JavaScript-off project checks this");
    test.slow();
    await premiumMember(page, "Reader");
    // The host, with JavaScript, creates the room and speaks first (a browser beside this one).
    const context = await browser.newContext({ javaScriptEnabled: true });
    const speaker = await context.newPage();
    await premiumMember(speaker, "Speaker");
    const roomId = await createRoom(speaker);
    await speaker.goto(`/live-rooms/${roomId}`);
    await expect(speaker.getByTestId("connection")).toHaveAttribute("data-state", "open");
    await speaker.getByRole("button", { name: "Support" }).click();
    await speaker.getByRole("button", { name: "Start session" }).click();
    await speaker.getByRole("textbox", { name: "Your argument" }).fill("Readers without scripts can see this.");
    await speaker.getByRole("button", { name: "Post argument" }).click();
    await expect(speaker.getByTestId("argument")).toHaveCount(1);
    await context.close();

    await page.goto(`/live-rooms/${roomId}`);
    await expect(
      page.getByTestId("argument").filter({ hasText: "Readers without scripts can see this." }),
    ).toBeVisible();
    await expect(page.getByText("Live participation needs JavaScript.", { exact: false })).toBeVisible();
    await checkA11y();
  });

  test("a fourth tab of the same member closes the oldest, which says why and does not reconnect", async ({
    page,
    jsEnabled,
    checkA11y,
  }) => {
    test.skip(!jsEnabled, "live participation needs JavaScript");
    test.slow();
    await premiumMember(page, "Tabs");
    const roomId = await createRoom(page);
    let firstTabSockets = 0;
    page.on("websocket", () => firstTabSockets++);
    await page.goto(`/live-rooms/${roomId}`);
    await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "open");
    const others: Page[] = [];
    for (let i = 0; i < 3; i++) {
      const tab = await page.context().newPage();
      await tab.goto(`/live-rooms/${roomId}`);
      await expect(tab.getByTestId("connection")).toHaveAttribute("data-state", "open");
      others.push(tab);
    }
    await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "replaced");
    await expect(page.getByTestId("connection")).toContainText("open in another tab or window");
    await checkA11y();
    // The three newer tabs stay connected: the first did not come back and push one of them out.
    for (const tab of others) await expect(tab.getByTestId("connection")).toHaveAttribute("data-state", "open");
    await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "replaced");
    expect(firstTabSockets).toBe(1);
  });
});
