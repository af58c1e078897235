import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { ConfigError, parseConfig, type Env } from "./env.server";

const base = (): Env => ({ ...env, SESSION_SECRET: "x".repeat(40), APP_ENV: "test" });

describe("configuration", () => {
  it("parses a complete environment", () => {
    const config = parseConfig(base());
    expect(config.appEnv).toBe("test");
    expect(config.isDevelopment).toBe(true);
    expect(config.sessionIdleDays).toBe(14);
  });

  it("treats an unknown APP_ENV as an error and a missing one as production", () => {
    expect(() => parseConfig({ ...base(), APP_ENV: "staging" })).toThrow(/APP_ENV/);
    // The tests' STRIPE_API_URL (a local Stripe) is refused in production, so this one goes without it.
    const production = {
      ...base(),
      APP_ENV: "",
      PUBLIC_ORIGIN: "https://debatestorm.example",
      STRIPE_API_URL: undefined,
    };
    expect(parseConfig(production).appEnv).toBe("production");
    expect(parseConfig(production).isDevelopment).toBe(false);
  });

  it("refuses a Stripe API address other than Stripe's in production", () => {
    const production = { ...base(), APP_ENV: "production", PUBLIC_ORIGIN: "https://debatestorm.example" };
    expect(() => parseConfig({ ...production, STRIPE_API_URL: "http://127.0.0.1:9999" })).toThrow(
      /STRIPE_API_URL: not allowed in production/,
    );
    const stripe = parseConfig({ ...production, STRIPE_API_URL: undefined }).stripe;
    expect(stripe).not.toBeNull();
    expect(stripe?.apiUrl).toBeNull();
  });

  it("lets the production build on this machine (npm run start:prod) use the local Stripe, and nothing else", () => {
    const local = { ...base(), APP_ENV: "production", PUBLIC_ORIGIN: "http://localhost:8788" };
    expect(parseConfig({ ...local, STRIPE_API_URL: "http://127.0.0.1:9999" }).stripe?.apiUrl?.href).toBe(
      "http://127.0.0.1:9999/",
    );
    // A stand-in elsewhere, or a deployment's public origin, is refused.
    expect(() => parseConfig({ ...local, STRIPE_API_URL: "https://stripe.example" })).toThrow(
      /STRIPE_API_URL: not allowed in production/,
    );
    expect(() =>
      parseConfig({ ...local, PUBLIC_ORIGIN: "https://localhost.example", STRIPE_API_URL: "http://127.0.0.1:9999" }),
    ).toThrow(/STRIPE_API_URL: not allowed in production/);
  });

  it("needs PUBLIC_ORIGIN in production, so no link is ever built from a request's Host header", () => {
    const run = () => parseConfig({ ...base(), APP_ENV: "production", PUBLIC_ORIGIN: "" });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/Missing setting PUBLIC_ORIGIN/);
  });

  it("ships production in wrangler.toml: development comes only from .dev.vars", async () => {
    const toml = (await import("../wrangler.toml?raw")).default as string;
    expect(toml).toMatch(/^APP_ENV = "production"$/m);
  });

  it("names a missing session secret and says where to set it", () => {
    const run = () => parseConfig({ ...base(), SESSION_SECRET: undefined });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/Missing required secret SESSION_SECRET/);
    expect(run).toThrow(/\.dev\.vars/);
  });

  it("refuses a short secret and the example value", () => {
    expect(() => parseConfig({ ...base(), SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: must be at least 32/);
    expect(() => parseConfig({ ...base(), SESSION_SECRET: "replace-with-at-least-32-random-characters" })).toThrow(
      /example value/,
    );
  });

  it("names a missing binding", () => {
    expect(() => parseConfig({ ...base(), DB: undefined as unknown as D1Database })).toThrow(/Missing binding DB/);
  });

  it("runs the tests with the test configuration, not a developer's .dev.vars", () => {
    expect(env.SESSION_SECRET).toBe("test-session-secret-0123456789abcdef0123456789");
    expect(env.APP_ENV).toBe("test");
  });
});
