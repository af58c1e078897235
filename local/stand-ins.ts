/**
 * The local stand-ins of the outside services, as `npm start` and `npm run start:prod` run them
 * (scripts/start.mjs) and the browser tests of those commands find them (tests/e2e-local): each a
 * local server speaking the service's real protocol, on a free port, started before the app and
 * stopped with it.
 *
 * STAND_INS is the one table: what each replaces, whether it runs in each mode, how to turn it off,
 * and what it gives the Workers. A new stand-in is one more entry here; the start-up banner, the
 * machine-readable run file and the shutdown follow from it.
 */
import { randomBytes } from "node:crypto";

import { startOidcProvider } from "../tests/fakes/oidc-provider";
import { startStripeServer, STRIPE_TEST_PREMIUM_PRICE } from "../tests/fakes/stripe-server";
import { CLOUDFLARE_TEST_SITE_KEY, startTurnstileServer } from "../tests/fakes/turnstile-server";

import { startMailServer } from "./mail-server";
import { startNewsFeedServer } from "./news-feed-server";
import { parseIdentities } from "./oidc-identities";
import type { Mode } from "./vars-file";

/** What a running stand-in gives the Workers, and how to stop it. */
export interface RunningStandIn {
  url: string;
  /** Settings for the page Worker (its --env-file). */
  workerVars?: Record<string, string>;
  /** Settings for the news Worker (its [vars]). */
  newsVars?: Record<string, string>;
  /** Wrangler configs to run beside the app's Workers (a Worker standing in for a binding). */
  extraConfigs?: string[];
  /** Bindings to add to the news Worker's config, as TOML. */
  newsBindings?: string;
  /** More addresses worth knowing (an inbox page), by name. */
  links?: Record<string, string>;
  close: () => Promise<void>;
}

export interface StandInContext {
  mode: Mode;
  /** The app's own origin, http://localhost:<port>. */
  appOrigin: string;
  /** The values of the vars file. */
  vars: Record<string, string>;
  /** Its path, as people should read it (".dev.vars"). */
  varsFile: string;
}

export interface StandInDefinition {
  key: string;
  /** Its name in the banner. */
  name: string;
  /** The outside service it replaces. */
  replaces: string;
  /** The environment switch: LOCAL_<KEY>=on|off (LOCAL_AI=fake|off). */
  switchName: string;
  /**
   * Whether it runs when the switch is not given: true, or why not (a sentence: the vars file
   * configures the real service, or the mode leaves it off).
   */
  byDefault: (context: StandInContext) => true | string;
  /** The value of the switch that turns it on (default "on"). */
  onValue?: string;
  /** How to turn it off, for the README's table and the banner. */
  off: string;
  start: (context: StandInContext) => Promise<RunningStandIn>;
}

const fresh = () => randomBytes(18).toString("base64url");

