/**
 * What people type, cleaned the same way everywhere (names, usernames, comments, and every text
 * field of the features to come): bidirectional controls removed (they can make "\u202Enimda" show as
 * "admin"), text made only of invisible characters refused, and text that is not valid Unicode
 * (a lone surrogate from a JSON body) refused rather than silently altered. Zero-width joiners
 * (U+200C, U+200D) are kept inside text: Hindi and Bengali need them.
 */

/** Embedding, override and isolate controls, and the directional marks (U+061C, U+200E, U+200F). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** White space and characters that draw nothing. */
const INVISIBLE = /^[\s\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200d\u2060-\u2064\u3164\ufeff\uffa0]*$/;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function removeBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

export function isOnlyInvisible(text: string): boolean {
  return INVISIBLE.test(text);
}

export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}
