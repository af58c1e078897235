/**
 * The API contract's tests that run in Node (tests/contract): the OpenAPI validator compiles JSON
 * Schemas into functions (Ajv), which workerd forbids. They need no build: the document is made
 * in-process from the same modules `npm run build` writes it with (scripts/build-openapi.ts).
 */
import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/contract/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
  },
});
