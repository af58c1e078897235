/**
 * Dates as feeds write them, to ISO 8601 in UTC, or null when they cannot be read.
 *
 * - ISO 8601 / W3C-DTF (Atom, Dublin Core): "2026-11-20", "2026-11-20T10:00Z",
 *   "2026-11-20T15:30:00.123+05:30", "2026-11-20 10:00:00" (no zone: UTC).
 * - RFC 822 / 2822 (RSS): "Fri, 20 Nov 2026 10:00:00 GMT" and the usual variants: day name in
 *   any language (or none), month names in English, French, German, Spanish, Portuguese,
 *   Italian, Dutch, Indonesian, Hindi and Bengali, two-digit years, no seconds, no time,
 *   numeric zones with or without a colon, named zones (EST, IST, CET, ...; an unknown name is
 *   read as UTC), AM/PM, Devanagari and Bengali digits.
 * - Anything else the JavaScript runtime itself reads, as long as it names a month in English
 *   and a four-digit year ("Fri Nov 20 2026 10:00:00 GMT+0000").
 */

const ZONES: Record<string, number> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  WET: 0,
  WEST: 60,
  BST: 60,
  IST: 330, // India (the Irish and Israeli uses are rarer in our feeds)
  CET: 60,
  MET: 60,
  CEST: 120,
  MEST: 120,
  EET: 120,
  EEST: 180,
  MSK: 180,
  PKT: 300,
  NPT: 345,
  ICT: 420,
  WIB: 420,
  HKT: 480,
  SGT: 480,
  PHT: 480,
  AWST: 480,
  JST: 540,
  KST: 540,
  ACST: 570,
  AEST: 600,
  AEDT: 660,
  NZST: 720,
  NZDT: 780,
  AST: -240,
  ADT: -180,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  AKST: -540,
  AKDT: -480,
  HST: -600,
};

/**
 * Month names: exact words (Hindi, Bengali, a few abbreviations) and the stems that Latin-script
 * names are matched by after accents are dropped (first four letters, then first three):
 * "janvier" → "janv", "août" → "aou", "märz" → "mar", "juillet" → "juil", "settembre" → "set".
 */
const MONTH_WORDS: [number, string][] = [
  [1, "jan janv ene gen जनवरी জানুয়ারি জানুয়ারী"],
  [2, "feb fev fevr peb फ़रवरी फरवरी ফেব্রুয়ারি ফেব্রুয়ারী"],
  [3, "mar mrz maa mrt मार्च মার্চ"],
  [4, "apr avr abr अप्रैल अप्रेल এপ্রিল"],
  [5, "may mai mag mei मई মে"],
  [6, "jun juin giu जून জুন"],
  [7, "jul juil lug जुलाई জুলাই"],
  [8, "aug aou ago agu अगस्त আগস্ট আগষ্ট"],
  [9, "sep sept set सितंबर सितम्बर সেপ্টেম্বর"],
  [10, "oct okt ott out अक्टूबर अक्तूबर অক্টোবর"],
  [11, "nov नवंबर नवम्बर নভেম্বর"],
  [12, "dec dez dic des दिसंबर दिसम्बर ডিসেম্বর"],
];
const MONTHS = new Map<string, number>(
  MONTH_WORDS.flatMap(([month, words]) => words.split(" ").map((word) => [word.normalize("NFC"), month] as const)),
);

/** The usual spellings, looked up before any normalising. */
const COMMON_MONTHS: Record<string, number | undefined> = Object.assign(
  Object.create(null) as Record<string, number>,
  Object.fromEntries(
    "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ").map((name, index) => [name, index + 1]),
  ),
);

/** The month a name means, in any of the languages above, or undefined. */
function monthNumber(name: string): number | undefined {
  const common = COMMON_MONTHS[name];
  if (common !== undefined) return common;
  const lower = name.normalize("NFC").toLowerCase().replace(/\.$/, "");
  const exact = MONTHS.get(lower);
  if (exact) return exact;
  if (!/^\p{Script=Latin}+$/u.test(lower)) return undefined;
  const plain = lower.normalize("NFD").replace(/\p{M}/gu, "");
  return MONTHS.get(plain) ?? MONTHS.get(plain.slice(0, 4)) ?? MONTHS.get(plain.slice(0, 3));
}

