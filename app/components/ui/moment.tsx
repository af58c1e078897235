/**
 * Moments (a comment's, an audit entry's) in the reader's time zone, language and numerals
 * (issue 28, item 12). The server does not know the reader's zone: it writes India's
 * (DEFAULT_TIME_ZONE), which is also what a reader without JavaScript keeps. In the browser,
 * hydration first renders the server's text (so nothing mismatches), then React renders again in the
 * browser's own zone, as a transition (decision 0123): React renders it in slices between the page's
 * other work, where useSyncExternalStore's switch from the server's snapshot re-rendered every moment
 * in one task with the page's first effects.
 */
import { startTransition, useEffect, useState } from "react";

import { useTranslation } from "~/i18n/react";
import { DEFAULT_TIME_ZONE, formatMoment, timeZoneName } from "~/utils/format";

// Read once per page: each read made a formatter, and every moment asks (decision 0122). Only the
// browser reads it (the server renders DEFAULT_TIME_ZONE).
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

// Set by the first moment's effect: a moment mounted after the page has hydrated (a client-side
// navigation, a dialog) renders the browser's zone at once. The server never runs effects.
let hydrated = false;

/** The reader's IANA time zone: India's on the server and during hydration, the browser's after. */
function useTimeZone(): string {
  const [zone, setZone] = useState(() => (hydrated ? browserTimeZone() : DEFAULT_TIME_ZONE));
  useEffect(() => {
    hydrated = true;
    const browser = browserTimeZone();
    if (browser !== zone) startTransition(() => setZone(browser));
  }, [zone]);
  return zone;
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
