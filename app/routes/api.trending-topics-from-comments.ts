/**
 * GET /api/trending-topics-from-comments: [{ topic, mentions, keywords }] from the last
 * 7 days of comments. Sample topics only when there are no comments at all (then the
 * header X-Sample-Topics: 1).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { getTrendingTopics } from "~/models/trending-topics.server";
import { translatorFor } from "~/utils/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await getTrendingTopics(context, await translatorFor(request));
  return Response.json(result.topics, {
    headers: { "X-Sample-Topics": result.isSample ? "1" : "0", "Cache-Control": "public, max-age=30" },
  });
}
