/**
 * A value built on first use, then kept (for the isolate's life on the server).
 *
 * For a route module's schemas of its loader or action: write
 * `const querySchema = /* @__PURE__ *\/ once(() => z.object({ … }))` and call `querySchema()`.
 * Built at module scope, a schema is a call the browser build must keep (esbuild cannot know it
 * has no side effects), and it brings zod (about 26 KB gzip) into the page's JavaScript though only
 * the server ever parses with it; behind `once`, marked pure, the browser build drops it with the
 * loader (docs/decisions/0099-server-react-dom.md, "Client JavaScript").
 */
export function once<T>(make: () => T): () => T {
  let value: { made: T } | null = null;
  return () => (value ??= { made: make() }).made;
}
