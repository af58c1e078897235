/**
 * `react-dom` in the page Worker (wrangler.toml [alias], decision 0099). The server renders with
 * `react-dom/server` only; `react-dom` itself is the browser's renderer (130 KB of minified code),
 * which the server bundle carried only because react-router-dom and app/components/ui/toast.tsx
 * import it for code that runs in the browser (flushSync in RouterProvider's state updates,
 * createPortal into a layer an effect sets). Each function here throws if it is ever
 * called on the server, naming what called it, instead of silently doing something else; a name
 * the server bundle imports but this file lacks fails `npm run build` (esbuild: no matching export).
 */
function browserOnly(name: string): never {
  throw new Error(
    `react-dom's ${name}() was called in the page Worker, which carries no client renderer ` +
      `(workers/shims/react-dom.ts, docs/decisions/0099-server-react-dom.md): call it from browser code only ` +
      `(an effect or an event handler).`,
  );
}

export const version = "18.3.1";

export function createPortal(): never {
  return browserOnly("createPortal");
}
export function flushSync(): never {
  return browserOnly("flushSync");
}
export function createRoot(): never {
  return browserOnly("createRoot");
}
export function hydrateRoot(): never {
  return browserOnly("hydrateRoot");
}
export function findDOMNode(): never {
  return browserOnly("findDOMNode");
}
export function render(): never {
  return browserOnly("render");
}
export function hydrate(): never {
  return browserOnly("hydrate");
}
export function unmountComponentAtNode(): never {
  return browserOnly("unmountComponentAtNode");
}
export function unstable_renderSubtreeIntoContainer(): never {
  return browserOnly("unstable_renderSubtreeIntoContainer");
}
/** Batching is a client renderer's concern; on the server the callback simply runs. */
export function unstable_batchedUpdates<A, R>(fn: (a: A) => R, a: A): R {
  return fn(a);
}
