/**
 * GET /oembed?url=…[&maxwidth=…][&maxheight=…][&format=json]: oEmbed 1.0 (oembed.com) for our
 * debate pages (docs/embed.md, docs/api.md). The answer is the `rich` type: `html` is the embed's
 * `<iframe>`, sized within maxwidth and maxheight. Only our own debate pages have one: `url` must be
 * on the configured public origin (in development and tests, this loopback origin), naming a shown
 * debate (`/debates/{id}`, or the home page's `/?debate={id}`); anything else is 404, and no
 * address is ever fetched. `format=xml` (or any format but json) is 501. Absolute links come from
 * the public origin, never from the Host header.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { isSupportedLanguage, type SupportedLanguage } from "~/i18n/config";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { getDebate, withTranslation } from "~/models/debates";
import { oembedQuerySchema } from "~/models/debates";
import { shownText } from "~/utils/debate-text";
import { embedCode, embedPath, embedSize } from "~/utils/embed";
import { jsonError, publicOrigin, translatorFor } from "~/utils/http.server";
import { INFOGRAPHIC_HEIGHT, INFOGRAPHIC_WIDTH, infographicPath } from "~/utils/infographic";
import { translateIssue } from "~/utils/validation.server";

/** How long a consumer may keep the answer (the iframe shows live figures; only the title could change). */
const CACHE_AGE = 86_400;

/** The debate an address of ours names, and the language it asks for; null for anything else. */
function debateOf(address: string, origin: string): { id: string; lng: SupportedLanguage | null } | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username || url.password) return null;
  const lngParam = url.searchParams.get("lng");
  const lng = isSupportedLanguage(lngParam) ? lngParam : null;
  const page = /^\/debates\/([\w-]{1,64})\/?$/.exec(url.pathname);
  if (page?.[1]) return { id: page[1], lng };
  const home = url.pathname === "/" ? url.searchParams.get("debate") : null;
  if (home && /^[\w-]{1,64}$/.test(home)) return { id: home, lng };
  return null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await translatorFor(request);
  const query = oembedQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return jsonError(400, translateIssue(t, query.error.issues[0]!));
  const { url, maxwidth, maxheight, format } = query.data;
  if (format !== undefined && format !== "json") return jsonError(501, t("embed.errors.format"));

  const origin = publicOrigin(context, request);
  const target = origin ? debateOf(url, origin) : null;
  const debate = target ? await getDebate(context.db, target.id) : null;
  if (!origin || !target || !debate) return jsonError(404, t("embed.errors.notOurs"));
  const size = embedSize({ maxwidth, maxheight });
  if (!size) return jsonError(404, t("embed.errors.tooSmall"));

  const lng = target.lng ?? (await getLocale(request));
  const shown = shownText(await withTranslation(context.db, debate, lng));
  const tIn = await getFixedT(lng);
  // The card image is drawn at twice its size (800x600 at scale 2): its size as shown, within the bounds.
  const cardWidth = INFOGRAPHIC_WIDTH / 2;
  const cardHeight = INFOGRAPHIC_HEIGHT / 2;
  const thumbnailWidth = Math.floor(
    Math.min(cardWidth, maxwidth ?? cardWidth, ((maxheight ?? cardHeight) * cardWidth) / cardHeight),
  );
  return Response.json(
    {
      version: "1.0",
      type: "rich",
      title: shown.title,
      provider_name: tIn("app.name"),
      provider_url: `${origin}/`,
      cache_age: CACHE_AGE,
      html: embedCode({
        src: `${origin}${embedPath(debate.id, target.lng)}`,
        title: tIn("embed.frameTitle", { title: shown.title }),
        ...size,
      }),
      width: size.width,
      height: size.height,
      thumbnail_url: `${origin}${infographicPath(debate.id, target.lng ?? debate.language)}`,
      thumbnail_width: thumbnailWidth,
      thumbnail_height: Math.round((thumbnailWidth * cardHeight) / cardWidth),
    },
    { headers: { "Cache-Control": `public, max-age=${CACHE_AGE}`, Vary: "Accept-Language" } },
  );
}
