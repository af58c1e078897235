/**
 * Remix classic compiler. It builds the app (routes, entry.server) into
 * build/server/index.js; wrangler bundles the Worker entry, workers/app.ts, which
 * imports that build as `@remix-run/dev/server-build` (an alias in wrangler.toml).
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverBuildPath: "build/server/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverMainFields: ["browser", "module", "main"],
  serverDependenciesToBundle: "all",
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
