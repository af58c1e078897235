/** Headlines: the stories the news worker stores and debates are generated from. */

/**
 * The form of a title used to recognise the same story twice: Unicode NFKC,
 * lower case, punctuation and extra spaces removed (letters and marks of every
 * script are kept, so Hindi and Bengali titles normalise too).
 */
export function normaliseTitle(title: string): string {
  return title
    .normalize("NFKC")
    .toLocaleLowerCase("en")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

/** SHA-256 (hex) of the normalised title: the unique key of a headline. */
export async function titleHash(title: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normaliseTitle(title)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
