/**
 * What people type, cleaned the same way everywhere (names, usernames, comments, and every text
 * field of the features to come): bidirectional controls removed (they can make "\u202Enimda" show as
 * "admin"), text made only of invisible characters refused, and text that is not valid Unicode
 * (a lone surrogate from a JSON body) refused rather than silently altered. Zero-width joiners
 * (U+200C, U+200D) are kept inside text: Hindi and Bengali need them.
 */

/** Embedding, override and isolate controls, and the directional marks (U+061C, U+200E, U+200F). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Characters that draw nothing (besides white space): soft hyphen, joiners, fillers, the BOM. */
const INVISIBLE = new Set([
  0xad, 0x34f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180e, 0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064,
  0x3164, 0xfeff, 0xffa0,
]);

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function removeBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

export function isOnlyInvisible(text: string): boolean {
  return [...text].every((ch) => /\s/.test(ch) || INVISIBLE.has(ch.codePointAt(0) ?? 0));
}

export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}
