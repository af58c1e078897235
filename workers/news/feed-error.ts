import { FEED_PARSE_ERROR_KINDS } from "../../app/db/enums";

/**
 * The one error the feed reader throws (decodeFeed, parseFeed). `kind` says what went
 * wrong, from a closed set, so callers can record or count it without reading messages:
 *
 * - `undecodable`: the bytes cannot be read in the encoding the feed declares (or UTF-8),
 *   or the declared encoding is unknown.
 * - `not_xml`: empty, or does not start with markup at all.
 * - `malformed`: starts like XML but is not well-formed (unclosed or mismatched tags,
 *   unquoted attributes, text outside the root element, ...), or nests elements deeper
 *   than the reader's limit. Malformed feeds are refused, never half-read.
 * - `entity_declaration`: the DOCTYPE declares entities (`<!ENTITY ...>`). Refused outright:
 *   entity expansion is how "billion laughs" and external-entity attacks work.
 * - `unknown_format`: well-formed XML (or an HTML page) that is neither RSS nor Atom.
 *
 * The set lives in app/db/enums.ts, beside the fetch failures, because news runs record it
 * per feed (news_run_feeds.error_kind).
 */
export { FEED_PARSE_ERROR_KINDS };

export type FeedErrorKind = (typeof FEED_PARSE_ERROR_KINDS)[number];

export class FeedParseError extends Error {
  override name = "FeedParseError";
  readonly kind: FeedErrorKind;

  constructor(kind: FeedErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}
