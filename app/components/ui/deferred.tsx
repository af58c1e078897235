/**
 * A component the server renders in the page but whose code the browser loads only when a page
 * renders it (decision 0114): the home page's dialogs (a debate's discussion, its insights, the
 * citizen's figures) are in the HTML of `/?debate=…`, with or without JavaScript, and cost nothing
 * on `/` itself. The server gets the component from a `.server` module (empty in the browser), the
 * browser gets a loader from a `.client` module (empty on the server), so each build keeps only
 * its side. In the browser the component is `React.lazy` in a Suspense boundary: a document that
 * contains it keeps the server's HTML until the code arrives and hydrates it then (React 18's
 * hydration of a dehydrated boundary); a navigation that opens it shows it once loaded.
 */
import { Suspense, lazy, type ComponentType } from "react";

export function deferred<P extends object>(
  server: ComponentType<P> | undefined,
  load: (() => Promise<ComponentType<P>>) | undefined,
): ComponentType<P> {
  // React.lazy types its props with a ref; these components take none.
  const Component: ComponentType<P> =
    server ?? (lazy(() => load!().then((component) => ({ default: component }))) as unknown as ComponentType<P>);
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
