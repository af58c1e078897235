/**
 * GET /api/news/headlines?region=global|bharat: the newest headlines [{ title, source, publishedAt, ... }],
 * from the KV cache the news run writes, else from D1.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { headlineQuerySchema } from "~/models/news";
import { getLatestHeadlines } from "~/models/news";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { region } = headlineQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await getLatestHeadlines(context, region ?? null, 10), {
    headers: { "Cache-Control": "public, max-age=60" },
  });
}
