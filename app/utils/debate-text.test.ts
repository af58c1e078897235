import { describe, expect, it } from "vitest";

import { shownText } from "./debate-text";

const original = { title: "বাস কি চলবে?", description: "শহরের নতুন পরিকল্পনা।", language: "bn" as const };

describe("what a reader is shown of a debate", () => {
  it("is the original, in its language, without a translation", () => {
    expect(shownText({ ...original, translation: null })).toEqual({
      title: original.title,
      description: original.description,
      lang: "bn",
      translatedFrom: null,
      translatedBy: null,
    });
  });
  it("is the translation, in its language, said to come from the original's", () => {
    const translation = { language: "hi" as const, title: "क्या बस चलेगी?", description: "शहर की नई योजना।" };
    expect(shownText({ ...original, translation })).toEqual({
      title: translation.title,
      description: translation.description,
      lang: "hi",
      translatedFrom: "bn",
      translatedBy: "machine",
    });
  });
  it("says a translation of the demo seed was written by us, not by a model", () => {
    const translation = { language: "hi" as const, title: "क्या बस चलेगी?", description: "", source: "seed" as const };
    expect(shownText({ ...original, translation })).toMatchObject({ translatedFrom: "bn", translatedBy: "seed" });
  });
  it("has no description when the original has none", () => {
    const translation = { language: "en" as const, title: "Will the bus run?", description: "Stray text" };
    expect(shownText({ ...original, description: "", translation }).description).toBe("");
  });
});
