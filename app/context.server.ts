/**
 * One typed load context, built from `env` for every request (workers/app.ts).
 * Loaders and actions read bindings only through it.
 */
import { createDb, type Database } from "./db/client.server";
import { parseConfig, type AppConfig, type Env } from "./env.server";

// A type alias, not an interface, so it is assignable to Remix's indexable AppLoadContext.
export type LoadContext = {
  env: Env;
  ctx: ExecutionContext;
  config: AppConfig;
  db: Database;
};

export function getLoadContext(env: Env, ctx: ExecutionContext): LoadContext {
  const config = parseConfig(env);
  return { env, ctx, config, db: createDb(env.DB) };
}

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
