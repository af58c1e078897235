/**
 * One typed load context, built from `env` for every request (workers/app.ts).
 * Loaders and actions read bindings only through it.
 */
import { createDb, type Database } from "./db/client.server";
import { parseConfig, type AppConfig, type Env } from "./env.server";
import { createNonce } from "./utils/security-headers.server";

/**
 * Work that lives outside app/ (it fetches from the internet or runs in another binding),
 * handed to the app by the Worker entry (workers/app.ts), so that nothing under app/
 * imports from workers/. Each domain that hands work out declares its members here
 * (`declare module "~/context.server"`, as app/models/news/jobs.ts does), so this module,
 * which every floor reads, imports no domain.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Jobs {}

/** Until the Worker entry wires the jobs in, each refuses and says so. */
const unwired = new Proxy(
  {},
  {
    get: (_, name) => () =>
      Promise.reject(new Error(`No ${String(name)} runner: the Worker entry (workers/app.ts) wires it in.`)),
  },
) as Jobs;

// A type alias, not an interface, so it is assignable to Remix's indexable AppLoadContext.
export type LoadContext = {
  env: Env;
  ctx: ExecutionContext;
  config: AppConfig;
  db: Database;
  jobs: Jobs;
  /**
   * True for Remix's own data requests (`/path.data`: fetchers and client navigations);
   * false for documents (a plain form post, a link followed without JavaScript).
   * Page actions answer the first with data and the second with a redirect (app/utils/action.server.ts).
   */
  isDataRequest: boolean;
  /** The nonce of this response's inline scripts (its Content-Security-Policy allows only those). */
  nonce: string;
  /** Per-request memo: work several loaders need (e.g. the signed-in user) is done once. */
  memo: Map<string, Promise<unknown>>;
};

export function getLoadContext(
  env: Env,
  ctx: ExecutionContext,
  options: { request?: Request; jobs?: Jobs } = {},
): LoadContext {
  const config = parseConfig(env);
  const isDataRequest = options.request ? new URL(options.request.url).pathname.endsWith(".data") : false;
  // Made on first use: drizzle's instance (with the schema's relations) costs about 0.4 ms, and a page
  // from the edge cache, a refused address or a request that gets its D1 session's (withDb) never use it.
  let db: Database | undefined;
  return {
    env,
    ctx,
    config,
    get db() {
      return (db ??= createDb(env.DB));
    },
    jobs: options.jobs ?? unwired,
    isDataRequest,
    nonce: createNonce(),
    memo: new Map(),
  };
}

/**
 * The same request's context with its queries on `db` (workers/app.ts: the request's D1 session),
 * every other member as it is (the nonce, the memo). Not a spread: that would make the default db.
 */
export function withDb(context: LoadContext, db: Database): LoadContext {
  const { db: _default, ...members } = Object.getOwnPropertyDescriptors(context);
  return Object.defineProperties({ db }, members) as LoadContext;
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
