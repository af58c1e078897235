/**
 * The feeds' loader (docs/feeds.md), for /feeds/{division}.{format} and
 * /feeds/{language}/{division}.{format}: the newest debates as Atom or RSS 2.0. Links are absolute,
 * from the configured public origin (never the Host header); 503 when there is none to build them
 * from. Public and cacheable; an unchanged feed answers 304 to its ETag.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { getFixedT } from "~/i18n/i18n.server";
import { newestDebates } from "~/models/debates";
import { sha256Hex } from "~/utils/crypto";
import { renderAtom, renderRss, type FeedDocument } from "~/utils/feed-xml";
import { FEED_MEDIA_TYPES, feedPath, parseFeedPath, regionOf } from "~/utils/feeds";
import { publicOrigin } from "~/utils/http.server";

const CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=600";

function plain(status: number, text: string) {
  return new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export async function feedLoader({ request, params, context }: LoaderFunctionArgs) {
  const address = parseFeedPath(params.lang, params.feed ?? "");
  if (!address) return plain(404, "No such feed.");
  const origin = publicOrigin(context, request);
  if (!origin) return plain(503, "Feeds need PUBLIC_ORIGIN for their links.");
  const { division, format, language } = address;
  const t = await getFixedT(language);
  const region = regionOf(division);
  const entries = await newestDebates(context.db, { region, language });

  // Links carry no ?lng=: the site's language switch remembers it (and a signed-in citizen's account
  // language), which following a link from a feed must not do. Pages choose the reader's language.
  const page = new URL("/", origin);
  if (region) page.searchParams.set("region", region);
  const feed: FeedDocument = {
    title: t(`feedsOut.title.${division}`),
    subtitle: t("feedsOut.subtitle"),
    selfUrl: `${origin}${feedPath(address)}`,
    siteUrl: page.href,
    language,
    updated: entries[0]?.createdAt ?? new Date().toISOString(),
    author: t("app.name"),
    generator: t("app.name"),
    entries: entries.map((debate) => {
      const url = new URL(`/debates/${encodeURIComponent(debate.id)}`, origin);
      return {
        url: url.href,
        title: debate.title,
        summary: debate.description,
        published: debate.createdAt,
        category: t(`region.${debate.region}`),
        language: debate.language,
      };
    }),
  };
  const xml = format === "atom" ? renderAtom(feed) : renderRss(feed);
  const etag = `"${(await sha256Hex(xml)).slice(0, 32)}"`;
  const headers = {
    "Content-Type": `${FEED_MEDIA_TYPES[format]}; charset=utf-8`,
    "Cache-Control": CACHE_CONTROL,
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(xml, { headers });
}
