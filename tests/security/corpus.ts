/**
 * The bad-input corpus (docs/security.md): what an attacker sends a door, by category. The suite
 * runs it against every mutating door of the route table: each field of the door's valid body is
 * replaced by each value, every whole-body variant is sent, and every id in the address is swapped
 * for an odd one. A door must never answer 5xx, never hang, and leave the database as it was
 * whenever it refuses. Every door, reading ones included, also gets unreadable cookies, addresses
 * that cannot be decoded and searches that no pattern could hold (COOKIE_VALUES, PATH_ENCODINGS,
 * SEARCH_VALUES: issue 25).
 */
import { APP_COOKIES } from "~/utils/cookies.server";

/** Values for one field. JSON bodies send them as they are; forms send them as text. */
export const FIELD_VALUES: { category: string; name: string; value: unknown }[] = [
  { category: "wrong type", name: "empty", value: "" },
  { category: "wrong type", name: "blank", value: "   \t\n " },
  { category: "wrong type", name: "number", value: 42 },
  { category: "wrong type", name: "negative", value: -1 },
  { category: "wrong type", name: "float", value: 1e308 },
  { category: "wrong type", name: "boolean", value: true },
  { category: "wrong type", name: "null", value: null },
  { category: "wrong type", name: "array", value: ["a", "b"] },
  { category: "wrong type", name: "object", value: { nested: { deeper: 1 } } },
  { category: "huge", name: "1 MB field", value: "x".repeat(1_000_000) },
  { category: "huge", name: "10,000-character word", value: "y".repeat(10_000) },
  { category: "unicode", name: "lone surrogate", value: "broken \ud800 text" },
  { category: "unicode", name: "NUL", value: "a\u0000b" },
  { category: "unicode", name: "bidi override", value: "\u202eevil\u202c" },
  { category: "unicode", name: "zero-width only", value: "\u200b\u200c\u200d" },
  { category: "unicode", name: "emoji and joiners", value: "🗳️ 👩🏽‍⚖️ ক্ষ क्ष" },
  { category: "unicode", name: "combining pile", value: `Z${"\u0301\u0302\u0303".repeat(300)}` },
  { category: "unicode", name: "right-to-left", value: "مرحبا שלום" },
  { category: "unicode", name: "CR LF", value: "line\r\nSet-Cookie: stolen=1" },
  { category: "injection", name: "SQL", value: "' OR 1=1; DROP TABLE users; --" },
  { category: "injection", name: "SQL union", value: 'x" UNION SELECT password_hash FROM users --' },
  { category: "injection", name: "script", value: "<script>alert(document.cookie)</script>" },
  { category: "injection", name: "attribute", value: '"><img src=x onerror=alert(1)>' },
  { category: "injection", name: "javascript URL", value: "javascript:alert(1)" },
  { category: "injection", name: "template", value: "{{constructor.constructor('return 1')()}}" },
  { category: "injection", name: "prototype", value: "__proto__" },
  { category: "injection", name: "path traversal", value: "../../../../etc/passwd" },
  { category: "injection", name: "open redirect", value: "/\\evil.example" },
  { category: "search", name: "% and _ pile", value: "'%_".repeat(40) },
  { category: "search", name: "backslashes", value: "\\".repeat(100) },
];

const encoder = new TextEncoder();
/** Nested arrays 5,000 deep: a parser that recurses must not fall over. */
const deep = `${"[".repeat(5_000)}${"]".repeat(5_000)}`;

/** Whole bodies: malformed, wrong type, huge, not a form, not text at all. */
export const BODIES: { category: string; name: string; contentType: string | null; body: BodyInit | null }[] = [
  { category: "malformed", name: "broken JSON", contentType: "application/json", body: '{"content": "x",' },
  { category: "malformed", name: "JSON array", contentType: "application/json", body: "[1, 2, 3]" },
  { category: "malformed", name: "JSON string", contentType: "application/json", body: '"just a string"' },
  { category: "malformed", name: "JSON null", contentType: "application/json", body: "null" },
  { category: "malformed", name: "deeply nested JSON", contentType: "application/json", body: deep },
  { category: "malformed", name: "empty JSON body", contentType: "application/json", body: "" },
  { category: "malformed", name: "no body, no type", contentType: null, body: null },
  { category: "malformed", name: "text", contentType: "text/plain", body: "hello there" },
  { category: "malformed", name: "XML", contentType: "application/xml", body: "<?xml version='1.0'?><a>1</a>" },
  {
    category: "malformed",
    name: "broken multipart",
    contentType: "multipart/form-data; boundary=abc",
    body: '--abc\r\nContent-Disposition: form-data; name="content"\r\n\r\nunfinished',
  },
  {
    category: "malformed",
    name: "multipart without boundary",
    contentType: "multipart/form-data",
    body: "content=x",
  },
  {
    category: "unicode",
    name: "invalid UTF-8 form",
    contentType: "application/x-www-form-urlencoded",
    body: new Uint8Array([...encoder.encode("content=a"), 0xff, 0xfe, 0xc0, 0x80]),
  },
  {
    category: "unicode",
    name: "invalid UTF-8 JSON",
    contentType: "application/json",
    body: new Uint8Array([...encoder.encode('{"content":"'), 0xff, 0xfe, ...encoder.encode('"}')]),
  },
  {
    category: "unicode",
    name: "percent-encoded garbage",
    contentType: "application/x-www-form-urlencoded",
    body: "%E0%A4%A&%%%=%ZZ",
  },
  {
    category: "huge",
    name: "3 MB body",
    contentType: "application/x-www-form-urlencoded",
    body: `content=${"z".repeat(3_000_000)}`,
  },
  {
    category: "huge",
    name: "10,000 fields",
    contentType: "application/x-www-form-urlencoded",
    body: Array.from({ length: 10_000 }, (_, i) => `f${i}=${i}`).join("&"),
  },
];

