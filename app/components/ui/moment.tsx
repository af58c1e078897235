/**
 * Moments (a comment's, an audit entry's) in the reader's time zone, language and numerals
 * (issue 28, item 12). The server does not know the reader's zone: it writes India's
 * (DEFAULT_TIME_ZONE), which is also what a reader without JavaScript keeps. In the browser,
 * hydration first renders the server's text (useSyncExternalStore's server snapshot, so nothing
 * mismatches), then React renders again in the browser's own zone.
 */
import { useSyncExternalStore } from "react";

import { useTranslation } from "~/i18n/react";
import { DEFAULT_TIME_ZONE, formatMoment, timeZoneName } from "~/utils/format";

const unchanging = () => () => undefined;

// Read once per page: React asks for the snapshot at every render of every moment, and each read made
// a formatter (decision 0122). Only the browser sets it (the server renders the server snapshot).
let browserZone: string | undefined;

function browserTimeZone() {
  if (browserZone === undefined) {
    try {
      browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
    } catch {
      browserZone = DEFAULT_TIME_ZONE;
    }
  }
  return browserZone;
}

/** The reader's IANA time zone: India's on the server and during hydration, the browser's after. */
function useTimeZone(): string {
  return useSyncExternalStore(unchanging, browserTimeZone, () => DEFAULT_TIME_ZONE);
}

/** Formatters of moments in the reader's zone and language, and the zone's name in that language. */
export function useMoments() {
  const { i18n } = useTranslation();
  const zone = useTimeZone();
  const language = i18n.language;
  return {
    zone,
    zoneName: timeZoneName(zone, language),
    dateTime: (iso: string) => formatMoment(iso, language, zone, "dateTime"),
    date: (iso: string) => formatMoment(iso, language, zone, "date"),
    time: (iso: string) => formatMoment(iso, language, zone, "time"),
  };
}

/** A `<time>` showing a moment (its date and time, its date, or its time) in the reader's zone. */
export function Moment({
  iso,
  part = "dateTime",
  className,
}: {
  iso: string;
  part?: "dateTime" | "date" | "time";
  className?: string;
}) {
  const moments = useMoments();
  return (
    <time dateTime={iso} className={className} title={moments.zoneName}>
      {moments[part](iso)}
    </time>
  );
}
