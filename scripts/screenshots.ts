/**
 * `npm run screenshots`: the product at a phone's, a tablet's and a desktop's width, written to
 * docs/screenshots/ so a reviewer sees it without running it (issue 28). Serves the build exactly
 * as the browser tests do (tests/e2e/global-setup.ts: wrangler dev, a fresh seeded D1, the local
 * stand-ins) and drives Debian's Chromium through Playwright: the home page, a debate and the
 * admin's users table at 390, 768 and 1280 px in English, and the home page in Hindi and a debate
 * in Bengali on a phone. Each PNG is the first screen (not the whole page), reduced to a
 * 128-colour palette by sharp (libimagequant): they are docs, not pixels to compare.
 *
 * Needs a build (`npm run screenshots` builds first). The seed's clock and content are fixed, but
 * relative times ("3 hours ago") follow the day the script runs.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

import { chromium, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";

import { chromiumPath } from "../tests/e2e/chromium";
import globalSetup from "../tests/e2e/global-setup";
import { E2E_SECRETS } from "../tests/e2e/secrets";

const root = resolve(import.meta.dirname, "..");
const out = join(root, "docs", "screenshots");
const WIDTHS = { phone: [390, 844], tablet: [768, 1024], desktop: [1280, 800] } as const;
type Width = keyof typeof WIDTHS;

/** One picture: a name, the page (found on the way), its language and widths, who is signed in. */
interface Shot {
  name: string;
  lng: "en" | "hi" | "bn";
  widths: Width[];
  admin?: boolean;
  path: (page: Page) => Promise<string>;
}

const debate = async (page: Page) => {
  await page.goto("/");
  const id = (await page.getByTestId("debate-card").first().getAttribute("id"))?.replace(/^debate-/, "");
  if (!id) throw new Error("no debate card on the home page");
  return `/debates/${id}`;
};

const SHOTS: Shot[] = [
  { name: "home", lng: "en", widths: ["phone", "tablet", "desktop"], path: async () => "/" },
  { name: "debate", lng: "en", widths: ["phone", "tablet", "desktop"], path: debate },
  {
    name: "admin-users",
    lng: "en",
    widths: ["phone", "tablet", "desktop"],
    admin: true,
    path: async () => "/admin/users",
  },
  { name: "home-hi", lng: "hi", widths: ["phone"], path: async () => "/" },
  { name: "debate-bn", lng: "bn", widths: ["phone"], path: debate },
];

async function signInAsAdmin(page: Page) {
  await page.goto("/admin?lng=en");
  const form = page.getByTestId("admin-sign-in-form");
  await form.getByLabel("Username").fill(E2E_SECRETS.DEV_ADMIN_USERNAME);
  await form.getByLabel("Password").fill(E2E_SECRETS.DEV_ADMIN_PASSWORD);
  await form.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("admin-signed-in-as").waitFor();
}

async function capture(browser: Browser, baseURL: string, shot: Shot) {
  const context = await browser.newContext({ baseURL, serviceWorkers: "block", reducedMotion: "reduce" });
  try {
    const page = await context.newPage();
    if (shot.admin) await signInAsAdmin(page);
    const path = await shot.path(page);
    await page.goto(`${path}?lng=${shot.lng}`);
    for (const width of shot.widths) {
      const [w, h] = WIDTHS[width];
      await page.setViewportSize({ width: w, height: h });
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const png = await page.screenshot({ animations: "disabled", caret: "hide" });
      const file = join(out, `${shot.name}-${w}.png`);
      await sharp(png).png({ palette: true, colours: 128, compressionLevel: 9, effort: 10 }).toFile(file);
      console.log(`${file.slice(root.length + 1)}: ${(statSync(file).size / 1024).toFixed(0)} KB`);
    }
  } finally {
    await context.close();
  }
}

async function main() {
  const teardown = await globalSetup();
  const baseURL = process.env.E2E_BASE_URL;
  const executablePath = chromiumPath();
  if (!baseURL || !executablePath) throw new Error("the server or Chromium did not start");
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    mkdirSync(out, { recursive: true });
    for (const old of readdirSync(out).filter((f) => f.endsWith(".png"))) rmSync(join(out, old));
    for (const shot of SHOTS) await capture(browser, baseURL, shot);
  } finally {
    await browser.close();
    await teardown();
  }
}

await main();
