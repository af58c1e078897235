/**
 * The live room in the browser. With JavaScript: a premium host and a second premium member in
 * another browser see each other's arguments and likes live. Without JavaScript: the page shows the
 * transcript and says live participation needs JavaScript. Users sign up through the API; premium
 * and the room are written to the local D1 directly (the list page and Stripe are another feature's).
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";

import type { Browser, Page } from "@playwright/test";

import { expect, hydrated, test } from "./fixtures";

const root = join(import.meta.dirname, "..", "..");

function d1(sql: string) {
  const state = process.env.E2E_STATE_DIR;
  if (!state) throw new Error("E2E_STATE_DIR is not set: run through playwright's global setup.");
  execFileSync(
    join(root, "node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", state, "--command", sql],
    { cwd: root, stdio: "pipe", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
}

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

async function premiumMember(page: Page, name: string) {
  const tag = crypto.randomUUID().slice(0, 10);
  const email = `room-${tag}@example.org`;
  const response = await page.request.post("/api/register-user", {
    data: { firstName: name, lastName: "Debater", email, password: "e2e-pass-123", confirmPassword: "e2e-pass-123" },
  });
  expect(response.status()).toBe(201);
  d1(`UPDATE users SET is_premium = 1 WHERE email = ${q(email)}`);
  await page.goto("/login");
  await page.getByTestId("sign-in-form").getByLabel("Email or username").fill(email);
  await page.getByTestId("sign-in-form").getByLabel("Password").fill("e2e-pass-123");
  await page.getByTestId("sign-in-form").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
  const id = (await (await page.request.get("/api/auth/user")).json()) as { user?: { id: string }; id?: string };
  return { email, id: id.user?.id ?? id.id ?? "" };
}

function createRoom(hostId: string) {
  const id = `e2e-room-${crypto.randomUUID().slice(0, 8)}`;
  d1(
    `INSERT INTO live_rooms (id, title, description, host_id, created_at) VALUES (${q(id)}, ${q(`Should cities go car-free? ${id}`)}, 'An e2e room.', ${q(hostId)}, ${q(new Date().toISOString())})`,
  );
  return id;
}

async function secondBrowser(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe("live room", () => {
  test("two premium members see each other's arguments and likes live", async ({
    page,
    browser,
    jsEnabled,
    checkA11y,
  }) => {
    test.skip(!jsEnabled, "live participation needs JavaScript");
    const host = await premiumMember(page, "Host");
    const roomId = createRoom(host.id);
    await page.goto(`/live-rooms/${roomId}`);
    await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "open");

    const guestPage = await secondBrowser(browser);
    await premiumMember(guestPage, "Guest");
    await guestPage.goto(`/live-rooms/${roomId}`);
    await hydrated(guestPage);
    await expect(guestPage.getByTestId("connection")).toHaveAttribute("data-state", "open");
    await expect(page.getByTestId("online-count")).toHaveText("2 online");

    await page.getByRole("button", { name: "Support" }).click();
    await guestPage.getByRole("button", { name: "Oppose" }).click();
    await page.getByRole("button", { name: "Start session" }).click();
    await expect(guestPage.getByTestId("session-status")).toHaveText("Live");
    await checkA11y();

    await page.getByLabel("Your argument").fill("Car-free centres cut pollution.");
    await page.getByRole("button", { name: "Post argument" }).click();
    const onGuest = guestPage.getByTestId("argument").filter({ hasText: "Car-free centres cut pollution." });
    await expect(onGuest).toBeVisible();
    await guestPage.getByLabel("Your argument").fill("Deliveries need access.");
    await guestPage.getByRole("button", { name: "Post argument" }).click();
    await expect(page.getByTestId("argument").filter({ hasText: "Deliveries need access." })).toBeVisible();

    await onGuest.getByRole("button", { name: "Like" }).click();
    await expect(page.getByTestId("argument").filter({ hasText: "Car-free" }).getByTestId("likes")).toHaveText(
      "1 like",
    );
    await expect(onGuest.getByTestId("likes")).toHaveText("1 like");
    await checkA11y(guestPage);
    await guestPage.context().close();
  });

  test("without JavaScript the page shows the transcript and says live participation needs it", async ({
    page,
    browser,
    jsEnabled,
    checkA11y,
  }) => {
    test.skip(jsEnabled, "the JavaScript-off project checks this");
    const host = await premiumMember(page, "Reader");
    const roomId = createRoom(host.id);
    // Someone with JavaScript speaks first (a JavaScript-on browser beside this one).
    const context = await browser.newContext({ javaScriptEnabled: true });
    const speaker = await context.newPage();
    await premiumMember(speaker, "Speaker");
    d1(
      `UPDATE live_rooms SET host_id = (SELECT id FROM users WHERE first_name = 'Speaker' ORDER BY created_at DESC LIMIT 1) WHERE id = ${q(roomId)}`,
    );
    await speaker.goto(`/live-rooms/${roomId}`);
    await expect(speaker.getByTestId("connection")).toHaveAttribute("data-state", "open");
    await speaker.getByRole("button", { name: "Support" }).click();
    await speaker.getByRole("button", { name: "Start session" }).click();
    await speaker.getByLabel("Your argument").fill("Readers without scripts can see this.");
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
});
