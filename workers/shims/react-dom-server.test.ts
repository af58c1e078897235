/**
 * The page Worker's `renderToReadableStream` (React's Node build behind the browser build's
 * signature, decision 0128), in workerd: what the shell, `allReady`, a failing shell and an aborting
 * signal do. Every page of the integration and browser suites renders through it as well.
 */
import { Suspense, createElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";

import { renderToReadableStream } from "./react-dom-server";

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

/** A child that suspends until `promise` settles (React 18's thrown-promise protocol). */
function suspending(promise: Promise<string>): () => ReactNode {
  let value: string | undefined;
  void promise.then((v) => (value = v));
  return function Later() {
    if (value === undefined) throw promise;
    return createElement("p", null, value);
  };
}

describe("renderToReadableStream (React's Node build)", () => {
  it("writes the document, escaped, and settles allReady", async () => {
    const body = await renderToReadableStream(
      createElement("main", { id: "m" }, createElement("h1", null, "नमस्ते <world> & ভোট")),
    );
    await expect(body.allReady).resolves.toBeUndefined();
    expect(await text(body)).toBe('<main id="m"><h1>नमस्ते &lt;world&gt; &amp; ভোট</h1></main>');
  });

  it("sends what a Suspense boundary waits for, and settles allReady after it", async () => {
    let resolve: (value: string) => void = () => undefined;
    const Later = suspending(new Promise<string>((r) => (resolve = r)));
    const body = await renderToReadableStream(
      createElement(Suspense, { fallback: createElement("i", null, "loading") }, createElement(Later)),
      { nonce: "n0nce" },
    );
    let ready = false;
    void body.allReady.then(() => (ready = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(ready).toBe(false);
    const html = text(body);
    resolve("arrived");
    await body.allReady;
    const written = await html;
    expect(written).toContain("<p>arrived</p>");
    // Streamed after the shell: React's boundary script carries the nonce.
    if (written.includes("$RC")) expect(written).toContain('<script nonce="n0nce">');
  });

  it("rejects when the shell fails, and reports the error", async () => {
    const errors: unknown[] = [];
    function Broken(): ReactNode {
      throw new Error("shell broke");
    }
    await expect(
      renderToReadableStream(createElement(Broken), { onError: (error) => void errors.push(error) }),
    ).rejects.toThrow("shell broke");
    expect(errors).toHaveLength(1);
  });

  it("an aborting signal ends the document with the boundary left to the browser", async () => {
    const controller = new AbortController();
    const Never = suspending(new Promise<string>(() => undefined));
    const body = await renderToReadableStream(
      createElement(
        "div",
        null,
        "shell",
        createElement(Suspense, { fallback: createElement("i", null, "loading") }, createElement(Never)),
      ),
      { signal: controller.signal, onError: () => undefined },
    );
    const html = text(body);
    controller.abort(new Error("too slow"));
    const written = await html;
    expect(written).toContain("shell");
    // The boundary is marked for the browser to render itself ($RX), its fallback in place.
    expect(written).toContain("<i>loading</i>");
    expect(written).toContain('$RX("B:0")');
    await expect(body.allReady).resolves.toBeUndefined();
  });

  it("a reader that goes away aborts the render, and nothing is written after it", async () => {
    const errors: unknown[] = [];
    const Never = suspending(new Promise<string>(() => undefined));
    const body = await renderToReadableStream(
      createElement(Suspense, { fallback: createElement("i", null, "loading") }, createElement(Never)),
      { onError: (error) => void errors.push(error) },
    );
    const reader = body.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain("loading");
    await reader.cancel(new Error("the client left"));
    // React's abort settles the render (its boundary errored) without writing to the cancelled stream.
    await expect(body.allReady).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
