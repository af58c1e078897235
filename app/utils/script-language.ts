/**
 * The language a text is written in, by its letters (Devanagari → hi, Bengali → bn, else en): the
 * rule Emerging Topics uses (app/models/news/topics.ts), small enough for the browser, which marks each
 * topic with its `lang`.
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
