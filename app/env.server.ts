/**
 * The Worker's bindings and configuration, validated once per request at the edge
 * (workers/app.ts) and handed to the app through the load context.
 */
import { z } from "zod";

import type { LiveRoom } from "../workers/rooms/live-room";

/** What wrangler.toml, .dev.vars and `wrangler secret put` give the Worker. */
export interface Env {
  DB: D1Database;
  /** Short-lived cache: latest headlines per region, computed figures (keys are prefixed by kind). */
  CACHE: KVNamespace;
  LIVE_ROOM: DurableObjectNamespace<LiveRoom>;
  /** The infographic Worker (workers/infographic), a service binding: POST /render -> PNG. */
  INFOGRAPHIC: Fetcher;
  APP_ENV?: string;
  PUBLIC_ORIGIN?: string;
  SESSION_IDLE_DAYS?: string;
  SESSION_SECRET?: string;
  DEV_ADMIN_USERNAME?: string;
  DEV_ADMIN_EMAIL?: string;
  DEV_ADMIN_PASSWORD?: string;
  DEMO_USER_PASSWORD?: string;
  /** External sign-in with an OpenID Connect provider (all three, or none). */
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  /** Shown on the "Continue with …" button. */
  OIDC_PROVIDER_NAME?: string;
  /** Production e-mail: an HTTP API taking { from, to, subject, text } with a bearer key (Resend's shape). */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** News feeds, RSS 2.0 or Atom URLs separated by commas or new lines (workers/news/config.ts). */
  NEWS_FEEDS_GLOBAL?: string;
  NEWS_FEEDS_BHARAT?: string;
  NEWS_FEED_TIMEOUT_MS?: string;
  NEWS_MAX_FEED_BYTES?: string;
  NEWS_MAX_ITEMS_PER_FEED?: string;
  NEWS_DEBATES_PER_RUN?: string;
  /** Workers AI, when bound, writes the debate questions (model: NEWS_AI_MODEL). */
  AI?: Ai;
  NEWS_AI_MODEL?: string;
}

/** Thrown when the Worker cannot run with the configuration it was given; names what is missing. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const configSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("production"),
  PUBLIC_ORIGIN: z
    .string()
    .trim()
    .transform((v) => v.replace(/\/+$/, ""))
    .refine((v) => v === "" || /^https?:\/\/[^/]+$/.test(v), "must be an origin such as https://debatestorm.example")
    .default(""),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SESSION_SECRET: z
    .string({ error: "is not set" })
    .min(32, "must be at least 32 characters")
    .refine((v) => !v.startsWith("replace-with"), "still holds the example value"),
});

export type OidcConfig = { issuer: string; clientId: string; clientSecret: string; providerName: string };
export type MailConfig = { apiUrl: string; apiKey: string; from: string };

export type AppConfig = {
  appEnv: "development" | "test" | "production";
  isDevelopment: boolean;
  publicOrigin: string;
  sessionIdleDays: number;
  sessionSecret: string;
  /** null when external sign-in is not configured. */
  oidc: OidcConfig | null;
  /** null when no mail API is configured (development and tests write to the outbox instead). */
  mail: MailConfig | null;
};

const REQUIRED_BINDINGS = ["DB", "CACHE", "LIVE_ROOM", "INFOGRAPHIC"] as const;

/** Parse and check the Worker's environment. Throws ConfigError naming the first problem. */
export function parseConfig(env: Env): AppConfig {
  for (const name of REQUIRED_BINDINGS) {
    if (!env[name]) throw new ConfigError(`Missing binding ${name}: declare it in wrangler.toml.`);
  }
  const parsed = configSchema.safeParse({
    APP_ENV: env.APP_ENV || undefined,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? undefined,
    SESSION_IDLE_DAYS: env.SESSION_IDLE_DAYS || undefined,
    SESSION_SECRET: env.SESSION_SECRET || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "configuration");
    const isSecret = name === "SESSION_SECRET";
    const hint = isSecret
      ? "Set it in .dev.vars for local development (see .dev.vars.example) or with `wrangler secret put SESSION_SECRET` in production."
      : "Set it under [vars] in wrangler.toml.";
    throw new ConfigError(
      `${isSecret ? "Missing required secret" : "Invalid setting"} ${name}: ${issue?.message}. ${hint}`,
    );
  }
  const c = parsed.data;
  return {
    appEnv: c.APP_ENV,
    isDevelopment: c.APP_ENV !== "production",
    publicOrigin: c.PUBLIC_ORIGIN,
    sessionIdleDays: c.SESSION_IDLE_DAYS,
    sessionSecret: c.SESSION_SECRET,
    oidc: parseOidc(env),
    mail: parseMail(env),
  };
}

function parseOidc(env: Env): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  if (!issuer && !clientId && !clientSecret) return null;
  const missing = [
    ["OIDC_ISSUER", issuer],
    ["OIDC_CLIENT_ID", clientId],
    ["OIDC_CLIENT_SECRET", clientSecret],
  ].find(([, value]) => !value);
  if (missing) {
    throw new ConfigError(
      `Missing required secret ${missing[0]}: external sign-in needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together (or none of them).`,
    );
  }
  if (!URL.canParse(issuer as string)) throw new ConfigError(`Invalid setting OIDC_ISSUER: ${issuer} is not a URL.`);
  return {
    issuer: (issuer as string).replace(/\/+$/, ""),
    clientId: clientId as string,
    clientSecret: clientSecret as string,
    providerName: env.OIDC_PROVIDER_NAME?.trim() || new URL(issuer as string).hostname,
  };
}

function parseMail(env: Env): MailConfig | null {
  const apiKey = env.MAIL_API_KEY?.trim();
  if (!apiKey) return null;
  return {
    apiUrl: env.MAIL_API_URL?.trim() || "https://api.resend.com/emails",
    apiKey,
    from: env.MAIL_FROM?.trim() || "DebateStorm <no-reply@debatestorm.app>",
  };
}
