/**
 * Browser tests of the whole product on one machine, served the way people serve it: by the real
 * scripts/start.mjs, as `npm start` (project `npm-start`: the acceptance test of the local stand-ins)
 * and as `npm run start:prod` (project `production`: the core journeys in production mode, with its
 * mail API, Turnstile and no outbox), and last (project `restart`) that `npm start` survives the death of
 * its `wrangler dev` (decision 0127). tests/e2e-local/global-setup.ts starts both on free ports with
 * fresh databases and vars files, and checks that each stops cleanly at the end. Same Chromium and
 * launch options as playwright.config.ts; JavaScript on (production's sign-up needs Turnstile, which
 * needs it), except in the specs that say otherwise (payments.spec.ts runs with it off too).
 */
import { defineConfig } from "@playwright/test";

import base from "./playwright.config";

export default defineConfig<{ serverMode: "development" | "production" }>({
  testDir: "./tests/e2e-local",
  outputDir: "./test-results/local",
  globalSetup: "./tests/e2e-local/global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report/local" }]],
  use: { ...base.use, javaScriptEnabled: true },
  projects: [
    {
      name: "npm-start",
      testMatch: /(acceptance|payments)\.spec\.ts$/,
      use: { browserName: "chromium", baseURL: process.env.E2E_START_URL, serverMode: "development" },
    },
    {
      name: "production",
      testMatch: /(core-journeys|payments)\.spec\.ts$/,
      use: { browserName: "chromium", baseURL: process.env.E2E_PROD_URL, serverMode: "production" },
    },
    {
      // Kills the development server's wrangler dev: after the others, which use that server.
      name: "restart",
      testMatch: /restart\.spec\.ts$/,
      dependencies: ["npm-start", "production"],
      use: { browserName: "chromium", baseURL: process.env.E2E_START_URL, serverMode: "development" },
    },
  ],
});
