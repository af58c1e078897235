/**
 * GET /debates/{id}/infographic.png?lng=en|hi|bn[&download=1]: the debate's shareable card,
 * 1600x1200 (800x600 at scale 2), drawn by the infographic Worker and cached in KV
 * (app/models/debates/infographic.server.ts). Public, like the debate page it illustrates.
 * `download=1` asks the browser to save it as debate-{first 8 characters of the id}.png.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { InfographicUnavailable, getInfographic, infographicFileName, infographicQuerySchema } from "~/models/debates";
import { jsonError, translatorFor } from "~/utils/http.server";

async function notFound(request: Request) {
  const t = await translatorFor(request);
  return jsonError(404, t("infographic.errors.notFound"));
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = infographicQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    const t = await translatorFor(request);
    return jsonError(400, t(query.error.issues[0]?.message ?? "infographic.errors.badLanguage"));
  }
  const debateId = params.debateId ?? "";
  if (!/^[\w-]{1,64}$/.test(debateId)) return notFound(request);

  let image;
  try {
    image = await getInfographic(context, debateId, query.data.lng);
  } catch (error) {
    if (!(error instanceof InfographicUnavailable)) throw error;
    console.error(`[infographic] ${error.message}`);
    const t = await translatorFor(request);
    return jsonError(503, t("infographic.errors.unavailable"), { "Retry-After": "60" });
  }
  if (!image) return notFound(request);

  const etag = `"${image.version}"`;
  const headers = new Headers({
    "Content-Type": "image/png",
    "Content-Disposition": `${query.data.download ? "attachment" : "inline"}; filename="${infographicFileName(debateId)}"`,
    // Short: a vote can change the figures; the ETag makes revalidation cheap.
    "Cache-Control": "public, max-age=300",
    ETag: etag,
    "X-Infographic-Cache": image.cache,
  });
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(image.png, { headers });
}
