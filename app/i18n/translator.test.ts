import { describe, expect, it } from "vitest";

import { createTranslator } from "./translator";

const resources = {
  a: { b: "Hello {{name}}", list: [{ x: "one" }] },
  likes_one: "{{count}} like",
  likes_other: "{{count}} likes",
  only: "{{count}} items",
};

describe("translator", () => {
  const t = createTranslator("en", resources);
  it("looks up nested keys and interpolates", () => {
    expect(t("a.b", { name: "Asha" })).toBe("Hello Asha");
    expect(t("a.b")).toBe("Hello {{name}}");
  });
  it("chooses the plural form by the language's rules", () => {
    expect(t("likes", { count: 1 })).toBe("1 like");
    expect(t("likes", { count: 0 })).toBe("0 likes");
    expect(t("likes", { count: 7 })).toBe("7 likes");
    expect(t("only", { count: 3 })).toBe("3 items");
  });
  it("returns objects when asked, and the key when missing", () => {
    expect(t<{ x: string }[]>("a.list", { returnObjects: true })).toEqual([{ x: "one" }]);
    expect(t("nope.missing")).toBe("nope.missing");
  });
  it("uses Hindi and Bengali plural rules", () => {
    const hi = createTranslator("hi", { n_one: "{{count}} एक", n_other: "{{count}} अनेक" });
    expect(hi("n", { count: 1 })).toBe("1 एक");
    expect(hi("n", { count: 0 })).toBe("0 एक");
    expect(hi("n", { count: 5 })).toBe("5 अनेक");
  });
  it("answers a key asked again, by another plural or with other values, as the first time (each key is looked up once)", () => {
    const again = createTranslator("en", { ...resources, plain: "Comments", braces: "{{ name }} and {{other}}" });
    for (let round = 0; round < 3; round++) {
      expect(again("plain")).toBe("Comments");
      expect(again("plain", { name: "ignored" })).toBe("Comments");
      expect(again("likes", { count: 1 })).toBe("1 like");
      expect(again("likes", { count: 2 + round })).toBe(`${2 + round} likes`);
      expect(again("a.b", { name: `Asha ${round}` })).toBe(`Hello Asha ${round}`);
      expect(again("braces", { name: "x" })).toBe("x and {{other}}");
      expect(again("nope.missing")).toBe("nope.missing");
    }
  });
  it("finds a key its resources gain later (the browser merges areas into the same object as they load)", () => {
    const growing: Record<string, unknown> = { common: { yes: "Yes" } };
    const later = createTranslator("en", growing);
    expect(later("experts.title")).toBe("experts.title");
    expect(later("common.yes")).toBe("Yes");
    Object.assign(growing, { experts: { title: "Expert witnesses" } });
    expect(later("experts.title")).toBe("Expert witnesses");
    expect(later("common.yes")).toBe("Yes");
  });
});
