/**
 * `react-dom/server` in the page Worker (wrangler.toml [alias], decision 0099): the streaming
 * renderer app/entry.server.tsx uses, and nothing else. The package's `server.browser.js` also
 * requires the legacy renderer (renderToString and friends, 35 KB minified), which nothing here
 * calls; importing one of those names from `react-dom/server` now fails the build (no matching
 * export) rather than shipping it.
 *
 * The renderer is React's own production build for Node (`renderToPipeableStream`), behind the
 * `renderToReadableStream` signature the entry calls (decision 0128). Its browser build turns every
 * string it writes into a `Uint8Array` of its own (`TextEncoder.encode`) and copies it into a
 * 512-byte buffer: 12 % of a signed-in home page's time in the render profile, growing with the
 * page's HTML. The Node build encodes strings straight into 2 KB buffers (`encodeInto`). It needs
 * only `util.TextEncoder` and `setImmediate`, both in workerd with `nodejs_compat`, and a
 * destination with `write`, `end`, `destroy` and `on`: the small adapter below, onto a web stream.
 *
 * The file is reached by its path because the package's `exports` map does not list it; react-dom
 * is pinned (package.json) and the integration and browser tests render every page through it, so
 * a React upgrade that moves it fails the build or the tests at once.
 */
import type { ReactNode } from "react";
import type * as ReactDOMServer from "react-dom/server";

// @ts-expect-error React's CommonJS build has no type declarations; the types are those below.
import * as server from "../../node_modules/react-dom/cjs/react-dom-server.node.production.min.js";

/** What React's Node build writes to (a Node Writable's surface, as much as React uses of it). */
interface Destination {
  write(chunk: Uint8Array): boolean;
  end(): void;
  destroy(error: unknown): void;
  on(event: "drain" | "error" | "close", listener: () => void): void;
}
interface PipeableStream {
  pipe(destination: Destination): Destination;
  abort(reason?: unknown): void;
}
type PipeableOptions = Omit<ReactDOMServer.RenderToReadableStreamOptions, "signal"> & {
  onShellReady?: () => void;
  onShellError?: (error: unknown) => void;
  onAllReady?: () => void;
};
const renderToPipeableStream = (
  server as { renderToPipeableStream: (children: ReactNode, options: PipeableOptions) => PipeableStream }
).renderToPipeableStream;

/**
 * React's `renderToReadableStream`, as its browser build behaves: resolves once the shell is ready
 * (rejects if the shell fails), with `allReady` settled when everything is rendered (rejected on a
 * fatal error), and `signal` aborting the render.
 */
export const renderToReadableStream: typeof ReactDOMServer.renderToReadableStream = (children, options = {}) =>
  new Promise((resolve, reject) => {
    const { signal, ...rest } = options;
    let readyResolve: () => void = () => undefined;
    let readyReject: (error: unknown) => void = () => undefined;
    const allReady = new Promise<void>((ok, fail) => {
      readyResolve = ok;
      readyReject = fail;
    });
    // Whoever reads `allReady` sees its rejection; a render nobody awaits must not report an unhandled one.
    allReady.catch(() => undefined);

    let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
    let rendering: PipeableStream | null = null;
    let piped = false;
    // Set when the reader went away (cancel): what React still writes after its abort goes nowhere.
    let cancelled = false;
    // React starts writing when the document is first read, as its browser build does (highWaterMark 0:
    // no read before the Response is returned), so what has finished by then goes out in place rather
    // than as a streamed boundary.
    const body = new ReadableStream<Uint8Array>(
      {
        start(c) {
          controller = c;
        },
        pull() {
          if (piped || !rendering) return;
          piped = true;
          rendering.pipe(destination);
        },
        cancel(reason) {
          cancelled = true;
          rendering?.abort(reason);
        },
      },
      { highWaterMark: 0 },
    );
    const destination: Destination = {
      // Once reading began, the rest is queued as React writes it: it never waits ('drain' unused).
      write(chunk) {
        if (!cancelled) controller?.enqueue(chunk);
        return true;
      },
      end() {
        if (!cancelled) controller?.close();
      },
      destroy(error) {
        if (!cancelled) controller?.error(error);
        readyReject(error);
      },
      // 'error' and 'close' are a Node stream's; here the reader's cancel() aborts the render instead.
      on() {},
    };

    rendering = renderToPipeableStream(children, {
      ...rest,
      onShellReady() {
        resolve(Object.assign(body, { allReady }));
      },
      onShellError(error) {
        readyReject(error);
        reject(error);
      },
      onAllReady() {
        readyResolve();
      },
    });
    if (signal) {
      if (signal.aborted) rendering.abort(signal.reason);
      else signal.addEventListener("abort", () => rendering?.abort(signal.reason), { once: true });
    }
  });

export const version: string = (server as { version: string }).version;
