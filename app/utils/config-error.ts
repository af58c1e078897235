/**
 * What every Worker's configuration check shares (app/env.server.ts for the page Worker; the news
 * Worker's push settings, ./push-config.server.ts): the error that names what is missing, and the
 * values of APP_ENV.
 */

/** production (the default), development or test. */
export const APP_ENVS = ["development", "test", "production"] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/** Thrown when the Worker cannot run with the configuration it was given; names what is missing. */
export class ConfigError extends Error {
  override name = "ConfigError";
}
