/**
 * Browser tests: Debian's Chromium (never a downloaded browser) through Playwright,
 * against the built app served by `wrangler dev` on a free port with a fresh,
 * seeded local D1 (tests/e2e/global-setup.ts). Every test runs twice: with
 * JavaScript on and with it off.
 */
import { defineConfig } from "@playwright/test";

import { chromiumPath } from "./tests/e2e/chromium";

export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: "./test-results",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // The service worker (docs/pwa.md) would sit between the page and page.route(); the specs that
    // test it (tests/e2e/pwa.spec.ts) allow it, the others test the pages without it.
    serviceWorkers: "block",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js-on", use: { browserName: "chromium", javaScriptEnabled: true } },
    { name: "js-off", use: { browserName: "chromium", javaScriptEnabled: false } },
  ],
});