const NATIVE_DIGITS = /[\u0966-\u096F\u09E6-\u09EF]/g;
const NON_ASCII = /[\u0080-\uFFFF]/;

function toAsciiDigits(text: string) {
  return text.replace(NATIVE_DIGITS, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= 0x09e6 ? 0x09e6 : 0x0966));
  });
}

function daysInMonth(year: number, month: number) {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  offsetMinutes: number;
}

function toIso(p: Parts): string | null {
  if (p.year < 1000 || p.year > 9999 || p.month < 1 || p.month > 12) return null;
  if (p.day < 1 || p.day > daysInMonth(p.year, p.month)) return null;
  if (p.hour > 24 || (p.hour === 24 && (p.minute || p.second)) || p.minute > 59 || p.second > 60) return null;
  if (Math.abs(p.offsetMinutes) > 18 * 60) return null;
  const ms =
    Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, Math.min(p.second, 59), p.millisecond) -
    p.offsetMinutes * 60_000;
  return Number.isFinite(ms) ? isoString(ms) : null;
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/**
 * What `new Date(ms).toISOString()` gives for years 0–9999, computed directly (the civil
 * calendar from a day count, as in Howard Hinnant's algorithm): several times faster, which
 * counts in a feed of thousands of dated items.
 */
function isoString(ms: number): string | null {
  const days = Math.floor(ms / 86_400_000);
  let rest = ms - days * 86_400_000;
  const hour = Math.floor(rest / 3_600_000);
  rest -= hour * 3_600_000;
  const minute = Math.floor(rest / 60_000);
  rest -= minute * 60_000;
  const second = Math.floor(rest / 1000);
  const millisecond = rest - second * 1000;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}.${pad(millisecond, 3)}Z`;
}

/** The zones most feeds write, looked up before any parsing. */
const COMMON_ZONES: Record<string, number | undefined> = Object.assign(Object.create(null) as Record<string, number>, {
  "": 0,
  GMT: 0,
  UTC: 0,
  UT: 0,
  Z: 0,
  "+0000": 0,
  "-0000": 0,
  "+0530": 330,
});

/** "+05:30", "+0530", "-08", "Z" → minutes east of UTC; undefined when it is none of those. */
function numericOffset(zone: string): number | undefined {
  if (/^z$/i.test(zone)) return 0;
  const match = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

const ISO =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?|UTC|GMT)?)?)?)?$/i;

/** undefined when the text is not in this format; null when it is, but names no real time. */
function parseIso(text: string): string | null | undefined {
  const m = ISO.exec(text);
  if (!m) return undefined;
  const zone = m[8] ?? "Z";
  return toIso({
    year: Number(m[1]),
    month: Number(m[2] ?? 1),
    day: Number(m[3] ?? 1),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    millisecond: Number((m[7] ?? "0").padEnd(3, "0").slice(0, 3)),
    offsetMinutes: /^(utc|gmt)$/i.test(zone) ? 0 : (numericOffset(zone) ?? 0),
  });
}

const RFC822 =
  /^(\d{1,2})[\s-]+([^\s\d,-]+?)\.?,?[\s-]+(\d{4}|\d{2})(?:[\s,T]+(\d{1,2})[:.](\d{2})(?:[:.](\d{2})(?:[.,]\d+)?)?)?(?:\s+(.*))?$/;

/** The zone part after an RFC 822 time: "GMT", "+0530", "GMT+05:30", "EST", "PM +0000 (UTC)". */
function rfcZone(rest: string, hour: number): { offset: number; hour: number } | null {
  const common = COMMON_ZONES[rest];
  if (common !== undefined) return { offset: common, hour };
  let h = hour;
  const tokens = rest
    .replace(/\([^)]*\)/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const meridiem = tokens[0]?.toUpperCase().replace(/\./g, "");
  if (meridiem === "AM" || meridiem === "PM") {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (meridiem === "PM" ? 12 : 0);
    tokens.shift();
  }
  const zone = tokens[0];
  if (zone === undefined) return { offset: 0, hour: h };
  const numeric = numericOffset(zone);
  if (numeric !== undefined) return { offset: numeric, hour: h };
  const named = /^([A-Za-z]{1,5})(?:([+-]\d{1,2})(?::?(\d{2}))?)?$/.exec(zone);
  if (!named) return null;
  const base = ZONES[named[1]?.toUpperCase() ?? ""] ?? 0; // unknown names (military letters, ...) count as UTC
  if (!named[2]) return { offset: base, hour: h };
  const hours = Number(named[2]);
  const minutes = Number(named[3] ?? 0);
  return { offset: base + hours * 60 + (hours < 0 || named[2].startsWith("-") ? -minutes : minutes), hour: h };
}

/** undefined when the text is not in this format; null when it is, but names no real time. */
function parseRfc822(text: string): string | null | undefined {
  // A leading day name, in any language, with or without a comma: "Fri,", "Fr.,", "सोमवार,", "Lun ".
  const withoutDay = text.replace(/^(?:[^\d,]*,|[^\d\s,]+\.?\s+(?=\d))\s*/, "");
  const m = RFC822.exec(withoutDay);
  if (!m) return undefined;
  const month = monthNumber(m[2] ?? "");
  if (!month) return undefined;
  const shortYear = (m[3] ?? "").length === 2;
  const yy = Number(m[3]);
  const hour = Number(m[4] ?? 0);
  const zone = rfcZone(m[7] ?? "", hour);
  if (!zone) return null;
  return toIso({
    year: shortYear ? (yy < 50 ? 2000 + yy : 1900 + yy) : yy,
    month,
    day: Number(m[1]),
    hour: zone.hour,
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    millisecond: 0,
    offsetMinutes: zone.offset,
  });
}

/** Last resort: what the runtime's Date.parse reads, only for text that names an English month and a year. */
function parseLoose(text: string): string | null {
  if (!/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i.test(text) || !/\b\d{4}\b/.test(text)) {
    return null;
  }
  const ms = Date.parse(text);
  if (!Number.isFinite(ms)) return null;
  const year = new Date(ms).getUTCFullYear();
  return year >= 1000 && year <= 9999 ? new Date(ms).toISOString() : null;
}

/** Two ASCII digits at `at` as a number; NaN when they are not digits. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48;
  const ones = text.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : Number.NaN;
}

/**
 * The form nearly every RSS feed writes, "Fri, 20 Nov 2026 10:00:00 GMT" (or "+0530"), read
 * without regular expressions; undefined when the text is in any other form.
 */
function parseRfc1123(text: string): string | null | undefined {
  if (text.length < 29 || text.charCodeAt(3) !== 44 || text.charCodeAt(4) !== 32 || text.charCodeAt(25) !== 32) {
    return undefined;
  }
  const month = COMMON_MONTHS[text.slice(8, 11)];
  const zone = text.slice(26);
  const offset = COMMON_ZONES[zone] ?? numericOffset(zone);
  const day = twoDigits(text, 5);
  const year = twoDigits(text, 12) * 100 + twoDigits(text, 14);
  const hour = twoDigits(text, 17);
  const minute = twoDigits(text, 20);
  const second = twoDigits(text, 23);
  if (month === undefined || offset === undefined || Number.isNaN(day + year + hour + minute + second))
    return undefined;
  if (text[7] !== " " || text[11] !== " " || text[16] !== " " || text[19] !== ":" || text[22] !== ":") return undefined;
  return toIso({ year, month, day, hour, minute, second, millisecond: 0, offsetMinutes: offset });
}

/** A feed's date as ISO 8601 (UTC), or null when it cannot be read. */
export function parseFeedDate(raw: string): string | null {
  if (raw.length > 200) return null;
  const fast = parseRfc1123(raw);
  if (fast !== undefined) return fast;
  let text = raw.trim();
  if (NON_ASCII.test(text)) text = toAsciiDigits(text).normalize("NFC");
  if (/\s\s|[^\S ]/.test(text)) text = text.replace(/\s+/g, " ");
  if (!text) return null;
  const iso = parseIso(text);
  if (iso !== undefined) return iso;
  const rfc822 = parseRfc822(text);
  return rfc822 !== undefined ? rfc822 : parseLoose(text);
}