/** Ids in an address swapped for these (path parameters). */
export const ODD_IDS = [
  "..",
  "%2e%2e%2f%2e%2e%2fetc",
  "%00",
  "a".repeat(3_000),
  "%E0%A4%95%E0%A5%8D%E0%A4%B7",
  "1%20OR%201%3D1",
  "%3Cscript%3E",
  "%F0%9F%92%A3",
];

/**
 * Open-redirect probes (issues 11 and 25): targets that a browser reads as another host, or that
 * would smuggle a header. Sent as a form's `redirectTo`, and (those starting with "/") as the
 * request's own path with `?lng=` (tests/security/redirects.test.ts).
 */
export const REDIRECT_PROBES = [
  // Issue 25: the language switch sent these back as they were.
  "//evil.com",
  "/\\evil.com",
  "///evil.com",
  "//evil.com@x",
  // Issue 11's.
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "/./\\evil.example",
  "/.\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%0d%0aSet-Cookie:x=1",
  "/\u0000/evil.example",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "evil.example",
  "\\\\evil.example",
  " /evil",
  "/\u007f/evil.example",
  // More of the same families.
  "////evil.example/",
  "/\\\\evil.example",
  "//evil.example:443/path?x=1#y",
  "//user:pass@evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "//%65vil.example",
  "//evil.example%2F..",
  "/..//evil.example",
  "/a/..//evil.example",
  "//\u3002evil.example",
  "//evil。example",
];

/** Paths that are ours and must come back as they are (or as the same place). */
export const OWN_PATHS = ["/", "/?region=bharat", "/debates/abc#discussion-title", "/a/../b", "/%2F%2Fevil.example"];

/**
 * Path parameters that cannot be decoded (an invalid byte, an overlong "/", a lone "%", an
 * overlong 3-byte form, a UTF-16 surrogate, a truncated sequence): every id in every door's address
 * is swapped for each. The answer is a 404.
 */
export const PATH_ENCODINGS = ["%ff", "%c0%af", "%", "%E0%80%AF", "%ed%a0%80", "%F0%9F%92"];

/** The cookies the app reads: ours (app/utils/cookies.server.ts) and the OpenID Connect flow's state (workers/signin). */
export const COOKIE_NAMES = [...Object.keys(APP_COOKIES), "ds_oidc"];

/** Values none of our cookies can hold: each is read as absent (and ours are expired), never a 500. */
export const COOKIE_VALUES: { name: string; value: string }[] = [
  { name: "a signature that is not base64", value: "eyJhIjoxfQ%3D%3D.!!!not*base64!!!" },
  { name: "a forged signature", value: `eyJhIjoxfQ%3D%3D.${"A".repeat(43)}` },
  { name: "invalid percent-encoding", value: "%ff%fe%c0%af" },
  { name: "not signed, not base64", value: "hello%20there" },
  { name: "oversized (4 KB)", value: `${"Q".repeat(4_000)}.x` },
  { name: "no signature, no value", value: "." },
];

/**
 * Search text: longer than D1's 50-byte LIKE patterns, piles of % and _, backslashes. Sent as
 * ?q=, ?search= and ?query= to every reading door; a search door answers them, or 400 above its cap.
 */
export const SEARCH_VALUES = [
  "x".repeat(49),
  "y".repeat(101),
  "'%_".repeat(20),
  "%".repeat(100),
  "_".repeat(100),
  "\\".repeat(100),
  "क्ष%_".repeat(12),
];
