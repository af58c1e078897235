import { describe, expect, it } from "vitest";

import { feedLinks, feedPath, parseFeedPath } from "./feeds";

describe("feed addresses", () => {
  it("name a division, a format and a language; English has no language segment", () => {
    expect(parseFeedPath(undefined, "global.atom")).toEqual({ division: "global", format: "atom", language: "en" });
    expect(parseFeedPath("hi", "all.rss")).toEqual({ division: "all", format: "rss", language: "hi" });
    expect(parseFeedPath("en", "bharat.rss")).toEqual({ division: "bharat", format: "rss", language: "en" });
    for (const [lang, file] of [
      [undefined, "global.json"],
      [undefined, "everywhere.atom"],
      ["fr", "global.atom"],
      [undefined, "global.atom.atom"],
      [undefined, "../global.atom"],
      ["hi", ""],
    ] as const) {
      expect(parseFeedPath(lang, file), `${lang}/${file}`).toBeNull();
    }
    expect(feedPath({ division: "global", format: "atom", language: "en" })).toBe("/feeds/global.atom");
    expect(feedPath({ division: "bharat", format: "rss", language: "bn" })).toBe("/feeds/bn/bharat.rss");
  });

  it("give a division page its feeds' links, absolute when the origin is known", () => {
    const title = (division: string, format: string) => `${division} ${format}`;
    expect(feedLinks({ origin: "https://x.example", language: "hi", region: "bharat", title })).toEqual([
      { href: "https://x.example/feeds/hi/bharat.atom", type: "application/atom+xml", title: "bharat Atom" },
      { href: "https://x.example/feeds/hi/bharat.rss", type: "application/rss+xml", title: "bharat RSS" },
    ]);
    expect(feedLinks({ origin: null, language: "en", region: null, title })[0]?.href).toBe("/feeds/all.atom");
  });
});
