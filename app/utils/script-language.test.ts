import { describe, expect, it } from "vitest";

import { langOf, languageOf } from "./script-language";

describe("the language of a piece of content, by its letters", () => {
  it("reads Devanagari as Hindi, Bengali as Bengali, Latin and the rest as English", () => {
    expect(languageOf("क्या दिल्ली में बसें मुफ़्त हों?")).toBe("hi");
    expect(languageOf("কলকাতার ট্রাম পরিষেবা")).toBe("bn");
    expect(languageOf("Kavya Nair")).toBe("en");
    expect(languageOf("citizen07@debatestorm.local")).toBe("en");
  });

  it("takes the script most of the letters are in (a Hindi sentence with an English word is Hindi)", () => {
    expect(languageOf("यह बिल (Bill) संसद में है")).toBe("hi");
    expect(languageOf("The word बहस means debate")).toBe("en");
  });

  it("langOf marks nothing when there is no content (the page's own fallback shows instead)", () => {
    expect(langOf(null)).toBeUndefined();
    expect(langOf(undefined)).toBeUndefined();
    expect(langOf("")).toBeUndefined();
    expect(langOf("ঢাকা, বাংলাদেশ")).toBe("bn");
  });
});
