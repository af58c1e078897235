/**
 * The infographic Worker: renders a debate's shareable card as a 1600x1200 PNG.
 *
 * It is reached only through the page Worker's service binding INFOGRAPHIC (it has no
 * public route): the page Worker looks the debate up, translates and formats every string,
 * caches the result, and answers GET /debates/{id}/infographic.png. Keeping satori, resvg
 * and the fonts here keeps the page Worker small (docs/decisions/0006-infographic-worker.md).
 *
 *   POST /render   body: a card (card.ts, cardSchema)  ->  image/png
 *                  X-Missing-Glyphs: how many text segments no font could draw (0 expected)
 *                  Server-Timing: the time of each phase, only when asked with X-Infographic-Timing: 1
 *                  (for `npm run bench`; meaningful only in local workerd, see render.ts)
 *   GET  /health   -> 200 once the WebAssembly modules are loaded
 *
 * Bindings: ASSETS, its static assets (the fonts, wrangler.toml [assets]).
 */
import { cardSchema } from "./card";
import { type PhaseTimings, renderPng, warmUp } from "./render";

function problem(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
}

function serverTiming(timings: PhaseTimings): string {
  return Object.entries(timings)
    .map(([phase, ms]) => `${phase};dur=${ms.toFixed(2)}`)
    .join(", ");
}

export interface Env {
  /** The fonts (build/infographic-assets, written by scripts/prepare-infographic.mjs). */
  ASSETS: Fetcher;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/health") {
      await warmUp();
      return new Response("ok", { headers: { "Cache-Control": "no-store" } });
    }
    if (pathname !== "/render") return problem(404, "Not found: use POST /render");
    if (request.method !== "POST") return problem(405, "Use POST /render with a JSON card");

    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return problem(400, "The body must be JSON");
    }
    const parsed = cardSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return problem(400, `Invalid card: ${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`);
    }
    const timings: PhaseTimings | undefined = request.headers.get("X-Infographic-Timing") === "1" ? {} : undefined;
    try {
      const image = await renderPng(parsed.data, env.ASSETS, timings);
      if (image.missingGlyphs.length > 0) {
        console.warn(`[infographic] no font for: ${JSON.stringify(image.missingGlyphs.slice(0, 5))}`);
      }
      return new Response(image.png, {
        headers: {
          "Content-Type": "image/png",
          "X-Image-Size": `${image.width}x${image.height}`,
          "X-Missing-Glyphs": String(image.missingGlyphs.length),
          ...(timings && { "Server-Timing": serverTiming(timings) }),
        },
      });
    } catch (error) {
      console.error("[infographic] render failed", error);
      return problem(500, "The card could not be rendered");
    }
  },
} satisfies ExportedHandler<Env>;
