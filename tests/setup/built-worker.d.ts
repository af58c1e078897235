// The Worker as deployed (build/server/index.js, made by `npm run build`), aliased in vitest.config.ts.
declare module "~built-worker" {
  const worker: Required<Pick<ExportedHandler<Cloudflare.Env>, "fetch" | "scheduled">>;
  export default worker;
}
