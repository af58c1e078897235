/**
 * The installable app (docs/pwa.md) in Chromium, with its service worker allowed (the other specs
 * block it): a debate read offline with the offline bar; a vote and a comment made offline, sent
 * once when the connection returns; a signed-in page never served from the cache, before or after
 * sign-out; the manifest, icons and installability; axe on the offline page. Without JavaScript
 * there is no worker, and the pages work as before.
 */
import type { BrowserContext, Page } from "@playwright/test";

import { expect, test } from "./fixtures";

test.use({ serviceWorkers: "allow" });

/** The offline emulation's failed loads (fonts, route discovery) are the browser's own messages, not the app's. */
const OFFLINE_NOISE = /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/;

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

/** A citizen signed up, confirmed and signed in through the product. */
async function signUpAndSignIn(page: Page, first: string, last: string) {
  const email = `e2e-pwa-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const response = await page.request.post("/api/register-user", {
    data: { firstName: first, lastName: last, email, password: "e2e-pass-123", confirmPassword: "e2e-pass-123" },
  });
  expect(response.status()).toBe(201);
  await page.goto("/login");
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email or username").fill(email);
  await form.getByLabel("Password").fill("e2e-pass-123");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toHaveText(`Signed in as ${first} ${last}`);
  await confirmEmail(page, email);
  return email;
}

/**
 * Waits until the service worker controls the page. It claims the open pages when it activates, but
 * a page whose navigation was under way at that moment may be left out (Chromium): that page is
 * loaded again, as the citizen's next visit would be.
 */
async function controlled(page: Page) {
  const isControlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  try {
    await expect.poll(isControlled, { timeout: 5_000 }).toBe(true);
  } catch {
    await page.reload();
  }
  try {
    await expect.poll(isControlled, { timeout: 30_000 }).toBe(true);
  } catch (error) {
    const state = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => ({
        installing: r.installing?.state,
        waiting: r.waiting?.state,
        active: r.active?.state,
      })),
    );
    throw new Error(`not controlled: ${JSON.stringify(state)}`, { cause: error });
  }
}

/**
 * Loads `path` as a document without waiting for hydration (the fixture's goto waits for it): the
 * offline page has no scripts. A load that fails (no worker to answer offline) is left as it is.
 * Only the path is awaited: `?lng=` is dropped from the address by a redirect (the visit's language).
 */
async function visit(page: Page, path: string) {
  const pathname = new URL(path, "http://x").pathname;
  await page.evaluate((p) => location.assign(p), path);
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState("load", { timeout: 15_000 }).catch(() => undefined);
}

/** Whether the worker holds a saved copy of `path` (its key: app/pwa/rules.ts pageCacheKey). */
async function savedCopy(page: Page, path: string) {
  return page.evaluate(async (p) => {
    const cache = await caches.open("ds-pages");
    const hit = await cache.match(new URL(p, location.origin).href);
    return hit ? await hit.text() : null;
  }, path);
}

/** A debate of the seed, picked by its place in the newest-first list, read through the JSON API. */
async function debateAt(page: Page, index: number) {
  const response = await page.request.get("/api/debates?region=global&sort=newest");
  const body = (await response.json()) as { debates?: { id: string; title: string }[] } | { id: string }[];
  const list = Array.isArray(body) ? body : (body.debates ?? []);
  const debate = list[index % list.length];
  if (!debate) throw new Error("the seed has no debates");
  return debate.id;
}

async function setOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
}

test.describe("the installable app", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "the service worker needs JavaScript");

  test("a debate opened online reads offline with the bar; a vote and a comment made offline are sent once", async ({
    page,
    context,
    allowConsoleError,
    checkA11y,
  }) => {
    test.slow();
    allowConsoleError(OFFLINE_NOISE);
    await signUpAndSignIn(page, "Ritu", "Offline");
    const id = await debateAt(page, 7);
    await page.goto(`/debates/${id}`);
    await controlled(page);
    // Read again with the worker in charge: the signed-in page is not stored, its public copy is.
    await page.reload();
    await expect.poll(() => savedCopy(page, `/debates/${id}`), { timeout: 20_000 }).not.toBeNull();
    const copy = (await savedCopy(page, `/debates/${id}`)) ?? "";
    expect(copy).not.toContain("Ritu");
    expect(copy).not.toContain("signed-in-as");

    await setOffline(context, true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const bar = page.getByRole("status").filter({ hasText: "You are offline" });
    await expect(bar).toContainText(/You are offline\. This page was last updated at \d/);
    await checkA11y();

    // A vote: kept on the device, and the citizen is told.
    const section = page.getByRole("region", { name: "Vote", exact: true });
    await section.getByRole("button", { name: "Support" }).click();
    await expect(page.getByTestId("vote-queued")).toContainText("Your vote to support is saved on this device");
    await expect(page.getByTestId("toast")).toContainText("Your vote is saved on this device");
    // A comment: kept too, and its box empties (so the same words are not sent twice).
    const text = `Ritu, from a tunnel ${crypto.randomUUID().slice(0, 6)}`;
    const form = page.getByTestId("comment-form");
    await form.getByLabel("Your comment").fill(text);
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByTestId("toast")).toContainText("Your comment is saved on this device");
    await expect(form.getByLabel("Your comment")).toHaveValue("");
    // Nothing reached the server yet (the test's own requests do not go through the browser's network).
    expect(await (await page.request.get("/api/user/votes")).json()).toEqual([]);

    await setOffline(context, false);
    await expect(page.getByTestId("toast")).toContainText(/made offline was (sent|posted)/, { timeout: 20_000 });
    const votes = async () => (await (await page.request.get("/api/user/votes")).json()) as unknown[];
    const mine = async () => {
      // Newest first, 50 a page: the comment is on the first.
      const all = await page.request.get(`/api/debates/${id}/all-comments`);
      return ((await all.json()) as { content: string }[]).filter((c) => c.content === text);
    };
    await expect.poll(votes, { timeout: 20_000 }).toEqual([{ debateId: id, position: "for" }]);
    await expect.poll(async () => (await mine()).length, { timeout: 20_000 }).toBe(1);
    // The page reads live again, as the citizen: their vote is there.
    await expect(page.getByTestId("your-vote")).toHaveText("You supported this", { timeout: 20_000 });

    // Another visit, another chance to send: nothing is sent twice.
    await page.reload();
    await controlled(page);
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: "flush" }));
    expect(await votes()).toEqual([{ debateId: id, position: "for" }]);
    expect(await mine()).toHaveLength(1);
  });

  test("a signed-in page is never served from the cache: not while signed in, not after sign-out", async ({
    page,
    context,
    allowConsoleError,
  }) => {
    test.slow();
    allowConsoleError(OFFLINE_NOISE);
    const email = await signUpAndSignIn(page, "Kabir", "Shared");
    await page.goto("/settings");
    await controlled(page);
    // The plant: the citizen's e-mail address, which only their own pages show.
    await page.reload();
    await expect(page.getByText(email).first()).toBeVisible();
    const id = await debateAt(page, 9);
    await page.goto(`/debates/${id}`);
    await expect.poll(() => savedCopy(page, `/debates/${id}`), { timeout: 20_000 }).not.toBeNull();

    await setOffline(context, true);
    await visit(page, "/settings");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
    await setOffline(context, false);

    // Nothing stored anywhere holds the plant, nor the name.
    const stored = async () =>
      page.evaluate(async () => {
        const texts: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) texts.push((await (await cache.match(request))?.text()) ?? "");
        }
        return texts.join("\n");
      });
    const before = await stored();
    expect(before).not.toContain(email);
    expect(before).not.toContain("Kabir");

    await page.goto("/");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByTestId("toast")).toContainText("You have signed out.");
    // Sign-out cleared what the site stored here (Clear-Site-Data): the next person finds nothing of Kabir's.
    await expect.poll(async () => (await stored()).includes("Kabir") || (await stored()).includes(email)).toBe(false);
    await setOffline(context, true);
    await visit(page, "/settings");
    await expect(page.locator("body")).not.toContainText(email);
    await setOffline(context, false);
  });

  test("installable: a manifest in the page's language, its icons, and a worker that answers offline", async ({
    page,
  }) => {
    await page.goto("/?lng=hi");
    await controlled(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.hi.webmanifest");
    const manifest = (await (await page.request.get(href ?? "")).json()) as {
      name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ name: "डिबेटस्टॉर्म", lang: "hi", start_url: "/", display: "standalone" });
    expect(manifest.theme_color).toBe("#1e1b4b");
    expect(manifest.shortcuts).toEqual([
      expect.objectContaining({ name: "ग्लोबल स्टॉर्म", url: "/?region=global" }),
      expect.objectContaining({ name: "भारत पल्स", url: "/?region=bharat" }),
    ]);
    for (const [size, purpose] of [
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ] as const) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const png = await page.request.get(icon?.src ?? "");
      expect(png.headers()["content-type"]).toBe("image/png");
      const bytes = await png.body();
      // The PNG's own width and height (IHDR).
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(size);
    }
    const sw = await page.request.get("/sw.js");
    expect(sw.headers()["cache-control"]).toBe("no-cache");
    expect(sw.headers()["content-type"]).toMatch(/javascript/);

    // Chromium's own installability check (what Lighthouse's installable-manifest audit asked). A
    // test browser's profile is incognito-like, which Chromium reports by itself; nothing else may be.
    const cdp = await page.context().newCDPSession(page);
    const { errors } = (await cdp.send("Page.getAppManifest", {})) as { errors: { message: string }[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId).filter((e) => e !== "in-incognito")).toEqual([]);
  });

  test("the offline page: in the reader's language, accessible, without scripts", async ({
    page,
    context,
    allowConsoleError,
    checkA11y,
  }) => {
    allowConsoleError(OFFLINE_NOISE);
    await page.goto("/help");
    await controlled(page);
    await setOffline(context, true);
    // An address never saved: the offline page answers it (no scripts: it must not hydrate there).
    await visit(page, "/admin/users");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    expect(await page.locator("script").count()).toBe(0);
    await checkA11y();
    await setOffline(context, false);
    await visit(page, "/offline?lng=bn");
    await expect(page.getByRole("heading", { name: "আপনি অফলাইনে আছেন" })).toBeVisible();
    await checkA11y();
  });
});

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "the JavaScript-off path");

  test("no worker is installed, no bar is shown, and a comment posts as before", async ({ page, context }) => {
    test.slow();
    await signUpAndSignIn(page, "Noor", "Plain");
    const id = await debateAt(page, 11);
    await page.goto(`/debates/${id}`);
    await expect(page.getByTestId("offline-bar")).toBeEmpty();
    const text = `Noor, no scripts ${crypto.randomUUID().slice(0, 6)}`;
    const form = page.getByTestId("comment-form");
    await form.getByLabel("Your comment").fill(text);
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByTestId("comment").filter({ hasText: text })).toHaveCount(1);
    expect(context.serviceWorkers()).toEqual([]);
  });
});
