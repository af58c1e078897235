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
  /** Per-request memo: work several loaders need (e.g. the signed-in user) is done once. */
  memo: Map<string, Promise<unknown>>;
};

export function getLoadContext(env: Env, ctx: ExecutionContext): LoadContext {
  const config = parseConfig(env);
  return { env, ctx, config, db: createDb(env.DB), memo: new Map() };
}

/** Runs `compute` once per request for `key`. */
export function memo<T>(context: LoadContext, key: string, compute: () => Promise<T>): Promise<T> {
  let value = context.memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = compute();
    context.memo.set(key, value);
  }
  return value;
}

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
