/**
 * Remix classic compiler. It builds the whole page Worker into build/server/index.js: the
 * Worker entry, workers/app.ts (`server`), which imports the app (routes, entry.server) as
 * `@remix-run/dev/server-build`, the maintenance Cron Trigger and the LiveRoom Durable Object. One
 * bundle, so every module is in it once; wrangler.toml's `main` is that file. (Before, wrangler
 * bundled workers/app.ts from source around the Remix build, and every package and app module
 * both used, such as zod, i18next, drizzle and the translations, shipped twice: 613 KB gzip.)
 * Runtime modules (cloudflare:workers, node:*) stay imports for workerd to provide. React and React
 * Router (react, react-dom, react-router, react-router-dom, @remix-run/router) stay imports too, for
 * wrangler to bundle, once: wrangler.toml's [alias] gives the server `react-dom` and
 * `react-dom/server` without the browser's renderer, and React Router's ES modules (decision 0099).
 * They go together: react-router-dom/server, a CommonJS file, `require`s React, which an ES
 * bundle cannot do for a package it leaves out ("Dynamic require of "react" is not supported").
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  server: "./workers/app.ts",
  // `remix watch` (npm run dev) watches app/ and the entry; these are the entry's other modules.
  watchPaths: ["./workers/cron.ts", "./workers/rooms"],
  serverBuildPath: "build/server/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverMainFields: ["browser", "module", "main"],
  serverDependenciesToBundle: [
    /^(?!cloudflare:|node:|(react|react-dom|react-router|react-router-dom|@remix-run\/router)(\/|$))/,
  ],
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  serverMinify: true,
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
