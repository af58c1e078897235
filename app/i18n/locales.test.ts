/**
 * Every string of the UI exists in English, Hindi and Bengali, with the same
 * placeholders, and is really translated (written in the language's script).
 */
import { describe, expect, it } from "vitest";

import { AREAS } from "./areas";
import bn from "./locales/bn";
import en from "./locales/en";
import hi from "./locales/hi";

type Tree = { [key: string]: string | Tree } | Tree[];

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = flatten(en as unknown as Tree);

describe.each([
  ["hi", hi as unknown as Tree, /[\u0900-\u097F]/],
  ["bn", bn as unknown as Tree, /[\u0980-\u09FF]/],
] as const)("%s", (lng, resources, script) => {
  const translated = flatten(resources);

  it("has every English key and no others", () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });

  it("keeps the placeholders of every string", () => {
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(translated[key] ?? ""), `${lng}: ${key}`).toEqual(placeholders(text));
    }
  });

  it("writes every string with letters in the language's own script", () => {
    const untranslated = Object.entries(english)
      .filter(([, text]) => /[a-z]{3,}/i.test(text.replace(/\{\{\s*\w+\s*\}\}/g, "")))
      .filter(([key]) => !script.test(translated[key] ?? ""))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

describe("the locale files", () => {
  const areas = import.meta.glob("./locales/*/en.json", { eager: true, import: "default" }) as Record<
    string,
    Record<string, unknown>
  >;

  it("give every area its own top-level keys (a key in two areas would hide one of them)", () => {
    const owners = new Map<string, string[]>();
    for (const [file, strings] of Object.entries(areas)) {
      for (const key of Object.keys(strings)) owners.set(key, [...(owners.get(key) ?? []), file]);
    }
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it("are the areas the browser loads (app/i18n/areas.ts), and the server's own", () => {
    const folders = Object.keys(areas).map((file) => file.split("/")[2]);
    expect(folders.sort()).toEqual([...AREAS, "server"].sort());
  });

  it("include every area in each language", () => {
    const keys = Object.values(areas).flatMap((strings) => Object.keys(strings));
    expect(Object.keys(en).sort()).toEqual(keys.sort());
  });
});

describe("plurals (counts meeting nouns take i18next's plural forms)", () => {
  const PLURAL = /_(zero|one|two|few|many|other)$/;

  it("every English string with {{count}} is a plural form, with its _one and _other", () => {
    const lacking = Object.keys(english)
      .filter((key) => /\{\{\s*count\s*\}\}/.test(english[key] ?? ""))
      .filter((key) => {
        const base = key.replace(PLURAL, "");
        return !PLURAL.test(key) || !(`${base}_one` in english && `${base}_other` in english);
      });
    expect(lacking).toEqual([]);
  });

  it("no number placeholder meets a noun outside a plural form ('{{seconds}} seconds')", () => {
    const nouns =
      /\{\{\s*(?!source|name|title|label|reason)\w+\s*\}\}\s+(characters?|seconds?|minutes?|hours?|days?|users?|votes?|comments?|citizens?|participants?|results?|replies|reply|reports?|documents?|points?|likes?|mentions?|campaigns?|problems?|devices?|contributions?)\b/i;
    const bare = Object.entries(english)
      .filter(([key, text]) => nouns.test(text) && !PLURAL.test(key))
      .map(([key]) => key);
    expect(bare).toEqual([]);
  });

  it.each([
    ["en", en as unknown as Tree],
    ["hi", hi as unknown as Tree],
    ["bn", bn as unknown as Tree],
  ] as const)("%s has every plural category Intl.PluralRules names for each plural string", (lng, resources) => {
    const strings = flatten(resources);
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const bases = new Set(
      Object.keys(strings)
        .filter((k) => PLURAL.test(k))
        .map((k) => k.replace(PLURAL, "")),
    );
    const missing = [...bases].flatMap((base) =>
      categories.filter((c) => !(`${base}_${c}` in strings)).map((c) => `${base}_${c}`),
    );
    expect(missing).toEqual([]);
  });
});
