/**
 * `react-dom/server` in the page Worker (wrangler.toml [alias], decision 0099): the streaming
 * renderer app/entry.server.tsx uses, and nothing else. The package's `server.browser.js` also
 * requires the legacy renderer (renderToString and friends, 35 KB minified), which nothing here
 * calls; importing one of those names from `react-dom/server` now fails the build (no matching
 * export) rather than shipping it.
 *
 * The file is React's own production build of that renderer. It is reached by its path because
 * the package's `exports` map does not list it; react-dom is pinned (package.json) and the
 * integration and browser tests render every page through it, so a React upgrade that moves it
 * fails the build or the tests at once.
 */
// @ts-expect-error React's CommonJS build has no type declarations; the types are those below.
import * as server from "../../node_modules/react-dom/cjs/react-dom-server.browser.production.min.js";

import type * as ReactDOMServer from "react-dom/server";

export const renderToReadableStream: typeof ReactDOMServer.renderToReadableStream = (
  server as { renderToReadableStream: typeof ReactDOMServer.renderToReadableStream }
).renderToReadableStream;
export const version: string = (server as { version: string }).version;
