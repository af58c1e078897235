/**
 * The language a text is written in, by its letters (Devanagari → hi, Bengali → bn, else en): the
 * rule Emerging Topics uses (app/models/news/topics.ts), and the `lang` every piece of user or feed
 * content carries on the page when its language is not stored (comments, ads, rooms, policy
 * outcomes, expert texts, names: docs/decisions/0108-language-of-parts.md). Small enough for the
 * browser.
 */
export type TopicLanguage = "en" | "hi" | "bn";

/** The language a text is written in, by its letters: Devanagari → hi, Bengali → bn, else en. */
export function languageOf(text: string): TopicLanguage {
  let latin = 0;
  let devanagari = 0;
  let bengali = 0;
  for (const char of text) {
    if (/\p{Script=Devanagari}/u.test(char)) devanagari++;
    else if (/\p{Script=Bengali}/u.test(char)) bengali++;
    else if (/\p{Script=Latin}/u.test(char)) latin++;
  }
  if (devanagari > latin && devanagari >= bengali) return "hi";
  if (bengali > latin && bengali > devanagari) return "bn";
  return "en";
}

/**
 * The `lang` of an element that shows a piece of content which may be missing: the content's
 * language, or none (the page's) when the element shows the page's own fallback ("None") instead.
 */
export function langOf(text: string | null | undefined): TopicLanguage | undefined {
  return text ? languageOf(text) : undefined;
}
