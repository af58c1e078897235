// The Worker as deployed (build/page/index.js: wrangler's bundle of the Remix build, made by `npm run build`), aliased in vitest.config.ts.
declare module "~built-worker" {
  const worker: Required<Pick<ExportedHandler<Cloudflare.Env>, "fetch" | "scheduled">>;
  export default worker;
}

// The news Worker as deployed (build/news/index.js, `npm run build:news`): its Cron Trigger.
declare module "~built-news-worker" {
  import type { NewsEnv } from "../../workers/news/config";

  const worker: Required<Pick<ExportedHandler<NewsEnv>, "scheduled">>;
  export default worker;
}
