/**
 * For scripts that run in Node (the seed): the domains' faces bring along modules that read
 * workerd's `cloudflare:workers` when called (the strings' binding), never at import. Node has no
 * such module, so here it resolves to an empty `env`: a script that called such a function would
 * be told there is no binding, as the code says. Import this first.
 */
import { registerHooks } from "node:module";

const SHIM = "node:cloudflare-workers-shim";

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === "cloudflare:workers") return { url: SHIM, format: "commonjs", shortCircuit: true };
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (url === SHIM) {
      return { format: "commonjs", source: "module.exports = { env: {}, exports: {} };", shortCircuit: true };
    }
    return nextLoad(url, context);
  },
});