export const STAND_INS: StandInDefinition[] = [
  {
    key: "oidc",
    name: "OpenID Connect provider",
    replaces: 'your identity provider ("Continue with Local ID"; its demo identities are in the vars file)',
    switchName: "LOCAL_OIDC",
    byDefault: ({ vars, varsFile }) =>
      vars.OIDC_ISSUER ? `${varsFile} sets OIDC_ISSUER: the app signs in with that provider.` : true,
    off: "LOCAL_OIDC=off, or OIDC_* in the vars file",
    async start({ appOrigin, vars, varsFile }) {
      const identities = parseIdentities(vars.LOCAL_OIDC_IDENTITIES ?? "");
      if (identities.length === 0) throw new Error(`${varsFile} lists no LOCAL_OIDC_IDENTITIES.`);
      const client = { id: "debatestorm-local", secret: fresh() };
      const provider = await startOidcProvider(0, `${appOrigin}/api/auth/callback`, {
        identities,
        client,
        identitiesFile: varsFile,
      });
      return {
        url: provider.issuer,
        workerVars: {
          OIDC_ISSUER: provider.issuer,
          OIDC_CLIENT_ID: client.id,
          OIDC_CLIENT_SECRET: client.secret,
          OIDC_PROVIDER_NAME: "Local ID",
        },
        close: provider.close,
      };
    },
  },
  {
    key: "feeds",
    name: "News feeds",
    replaces: "the news sites of workers/news/wrangler.toml (5 feeds in RSS 2.0, RSS 1.0 and Atom; 1 broken)",
    switchName: "LOCAL_FEEDS",
    byDefault: () => true,
    off: "LOCAL_FEEDS=off (the real feed list)",
    async start() {
      const server = await startNewsFeedServer();
      return {
        url: server.url,
        newsVars: {
          NEWS_FEEDS_GLOBAL: server.feeds.global.join(","),
          NEWS_FEEDS_BHARAT: server.feeds.bharat.join(","),
        },
        close: server.close,
      };
    },
  },
  {
    key: "mail",
    name: "Mail API",
    replaces: "the mail API (Resend's request shape); read what was sent on its page",
    switchName: "LOCAL_MAIL",
    byDefault: ({ mode, vars, varsFile }) =>
      vars.MAIL_API_KEY
        ? `${varsFile} sets MAIL_API_KEY: mail goes to that API.`
        : mode === "development"
          ? "development keeps mail in the outbox, /dev/outbox (LOCAL_MAIL=on sends it here)."
          : true,
    off: "LOCAL_MAIL=off, or MAIL_API_KEY in the vars file; development: the outbox",
    async start() {
      const apiKey = fresh();
      const server = await startMailServer({ apiKey });
      return {
        url: server.url,
        workerVars: {
          MAIL_API_URL: server.apiUrl,
          MAIL_API_KEY: apiKey,
          MAIL_FROM: "DebateStorm <no-reply@debatestorm.local>",
        },
        links: { inbox: `${server.url}/`, messages: `${server.url}/__messages` },
        close: server.close,
      };
    },
  },
  {
    key: "turnstile",
    name: "Turnstile siteverify",
    replaces: "Cloudflare Turnstile's siteverify (the widget uses Cloudflare's testing site key)",
    switchName: "LOCAL_TURNSTILE",
    byDefault: ({ mode, vars, varsFile }) =>
      vars.TURNSTILE_SECRET_KEY
        ? `${varsFile} sets TURNSTILE_SECRET_KEY: Turnstile itself checks.`
        : mode === "development"
          ? "development leaves Turnstile off, so sign-up works without JavaScript (LOCAL_TURNSTILE=on turns it on)."
          : true,
    off: "LOCAL_TURNSTILE=off (no check on sign-up)",
    async start() {
      const secret = fresh();
      const server = await startTurnstileServer(0, { secret });
      return {
        url: server.url,
        workerVars: {
          TURNSTILE_SITE_KEY: CLOUDFLARE_TEST_SITE_KEY,
          TURNSTILE_SECRET_KEY: secret,
          TURNSTILE_VERIFY_URL: server.verifyUrl,
        },
        links: { script: server.scriptUrl },
        close: server.close,
      };
    },
  },
  {
    key: "stripe",
    name: "Stripe",
    replaces:
      "Stripe: its API, Checkout's and the billing portal's pages (marked as local test payments: no card, no money) and signed webhooks to /api/stripe/webhook",
    switchName: "LOCAL_STRIPE",
    byDefault: ({ vars, varsFile }) =>
      vars.STRIPE_SECRET_KEY ? `${varsFile} sets STRIPE_SECRET_KEY: payments go to that Stripe account.` : true,
    off: "LOCAL_STRIPE=off (payment forms say payments are not available), or STRIPE_* in the vars file",
    async start({ appOrigin }) {
      const secretKey = `sk_test_local_${fresh()}`;
      const webhookSecret = `whsec_local_${fresh()}`;
      const server = await startStripeServer({
        secretKey,
        webhookSecret,
        webhookUrl: `${appOrigin}/api/stripe/webhook`,
      });
      return {
        url: server.url,
        workerVars: {
          STRIPE_SECRET_KEY: secretKey,
          STRIPE_WEBHOOK_SECRET: webhookSecret,
          STRIPE_PUBLISHABLE_KEY: "pk_test_local",
          STRIPE_PREMIUM_PRICE_ID: STRIPE_TEST_PREMIUM_PRICE,
          // Refused in production unless PUBLIC_ORIGIN and this are both on this machine (app/env.server.ts).
          STRIPE_API_URL: server.url,
        },
        links: { events: `${server.url}/__control/events` },
        close: server.close,
      };
    },
  },
  {
    key: "ai",
    name: "Workers AI (fake)",
    replaces:
      "Workers AI for the news Worker: placeholder translations in the target script, never real ones (tests/fakes/workers-ai.ts)",
    switchName: "LOCAL_AI",
    onValue: "fake",
    byDefault: () =>
      "new debates stay in their language; the seed's debates have translations (LOCAL_AI=fake binds the tests' fake).",
    off: "off by default; LOCAL_AI=fake turns it on",
    async start() {
      return {
        url: "a Worker in wrangler dev (debatestorm-fake-workers-ai)",
        extraConfigs: ["tests/fakes/workers-ai/wrangler.toml"],
        newsBindings: `# The fake Workers AI (tests/fakes/workers-ai/worker.ts) as env.AI (LOCAL_AI=fake).
[[services]]
binding = "AI"
service = "debatestorm-fake-workers-ai"
`,
        close: async () => undefined,
      };
    },
  },
];

