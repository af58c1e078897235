/**
 * Before the browser tests: a fresh local D1 (migrations + seed) in its own
 * directory, and `wrangler dev` serving the built app on a free port, beside the infographic
 * Worker, the news Worker, the payments Worker and the sign-in Worker, with the fake Workers AI (tests/fakes/workers-ai.ts) as the news
 * Worker's AI binding, so new debates are translated.
 * The URL reaches the tests as E2E_BASE_URL.
 *
 * Beside it, a second `wrangler dev` of the page Worker alone without Stripe (no STRIPE_*: payments
 * off, as on a server where nobody configured them), over a copy of the same seeded database, for the
 * honest payment screens (payments-off.spec.ts), as E2E_NO_PAYMENTS_URL.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { startFeedServer } from "../fakes/feed-server";
import { OIDC_CLIENT, startOidcProvider } from "../fakes/oidc-provider";
import {
  startStripeServer,
  STRIPE_TEST_PREMIUM_PRICE,
  STRIPE_TEST_PUBLISHABLE_KEY,
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
} from "../fakes/stripe-server";
import { CHROMIUM_MISSING, chromiumPath } from "./chromium";
import { E2E_OIDC_PROVIDER_NAME, E2E_SECRETS } from "./secrets";
import { outputTail } from "./wrangler-output";
import { freePort } from "../helpers/free-port";

const root = resolve(import.meta.dirname, "../..");
const bin = (name: string) => join(root, "node_modules", ".bin", name);

async function waitForServer(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`wrangler dev did not answer ${url} within 90 s:\n${log()}`);
}

export default async function globalSetup() {
  if (!chromiumPath()) {
    console.error(`\n${CHROMIUM_MISSING}\n`);
    process.exit(1);
  }
  if (
    !existsSync(join(root, "build/server/index.js")) ||
    !existsSync(join(root, "workers/infographic/generated")) ||
    !existsSync(join(root, "build/infographic-assets")) ||
    !existsSync(join(root, "build/news-assets")) ||
    !existsSync(join(root, "build/payments/index.js")) ||
    !existsSync(join(root, "build/signin/index.js"))
  ) {
    throw new Error("The app is not built: run `npm run build` first (npm test does).");
  }

  const port = await freePort();
  const inspectorPort = await freePort();
  const oidcPort = await freePort();
  const oidc = await startOidcProvider(oidcPort, `http://localhost:${port}/api/auth/callback`);
  const feeds = await startFeedServer();
  // Stripe: the local server speaking its API, delivering signed webhooks to the app.
  const stripe = await startStripeServer({ webhookUrl: `http://localhost:${port}/api/stripe/webhook` });
  const noPaymentsPort = await freePort();
  const noPaymentsInspectorPort = await freePort();
  const state = join(root, ".wrangler", `e2e-${port}`);
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  // The tests' own secrets, so they never depend on a developer's .dev.vars.
  const envFile = join(state, "e2e.env");
  const workerVars = {
    ...E2E_SECRETS,
    // No edge cache: the specs read pages as visitors a moment after a citizen wrote what they show
    // (docs/scaling.md "Signed-out pages from the edge cache" says why; the cache itself is tested
    // against workerd's Cache API in tests/integration/edge-cache.test.ts).
    EDGE_CACHE_SECONDS: "0",
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
    OIDC_PROVIDER_NAME: E2E_OIDC_PROVIDER_NAME,
    // News: the local feed server (good, broken, slow and huge feeds), a short timeout.
    NEWS_FEEDS_GLOBAL: feeds.feeds.global.join(","),
    NEWS_FEEDS_BHARAT: feeds.feeds.bharat.join(","),
    NEWS_FEED_TIMEOUT_MS: "1500",
    NEWS_MAX_FEED_BYTES: "1000000",
    STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_PUBLISHABLE_KEY,
    STRIPE_PREMIUM_PRICE_ID: STRIPE_TEST_PREMIUM_PRICE,
    STRIPE_API_URL: stripe.url,
  };
  writeFileSync(
    envFile,
    Object.entries(workerVars)
      .map(([k, v]) => `${k}="${v}"`)
      .join("\n"),
  );
  const childEnv = {
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_SEND_METRICS: "false",
    ...process.env,
    ...E2E_SECRETS,
    PERSIST_TO: state,
    CI: "true",
  };

  execFileSync(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    cwd: root,
    env: childEnv,
    stdio: "pipe",
  });
  execFileSync(bin("tsx"), ["scripts/seed.ts"], { cwd: root, env: childEnv, stdio: "inherit" });
  // The payments-off server's database: a copy of the seeded one, taken before either server opens it.
  const noPaymentsState = `${state}-no-payments`;
  rmSync(noPaymentsState, { recursive: true, force: true });
  cpSync(state, noPaymentsState, { recursive: true });
  const noPaymentsEnvFile = join(noPaymentsState, "e2e.env");
  writeFileSync(
    noPaymentsEnvFile,
    Object.entries(workerVars)
      .filter(([name]) => !name.startsWith("STRIPE_"))
      .map(([k, v]) => `${k}="${v}"`)
      .join("\n"),
  );

  // The news Worker's wrangler.toml with the tests' settings (the local feed server, a short
  // timeout) and an AI binding to the fake Workers AI (wrangler dev cannot reach the real one
  // offline). Beside its wrangler.toml, so its relative paths mean the same; removed at the end.
  const newsToml = readFileSync(join(root, "workers/news/wrangler.toml"), "utf8");
  const newsVars = Object.entries(workerVars).filter(([name]) => name.startsWith("NEWS_"));
  const config = join(root, "workers/news", `.wrangler-e2e-${port}.toml`);
  writeFileSync(
    config,
    `${newsToml.slice(0, newsToml.indexOf("\n[vars]"))}

# Browser tests only: the fake Workers AI (tests/fakes/workers-ai/worker.ts) as env.AI.
[[services]]
binding = "AI"
service = "debatestorm-fake-workers-ai"

[vars]
PUBLIC_ORIGIN = ""
${newsVars.map(([name, value]) => `${name} = ${JSON.stringify(value)}`).join("\n")}
`,
  );

  let output = "";
  const child = spawn(
    bin("wrangler"),
    [
      "dev",
      // The page Worker and, behind its service bindings, the infographic Worker, the news Worker,
      // the payments Worker (Stripe's SDK, against the local Stripe), the sign-in Worker (OpenID
      // Connect, against the local provider) and (the news Worker's AI) the fake Workers AI.
      ...["-c", "wrangler.toml", "-c", "workers/infographic/wrangler.toml", "-c", config],
      ...["-c", "workers/payments/wrangler.toml", "-c", "workers/signin/wrangler.toml"],
      ...["-c", "tests/fakes/workers-ai/wrangler.toml"],
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--persist-to",
      state,
      "--env-file",
      envFile,
      "--show-interactive-dev-session=false",
    ],
    { cwd: root, env: childEnv, stdio: ["ignore", "pipe", "pipe"], detached: false },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  // The page Worker without Stripe. Its other bindings are not served here (no page it shows calls them).
  let noPaymentsOutput = "";
  const noPayments = spawn(
    bin("wrangler"),
    [
      "dev",
      ...["-c", "wrangler.toml"],
      "--port",
      String(noPaymentsPort),
      "--inspector-port",
      String(noPaymentsInspectorPort),
      "--persist-to",
      noPaymentsState,
      "--env-file",
      noPaymentsEnvFile,
      "--show-interactive-dev-session=false",
    ],
    { cwd: root, env: { ...childEnv, PERSIST_TO: noPaymentsState }, stdio: ["ignore", "pipe", "pipe"] },
  );
  noPayments.stdout?.on("data", (chunk: Buffer) => (noPaymentsOutput += chunk.toString()));
  noPayments.stderr?.on("data", (chunk: Buffer) => (noPaymentsOutput += chunk.toString()));

  const baseURL = `http://localhost:${port}`;
  const noPaymentsURL = `http://localhost:${noPaymentsPort}`;
  await waitForServer(`${baseURL}/robots.txt`, child, () => output);
  await waitForServer(`${noPaymentsURL}/robots.txt`, noPayments, () => noPaymentsOutput);
  process.env.E2E_NO_PAYMENTS_URL = noPaymentsURL;
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_STATE_DIR = state;
  process.env.E2E_STRIPE_URL = stripe.url;

  return async () => {
    // A server that stopped during the tests failed them with refused connections: say why it stopped.
    for (const [name, server, log] of [
      ["the app", child, output],
      ["the page Worker without Stripe", noPayments, noPaymentsOutput],
    ] as const) {
      if (server.exitCode !== null || server.signalCode !== null) {
        console.error(
          `\nwrangler dev (${name}) stopped during the tests (${server.signalCode ?? `code ${server.exitCode}`}). Its output (end):\n${outputTail(log)}\n`,
        );
      }
    }
    await oidc.close();
    await feeds.close();
    await stripe.close();
    child.kill("SIGTERM");
    noPayments.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill("SIGKILL");
    if (noPayments.exitCode === null) noPayments.kill("SIGKILL");
    rmSync(state, { recursive: true, force: true });
    rmSync(noPaymentsState, { recursive: true, force: true });
    rmSync(config, { force: true });
  };
}
