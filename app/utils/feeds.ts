/**
 * The feeds of new debates (docs/feeds.md): one per division (all, Global Storm, Bharat Pulse),
 * language and format, at /feeds/{division}.{atom|rss} in English and /feeds/{hi|bn}/{division}.{atom|rss}
 * in Hindi and Bengali (the debates in that language where a translation exists).
 */
import { LANGUAGES } from "~/db/enums";
import type { Language, Region } from "~/db/schema";

export const FEED_DIVISIONS = ["all", "global", "bharat"] as const;
type FeedDivision = (typeof FEED_DIVISIONS)[number];
const FEED_FORMATS = ["atom", "rss"] as const;
type FeedFormat = (typeof FEED_FORMATS)[number];

export const FEED_MEDIA_TYPES: Record<FeedFormat, string> = {
  atom: "application/atom+xml",
  rss: "application/rss+xml",
};

interface FeedAddress {
  division: FeedDivision;
  format: FeedFormat;
  language: Language;
}

/** The path of a feed: English's has no language segment. */
export function feedPath({ division, format, language }: FeedAddress): string {
  return language === "en" ? `/feeds/${division}.${format}` : `/feeds/${language}/${division}.${format}`;
}

/** The feed a path's segments name (`language` absent: English), or null. `/feeds/en/…` is English too. */
export function parseFeedPath(language: string | undefined, file: string): FeedAddress | null {
  const match = /^(\w+)\.(\w+)$/.exec(file);
  const division = FEED_DIVISIONS.find((d) => d === match?.[1]);
  const format = FEED_FORMATS.find((f) => f === match?.[2]);
  const lang = language === undefined ? "en" : LANGUAGES.find((l) => l === language);
  if (!division || !format || !lang) return null;
  return { division, format, language: lang };
}

/** The division's region (null: every division). */
export function regionOf(division: FeedDivision): Region | null {
  return division === "all" ? null : division;
}

interface FeedLink {
  href: string;
  type: string;
  title: string;
}

/**
 * The `<link rel="alternate">` of a page that lists a division's debates: its Atom and RSS feeds
 * in the reader's language, absolute from the public origin when there is one (else this site's path).
 */
export function feedLinks(options: {
  origin: string | null;
  language: Language;
  region: Region | null;
  /** The feed's title for the link ("DebateStorm: Global Storm (Atom)"). */
  title: (division: FeedDivision, format: string) => string;
}): FeedLink[] {
  const division: FeedDivision = options.region ?? "all";
  return FEED_FORMATS.map((format) => ({
    href: `${options.origin ?? ""}${feedPath({ division, format, language: options.language })}`,
    type: FEED_MEDIA_TYPES[format],
    title: options.title(division, format === "atom" ? "Atom" : "RSS"),
  }));
}

/** The feed links' titles in the reader's language ("DebateStorm: Global Storm (Atom)"). */
export function feedTitle(t: (key: string, options?: Record<string, unknown>) => string) {
  return (division: FeedDivision, format: string) =>
    t("feedsOut.linkTitle", { title: t(`feedsOut.title.${division}`), format });
}

/** The `<link rel="alternate">` tags of a page's feeds, for its `meta` export. */
export function feedLinkTags(feeds: readonly FeedLink[] | undefined) {
  return (feeds ?? []).map(({ type, href, title }) => ({ tagName: "link", rel: "alternate", type, href, title }));
}
