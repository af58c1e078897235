// A small rule set that catches real bugs: floating promises, misused promises,
// hooks misuse, accessibility mistakes in JSX. Formatting is Prettier's job.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

import layers from "./scripts/imports/eslint-rule.mjs";

// `import { z }` is zod's whole namespace object, which no bundler can trim: it put every
// locale and the JSON Schema code (about 66 KB gzip) in the page Worker. `import * as z`
// lets esbuild keep only what is used.
const zodSyntax = [
  {
    selector: "ImportDeclaration[source.value=/(^zod|\\/zod)$/] > ImportSpecifier[imported.name='z']",
    message: 'Write `import * as z from "~/utils/zod"` (decision 0015).',
  },
];
// Schemas import zod through app/utils/zod.ts, which sets `jitless` before any schema is built
// (no eval probe for the Content-Security-Policy to report). Types may come from zod itself.
const zodImport = {
  name: "zod",
  message: 'Write `import * as z from "~/utils/zod"` (app/utils/zod.ts: jitless, no eval probe).',
  allowTypeImports: true,
};

// One function decides every redirect target (docs/security.md, "Redirects"): the app builds
// redirects only with localRedirect / serviceRedirect of app/utils/redirect.server.ts.
const REDIRECT_MESSAGE =
  "Redirect with localRedirect (a path here, checked by safeRedirect) or serviceRedirect (an outside service's own address) from ~/utils/redirect.server.";
const redirectImports = [
  "@remix-run/cloudflare",
  "@remix-run/node",
  "@remix-run/server-runtime",
  "@remix-run/react",
].map((name) => ({ name, importNames: ["redirect", "redirectDocument", "replace"], message: REDIRECT_MESSAGE }));
// Remix's runtime functions from its ES modules (app/utils/remix.server.ts): through the CommonJS
// @remix-run/cloudflare, the page Worker keeps all of @remix-run/server-runtime (decision 0110). Types are fine.
const remixRuntimeImport = {
  name: "@remix-run/cloudflare",
  importNames: ["createCookie", "data", "json", "createRequestHandler", "createCookieSessionStorage"],
  allowTypeImports: true,
  message: "Import Remix's runtime functions from ~/utils/remix.server (decision 0110: the page Worker's size).",
};
const redirectSyntax = [
  {
    selector: "CallExpression[callee.object.name='Response'][callee.property.name='redirect']",
    message: REDIRECT_MESSAGE,
  },
  { selector: "Property[key.name='Location']", message: REDIRECT_MESSAGE },
  { selector: "Property[key.value=/^location$/i]", message: REDIRECT_MESSAGE },
  {
    selector: "CallExpression[callee.property.name=/^(set|append)$/][arguments.0.value=/^location$/i]",
    message: REDIRECT_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      // Left by an interrupted `npm run typegen` (gitignored).
      ".typegen-*",
      "public/build/",
      // Written by scripts/build-pwa.mjs (docs/pwa.md): the bundled service worker.
      "public/sw.js",
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
      "no-restricted-syntax": ["error", ...zodSyntax],
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodImport] }],
    },
  },
  // Redirects: app/utils/redirect.server.ts is the only way the app builds one (docs/security.md).
  {
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    ignores: ["app/utils/redirect.server.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": ["error", ...zodSyntax, ...redirectSyntax],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [zodImport, ...redirectImports, remixRuntimeImport] },
      ],
    },
  },
  {
    files: ["app/utils/zod.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  // The floors of docs/architecture.md: imports point down, another domain only through its face,
  // nothing under app/ imports workers/ (scripts/imports/layers.mjs). Tests may reach anywhere.
  {
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts", "scripts/**/*.{ts,mjs}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { layers },
    rules: { "layers/imports-point-down": "error" },
  },
  {
    files: ["scripts/**", "tests/e2e/**", "*.config.{js,ts}", ".ci/**"],
    languageOptions: { globals: { ...globals.node } },
  },
);
