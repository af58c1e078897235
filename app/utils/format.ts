/**
 * Number, percentage, date and time formatting, one rule for every page and the shareable card
 * (docs/debates.md, "Numbers and dates"). Shared by server and client: the translators format every
 * number they interpolate with `formatNumber`, so "14 জন" cannot happen in Bengali.
 *
 * The rule per language (CLDR's default numbering system, named explicitly so the server's and the
 * browser's ICU cannot differ):
 *   - English: Western digits, international grouping (1,234,567).
 *   - Hindi: Western digits (the digits Indian government and Hindi newspapers print), Indian
 *     grouping (12,34,567).
 *   - Bengali: Bengali digits (১২,৩৪,৫৬৭), Indian grouping; dates too.
 */
import { BoundedMap } from "./bounded-map";

type Lang = "en" | "hi" | "bn";

/** `dates`: the locale of dates and times (English's day-month order is the international one, en-GB). */
const NUMBERING: Record<Lang, { locale: string; dates: string; numberingSystem: "latn" | "beng" }> = {
  en: { locale: "en", dates: "en-GB", numberingSystem: "latn" },
  hi: { locale: "hi-IN", dates: "hi-IN", numberingSystem: "latn" },
  bn: { locale: "bn-IN", dates: "bn-IN", numberingSystem: "beng" },
};

// Keyed by the language as ruled (en, hi, bn; any other is English) and the few styles the code asks
// for, never by the language as a request spelt it; bounded all the same, for the time zones (decision 0116).
const numberFormats = new BoundedMap<string, Intl.NumberFormat>("numberFormats", 64);
const dateFormats = new BoundedMap<string, Intl.DateTimeFormat>("dateFormats", 128);
// A zone's name costs a formatter and formatToParts: a page with ten comments asked for the same name
// ten times, on the server and again in the browser (decision 0122).
const zoneNames = new BoundedMap<string, string>("zoneNames", 64);

/** The language a formatter is made for: one of NUMBERING's, English for any other. */
const ruledLanguage = (language: string): Lang => (Object.hasOwn(NUMBERING, language) ? (language as Lang) : "en");

// The percentage's options, and its memo key, made once: a page of cards writes 48 percentages.
const PERCENT: Intl.NumberFormatOptions = { style: "percent", maximumFractionDigits: 0 };
const PERCENT_KEY = JSON.stringify(PERCENT);

function numberFormat(requested: string, options: Intl.NumberFormatOptions = {}, optionsKey?: string) {
  const language = ruledLanguage(requested);
  const key = `${language}|${optionsKey ?? JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    const { locale, numberingSystem } = NUMBERING[language];
    format = new Intl.NumberFormat(locale, { ...options, numberingSystem });
    numberFormats.set(key, format);
  }
  return format;
}

/** A count or figure in the reader's language: "1,234", "12,345", "১২,৩৪৫". */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(language, options, options ? undefined : "{}").format(value);
}

/** A whole percentage (0-100): "93%", "৯৩%". */
export function formatPercent(value: number, language: string): string {
  return numberFormat(language, PERCENT, PERCENT_KEY).format(value / 100);
}

/** A calendar date, in UTC (the same on the server and in every browser): "21 November 2026", "২১ নভেম্বর, ২০২৬". */
export function formatDate(iso: string, requested: string, style: "long" | "medium" | "short" = "long"): string {
  const language = ruledLanguage(requested);
  const key = `${language}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    const { dates, numberingSystem } = NUMBERING[language];
    format = new Intl.DateTimeFormat(dates, { dateStyle: style, timeZone: "UTC", numberingSystem });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/**
 * A date and time, short, on the 24-hour clock: for status lines ("21/11/2026, 14:40"). In UTC, so
 * the server and the browser write the same; `"local"` (the reader's own clock) only for text drawn
 * after hydration.
 */
export function formatDateTime(iso: string, requested: string, zone: "UTC" | "local" = "UTC"): string {
  const language = ruledLanguage(requested);
  const key = `${language}|datetime|${zone}`;
  let format = dateFormats.get(key);
  if (!format) {
    const { dates, numberingSystem } = NUMBERING[language];
    format = new Intl.DateTimeFormat(dates, {
      dateStyle: "short",
      timeStyle: "short",
      hourCycle: "h23",
      ...(zone === "UTC" ? { timeZone: "UTC" } : {}),
      numberingSystem,
    });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/**
 * The time zone a moment is shown in while the reader's own is unknown (the server's first render,
 * a page read without JavaScript): India's, the zone of most of our readers and of Bharat Pulse.
 */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

type MomentPart = "dateTime" | "date" | "time";
const MOMENT_OPTIONS: Record<MomentPart, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: "medium", timeStyle: "short", hourCycle: "h23" },
  date: { dateStyle: "medium" },
  time: { timeStyle: "short", hourCycle: "h23" },
};

/**
 * A moment in the reader's time zone, language and numerals, on the 24-hour clock (no "AM"/"PM",
 * which CLDR leaves in Latin letters in Bengali and Hindi): "27 Nov 2026, 19:35",
 * "২৭ নভেঃ, ২০২৬, ১৯:৩৫". `timeZone` is an IANA name; an unknown one falls back to India's.
 */
export function formatMoment(iso: string, requested: string, timeZone: string, part: MomentPart = "dateTime"): string {
  const language = ruledLanguage(requested);
  // A citizen's time zone is theirs to set: the bound below is what keeps this memo from growing with them.
  const key = `${language}|moment|${part}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    const { dates: tag, numberingSystem } = NUMBERING[language];
    const options = { ...MOMENT_OPTIONS[part], numberingSystem };
    try {
      format = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(tag, { ...options, timeZone: DEFAULT_TIME_ZONE });
    }
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** A time zone's name in the reader's language: "India Standard Time", "भारतीय मानक समय", "ভারতীয় মানক সময়". */
export function timeZoneName(timeZone: string, requested: string): string {
  const language = ruledLanguage(requested);
  const key = `${language}|${timeZone}`;
  let name = zoneNames.get(key);
  if (name === undefined) {
    try {
      const parts = new Intl.DateTimeFormat(NUMBERING[language].dates, {
        timeZone,
        timeZoneName: "longGeneric",
      }).formatToParts(new Date(0));
      name = parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
    } catch {
      name = timeZone;
    }
    zoneNames.set(key, name);
  }
  return name;
}

/**
 * The spec's compact "at least" style: 127K+, 340+, 2.1M+, in the reader's locale
 * (Hindi and Bengali get their own compact forms). Rounded down, so "+" stays true.
 */
export function compactAtLeast(value: number, language: string) {
  if (value <= 0) return formatNumber(0, language);
  const options = { notation: "compact", roundingMode: "floor" } as Intl.NumberFormatOptions;
  return `${formatNumber(value, language, options)}+`;
}

type RelativeAge = { unit: "m" | "h" | "d"; value: number };

/** SPEC.md section 9: under 60 minutes Nm ago, under 1440 Nh ago, else Nd ago. */
export function relativeAge(iso: string, now = Date.now()): RelativeAge {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return { unit: "m", value: minutes };
  if (minutes < 1440) return { unit: "h", value: Math.floor(minutes / 60) };
  return { unit: "d", value: Math.floor(minutes / 1440) };
}

/**
 * Money in minor units (cents, paise) as the reader's language writes it, in US number style for
 * dollars and Indian style for rupees: $299.00, ₹24,990.00 (lakh and crore grouping).
 */
export function formatMoney(minor: number, currency: "usd" | "inr", language: string) {
  const locale = `${language}-${currency === "inr" ? "IN" : "US"}`;
  return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(minor / 100);
}
