// A small rule set that catches real bugs: floating promises, misused promises,
// hooks misuse, accessibility mistakes in JSX. Formatting is Prettier's job.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      // Left by an interrupted `npm run typegen` (gitignored).
      ".typegen-*",
      "public/build/",
      "**/.wrangler/",
      "node_modules/",
      "migrations/",
      "test-results/",
      "playwright-report/",
      "tests/.artifacts/",
      // Written by scripts/prepare-infographic.mjs: satori's build without its HarfBuzz copy, fonts, wasm.
      "workers/infographic/generated/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.worker },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn", "log"] }],
      // `import { z }` is zod's whole namespace object, which no bundler can trim: it put every
      // locale and the JSON Schema code (about 66 KB gzip) in the page Worker. `import * as z`
      // lets esbuild keep only what is used.
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/(^zod|models\\/zod)$/] > ImportSpecifier[imported.name='z']",
          message: 'Write `import * as z from "~/models/zod"` (decision 0015).',
        },
      ],
      // Schemas import zod through app/models/zod.ts, which sets `jitless` before any schema is built
      // (no eval probe for the Content-Security-Policy to report). Types may come from zod itself.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message: 'Write `import * as z from "~/models/zod"` (app/models/zod.ts: jitless, no eval probe).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/models/zod.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  {
    files: ["scripts/**", "tests/e2e/**", "*.config.{js,ts}", ".ci/**"],
    languageOptions: { globals: { ...globals.node } },
  },
);