export interface StandInReport {
  key: string;
  name: string;
  replaces: string;
  off: string;
  /** Where it answers, when it runs. */
  url: string | null;
  links: Record<string, string>;
  /** Why it does not run, when it does not. */
  notRunning: string | null;
}

/** Whether a stand-in runs: its switch (LOCAL_<KEY>) when given, else its default. */
export function decide(definition: StandInDefinition, context: StandInContext, env: NodeJS.ProcessEnv) {
  const value = env[definition.switchName]?.trim().toLowerCase();
  if (value === "off" || value === "0" || value === "false") return `${definition.switchName}=off.`;
  if (value && value === (definition.onValue ?? "on")) return true;
  if (value) {
    throw new Error(`${definition.switchName}="${value}": say ${definition.onValue ?? "on"} or off.`);
  }
  return definition.byDefault(context);
}

/** Starts the stand-ins that run in `context`; closes those already started if one fails. */
export async function startStandIns(context: StandInContext, env: NodeJS.ProcessEnv = process.env) {
  const running: { definition: StandInDefinition; instance: RunningStandIn }[] = [];
  const reports: StandInReport[] = [];
  const close = async () => {
    await Promise.allSettled(running.reverse().map(({ instance }) => instance.close()));
  };
  try {
    for (const definition of STAND_INS) {
      const decision = decide(definition, context, env);
      const base = { key: definition.key, name: definition.name, replaces: definition.replaces, off: definition.off };
      if (decision !== true) {
        reports.push({ ...base, url: null, links: {}, notRunning: decision });
        continue;
      }
      const instance = await definition.start(context);
      running.push({ definition, instance });
      reports.push({ ...base, url: instance.url, links: instance.links ?? {}, notRunning: null });
    }
  } catch (error) {
    await close();
    throw error;
  }
  const merge = (pick: (r: RunningStandIn) => Record<string, string> | undefined) =>
    Object.assign({}, ...running.map(({ instance }) => pick(instance) ?? {})) as Record<string, string>;
  return {
    reports,
    workerVars: merge((r) => r.workerVars),
    newsVars: merge((r) => r.newsVars),
    extraConfigs: running.flatMap(({ instance }) => instance.extraConfigs ?? []),
    newsBindings: running.map(({ instance }) => instance.newsBindings ?? "").join(""),
    close,
  };
}

/** The news Worker's wrangler.toml with the stand-ins' settings in its [vars] and their bindings. */
export function localNewsConfig(toml: string, newsVars: Record<string, string>, newsBindings: string) {
  let text = toml;
  for (const [name, value] of Object.entries(newsVars)) {
    const line = `${name} = ${JSON.stringify(value)}`;
    const pattern = new RegExp(`^${name}\\s*=.*$`, "m");
    text = pattern.test(text) ? text.replace(pattern, line) : text.replace(/^\[vars\]$/m, `[vars]\n${line}`);
  }
  if (!newsBindings) return text;
  // Bindings go before [vars] (a table's keys run to the next table header).
  const at = text.search(/^\[vars\]$/m);
  return at < 0 ? `${text}\n${newsBindings}` : `${text.slice(0, at)}${newsBindings}\n${text.slice(at)}`;
}

const pad = (text: string, width: number) => text + " ".repeat(Math.max(0, width - text.length));

/** The banner's table of stand-ins. */
export function standInsTable(reports: StandInReport[]) {
  const running = reports.filter((r) => r.url);
  const resting = reports.filter((r) => !r.url);
  const width = Math.max(...reports.map((r) => r.name.length));
  const lines = ["Local stand-ins of outside services:"];
  for (const r of running) {
    lines.push(`  ${pad(r.name, width)}  ${r.url}`);
    lines.push(`  ${pad("", width)}  replaces ${r.replaces}; off: ${r.off}`);
    for (const [name, link] of Object.entries(r.links)) lines.push(`  ${pad("", width)}  ${name}: ${link}`);
  }
  if (resting.length) {
    lines.push("Not running:");
    for (const r of resting) lines.push(`  ${pad(r.name, width)}  ${r.notRunning}`);
  }
  return lines.join("\n");
}
