/**
 * Unit and integration tests run inside workerd (the Workers runtime) with the
 * bindings of wrangler.toml: a real local D1 with the real migrations applied,
 * KV, and the LiveRoom Durable Object. The Worker under test is what `wrangler deploy` uploads,
 * build/page/index.js: workers/app.ts and the app as `remix build` bundles them into wrangler.toml's
 * main, bundled again by wrangler with React and the [alias] of wrangler.toml (`npm run build`
 * runs first); the infographic, news, payments and sign-in Workers run beside it from
 * their deployment bundles (`npm run build:infographic`, `build:news`, `build:payments`, `build:signin`).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

import { buildLocales } from "./scripts/build-locales.mjs";
import { generateVapidKeys } from "./scripts/vapid-keys.mjs";

import {
  STRIPE_TEST_PREMIUM_PRICE,
  STRIPE_TEST_PUBLISHABLE_KEY,
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
} from "./tests/fakes/stripe-server";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The modules of the infographic Worker's bundle: index.js, then its WebAssembly and the fonts'
 * character maps (the fonts themselves are its static assets, build/infographic-assets).
 */
function infographicModules() {
  const dir = path("./build/infographic");
  if (!existsSync(join(dir, "index.js"))) {
    throw new Error(
      "build/infographic/index.js is missing: run `npm run build` (or `npm run build:infographic`) first.",
    );
  }
  const files = readdirSync(dir);
  return [
    { type: "ESModule" as const, path: join(dir, "index.js") },
    ...files.filter((f) => f.endsWith(".wasm")).map((f) => ({ type: "CompiledWasm" as const, path: join(dir, f) })),
    ...files.filter((f) => f.endsWith(".bin")).map((f) => ({ type: "Data" as const, path: join(dir, f) })),
  ];
}

/** The news, payments or sign-in Worker's bundle (`npm run build:<name>`): one module. */
function bundleModules(name: "news" | "payments" | "signin") {
  const file = path(`./build/${name}/index.js`);
  if (!existsSync(file)) {
    throw new Error(`build/${name}/index.js is missing: run \`npm run build\` (or \`npm run build:${name}\`) first.`);
  }
  return [{ type: "ESModule" as const, path: file }];
}

/** The D1 database and KV namespace ids of wrangler.toml, which the news Worker shares. */
function sharedStorageIds() {
  const toml = readFileSync(path("./wrangler.toml"), "utf8");
  const d1 = /^database_id\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
  const kv = /^\[\[kv_namespaces\]\][^[]*?^id\s*=\s*"([^"]+)"/ms.exec(toml)?.[1];
  if (!d1 || !kv) throw new Error("wrangler.toml: no D1 database_id or KV namespace id found.");
  return { d1, kv };
}

/**
 * `npm run test:unit` (VITEST_SCOPE=unit): the tests beside the code in app/ and workers/, which
 * need neither the Remix build nor the infographic bundle. `npm run test:integration`: those
 * and tests/integration, against the built Worker and the infographic Worker's bundle.
 */
const unitOnly = process.env.VITEST_SCOPE === "unit";

