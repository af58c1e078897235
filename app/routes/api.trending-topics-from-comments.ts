/**
 * GET /api/trending-topics-from-comments: [{ topic, mentions, keywords }] from the last
 * 7 days of counted comments (their authors' e-mails are confirmed), for `?language=en|hi|bn`
 * (default: the reader's language): the topics of the comments written in that language, or of all
 * comments when it has none (app/models/news/topics.ts). Sample topics only when no comment counts at all
 * (then the header X-Sample-Topics: 1).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { isSupportedLanguage } from "~/i18n/config";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { getTrendingTopics } from "~/models/news";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams.get("language");
  const language = isSupportedLanguage(asked) ? asked : await getLocale(request);
  const result = await getTrendingTopics(context, await getFixedT(language), language);
  return Response.json(result.topics, {
    headers: { "X-Sample-Topics": result.isSample ? "1" : "0", "Cache-Control": "public, max-age=30" },
  });
}
