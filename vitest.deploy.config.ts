/**
 * The tests of `npm run deploy:check` (tests/deploy): they run scripts/deploy-check.ts in Node, as
 * `npm run deploy` does, on the bundles `npm run build` wrote (npm test builds first).
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
    testTimeout: 300_000,
  },
});