export default defineConfig(async () => {
  // The Worker reads its strings from the static assets (public/strings, app/i18n/i18n.server.ts):
  // written here too, so that unit tests, which need no build, find the current ones.
  buildLocales();
  const migrations = await readD1Migrations(path("./migrations"));
  // Web Push: a VAPID key pair made as `node scripts/vapid-keys.mjs` makes the secrets, fresh for each run.
  const vapid = await generateVapidKeys();
  // The page Worker's (which queues and subscribes) and the news Worker's (the push queue's consumer: it signs and encrypts).
  const vapidVars = {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey ?? "",
    VAPID_SUBJECT: "mailto:push-tests@debatestorm.example",
  };
  return {
    plugins: [
      cloudflareTest(({ inject }) => {
        const feeds = inject("feedServer");
        // News feeds: the local feed server (tests/fakes/feed-server.ts), short timeout, 1 MB cap.
        // For the news Worker, and for the tests that run ingestion from source with the test env.
        const newsVars = {
          NEWS_FEEDS_GLOBAL: feeds.global.join(","),
          NEWS_FEEDS_BHARAT: feeds.bharat.join(","),
          NEWS_FEED_TIMEOUT_MS: "1500",
          NEWS_MAX_FEED_BYTES: "1000000",
          NEWS_DEBATES_PER_RUN: "50",
        };
        return {
          wrangler: { configPath: "./wrangler.toml" },
          // Integration: the page Worker exactly as wrangler bundles it for deployment (`npm run
          // build:page`, build/page): the Remix build with React and wrangler.toml's [alias] applied.
          main: unitOnly ? "./tests/setup/unit-worker.ts" : "./build/page/index.js",
          miniflare: {
            bindings: {
              ...newsVars,
              TEST_MIGRATIONS: migrations,
              APP_ENV: "test",
              // Longer than any test: the card tests run the CardRenderer's alarm themselves
              // (runDurableObjectAlarm), so it never fires on its own in the middle of one.
              CARD_REDRAW_DELAY_MS: "600000",
              // The same for hot debates' counters (tests/integration/debate-counter.test.ts runs
              // runDurableObjectAlarm to write their votes to D1); the threshold stays the default (600).
              COUNTER_FLUSH_MS: "600000",
              // No edge cache: tests read pages a moment after writing what they show. The edge
              // cache's own tests turn it on per request (tests/integration/edge-cache.test.ts).
              EDGE_CACHE_SECONDS: "0",
              SESSION_SECRET: "test-session-secret-0123456789abcdef0123456789",
              DEV_ADMIN_USERNAME: "testadmin",
              DEV_ADMIN_EMAIL: "testadmin@debatestorm.local",
              DEV_ADMIN_PASSWORD: "test-admin-password",
              DEMO_USER_PASSWORD: "test-demo-password",
              // Stripe: the local server speaking its API (tests/fakes/stripe-server.ts).
              STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
              STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
              STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_PUBLISHABLE_KEY,
              STRIPE_PREMIUM_PRICE_ID: STRIPE_TEST_PREMIUM_PRICE,
              STRIPE_API_URL: inject("stripeApiUrl"),
              // Web Push to the local push service (tests/fakes/push-service.ts, http: allowed outside production).
              ...vapidVars,
            },
            // The infographic Worker, as wrangler bundles it for deployment (`npm run build:infographic`),
            // behind the INFOGRAPHIC service binding of wrangler.toml.
            // Unit tests never draw a card nor run the news: without the bundles, these bindings
            // answer 503 and say why.
            ...(unitOnly
              ? {
                  serviceBindings: {
                    INFOGRAPHIC: () =>
                      new Response("The infographic Worker is not started for unit tests (npm run test:integration).", {
                        status: 503,
                      }),
                    NEWS: () =>
                      new Response("The news Worker is not started for unit tests (npm run test:integration).", {
                        status: 503,
                      }),
                    PAYMENTS: () =>
                      new Response("The payments Worker is not started for unit tests (npm run test:integration).", {
                        status: 503,
                      }),
                    SIGNIN: () =>
                      new Response("The sign-in Worker is not started for unit tests (npm run test:integration).", {
                        status: 503,
                      }),
                  },
                }
              : {}),
            workers: unitOnly
              ? []
              : [
                  {
                    name: "debatestorm-infographic",
                    modulesRoot: path("./build/infographic"),
                    modules: infographicModules(),
                    compatibilityDate: "2026-11-01",
                    compatibilityFlags: ["nodejs_compat"], // as workers/infographic/wrangler.toml (node:zlib)
                    // Its fonts, as [assets] in workers/infographic/wrangler.toml: every request reaches
                    // the Worker first (miniflare's router needs telling that there is one).
                    assets: {
                      directory: path("./build/infographic-assets"),
                      binding: "ASSETS",
                      run_worker_first: true,
                      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
                    },
                  },
                  // The news Worker, as wrangler bundles it (`npm run build:news`), behind the NEWS
                  // service binding (entrypoint NewsRunner), on the same D1 database and KV namespace;
                  // and the consumer of the notify and push queues, as workers/news/wrangler.toml
                  // [[queues.consumers]] (decision 0120): the page Worker's messages are delivered here.
                  {
                    name: "debatestorm-news",
                    modulesRoot: path("./build/news"),
                    modules: bundleModules("news"),
                    compatibilityDate: "2026-11-01",
                    compatibilityFlags: ["nodejs_compat"], // as workers/news/wrangler.toml
                    d1Databases: { DB: sharedStorageIds().d1 },
                    kvNamespaces: { CACHE: sharedStorageIds().kv },
                    assets: { directory: path("./build/news-assets"), binding: "ASSETS" },
                    bindings: { ...newsVars, ...vapidVars, APP_ENV: "test" },
                    queueProducers: {
                      PUSH_QUEUE: { queueName: "debatestorm-push" },
                      NOTIFY_QUEUE: { queueName: "debatestorm-notify" },
                    },
                    queueConsumers: {
                      "debatestorm-push": {
                        maxBatchSize: 10,
                        maxBatchTimeout: 1,
                        maxRetries: 5,
                        deadLetterQueue: "debatestorm-push-dlq",
                      },
                      "debatestorm-notify": {
                        maxBatchSize: 10,
                        maxBatchTimeout: 1,
                        maxRetries: 5,
                        deadLetterQueue: "debatestorm-notify-dlq",
                      },
                    },
                  },
                  // The payments Worker, as wrangler bundles it (`npm run build:payments`), behind the
                  // PAYMENTS service binding (entrypoint Payments): the real Stripe SDK, pointed by the
                  // credentials the page Worker passes at the local Stripe server (STRIPE_API_URL above).
                  {
                    name: "debatestorm-payments",
                    modulesRoot: path("./build/payments"),
                    modules: bundleModules("payments"),
                    compatibilityDate: "2026-11-01",
                    compatibilityFlags: ["nodejs_compat"], // as workers/payments/wrangler.toml
                  },
                  // The sign-in Worker (`npm run build:signin`), behind the SIGNIN service binding
                  // (entrypoint SignIn): OpenID Connect, for the provider the e2e tests run.
                  {
                    name: "debatestorm-signin",
                    modulesRoot: path("./build/signin"),
                    modules: bundleModules("signin"),
                    compatibilityDate: "2026-11-01",
                    compatibilityFlags: ["nodejs_compat"], // as workers/signin/wrangler.toml
                  },
                ],
          },
        };
      }),
    ],
    resolve: {
      alias: {
        "~": path("./app"),
        // For tests that import workers/app.ts from source (its scheduled handler, its refusal
        // without secrets): the bundled Worker stands in for the Remix build it imports, which
        // these paths never reach.
        // The deployed Worker bundle (npm run build), for tests that call its handlers directly.
        "~built-worker": path("./build/page/index.js"),
        // The news Worker's bundle (npm run build), for the tests of its Cron Trigger.
        "~built-news-worker": path("./build/news/index.js"),
      },
    },
    test: {
      include: [
        "app/**/*.test.{ts,tsx}",
        "workers/**/*.test.ts",
        "local/**/*.test.ts",
        ...(unitOnly ? [] : ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"]),
      ],
      setupFiles: ["./tests/setup/apply-migrations.ts"],
      globalSetup: ["./tests/setup/feed-server.global.ts"],
      // Remix's Cloudflare adapter is CommonJS: pre-bundle it for the workerd module runner.
      deps: {
        optimizer: {
          ssr: { enabled: true, include: ["@remix-run/cloudflare", "@remix-run/server-runtime"] },
        },
      },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
});
