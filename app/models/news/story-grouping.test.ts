/** The rules of stories (app/models/news/story-grouping.ts): words per script, tiers, outlets, window, existing stories. */
import { describe, expect, it } from "vitest";

import {
  DEFAULT_GROUPING,
  findLinks,
  groupStories,
  storyWords,
  STORY_WINDOW_MS,
  type GroupingHeadline,
} from "./story-grouping";

const at = (hours: number) => new Date(Date.parse("2026-03-10T00:00:00.000Z") + hours * 3_600_000).toISOString();

let next = 0;
function headline(title: string, source: string, fields: Partial<GroupingHeadline> = {}): GroupingHeadline {
  return { id: `h${next++}`, title, source, language: "en", publishedAt: at(0), storyId: null, ...fields };
}

const unit = (...values: number[]) => {
  const norm = Math.hypot(...values);
  return Float32Array.from(values.map((v) => v / norm));
};

const together = (groups: ReturnType<typeof groupStories>, ...ids: string[]) =>
  groups.some((g) => ids.every((id) => g.headlineIds.includes(id)));

describe("storyWords", () => {
  it("keeps the content words of English titles, plurals as their singular", () => {
    expect([...storyWords("Floods: the army says it rescues 2,000 villagers in Assam")]).toEqual([
      "flood",
      "army",
      "rescue",
      "villager",
      "assam",
    ]);
  });

  it("reads Hindi words whole (vowel signs and viramas inside), folds nukta and plural endings", () => {
    // "फ़" with its nukta and without; the plural oblique "महिलाओं". ("बस", bus, is also "just": a stop word.)
    const a = storyWords("दिल्ली में महिलाओं के लिए मुफ़्त बसों की योजना");
    const b = storyWords("दिल्ली: महिला यात्रियों को मुफ्त बस");
    expect([...a].filter((w) => b.has(w)).sort()).toEqual(["दिल्ली", "महिला", "मुफ्त"].sort());
    expect(a.has("में")).toBe(false);
  });

  it("takes Bengali case endings off, so Kolkata's, in Kolkata and Kolkata meet", () => {
    const forms = ["কলকাতার", "কলকাতায়", "কলকাতা"].map((w) => [...storyWords(`${w} বৈদ্যুতিক বাস`)]);
    expect(forms[0]).toEqual(forms[2]);
    expect(forms[1]).toEqual(forms[2]);
    expect([...storyWords("সরকারের সিদ্ধান্ত")]).toEqual([...storyWords("সরকার সিদ্ধান্ত")]);
  });

  it("drops stop words of the three languages and what headlines add (says, live, खबर, খবর)", () => {
    expect(storyWords("Live updates: what the minister says")).toEqual(new Set(["minister"]));
    expect(storyWords("लाइव खबर: मंत्री ने कहा")).toEqual(new Set(["मंत्री"]));
    expect(storyWords("লাইভ খবর: মন্ত্রী বললেন")).toEqual(new Set(["মন্ত্রী"]));
  });
});

describe("links", () => {
  it("join the same title from two outlets (tier 1), never two headlines of one outlet", () => {
    const a = headline("Parliament passes data protection law", "World Wire");
    const b = headline("PARLIAMENT PASSES DATA PROTECTION LAW!", "Desh Wire");
    const c = headline("Parliament passes data protection law", "world wire ");
    const links = findLinks([a, b, c]);
    expect(links.filter((l) => l.tier === "title").map((l) => [l.a, l.b].sort())).toEqual(
      expect.arrayContaining([[a.id, b.id].sort(), [b.id, c.id].sort()]),
    );
    expect(links.some((l) => [l.a, l.b].includes(a.id) && [l.a, l.b].includes(c.id))).toBe(false);
  });

  it("join titles with enough words in common (tier 2), not titles that share a subject", () => {
    const a = headline("Magnitude 6.2 earthquake strikes western Nepal, tremors felt in Delhi", "World Wire");
    const b = headline("Nepal earthquake: tremors felt across Delhi and Bihar", "Desh Wire");
    const c = headline("Earthquake drill held in Tokyo schools", "Global Desk");
    const groups = groupStories([a, b, c]);
    expect(together(groups, a.id, b.id)).toBe(true);
    expect(together(groups, a.id, c.id)).toBe(false);
  });

  it("join a Hindi and an English report through their embeddings (tier 3), only with the tier on", () => {
    const en = headline("Delhi extends free bus travel for women", "World Wire", { vector: unit(1, 0.1, 0) });
    const hi = headline("दिल्ली में महिलाओं के लिए मुफ़्त बस यात्रा बढ़ी", "लोक समाचार", {
      language: "hi",
      vector: unit(0.95, 0.15, 0.05),
    });
    const other = headline("Kolkata launches electric buses", "Desh Wire", { vector: unit(0.2, 1, 0) });
    const groups = groupStories([en, hi, other]);
    expect(together(groups, en.id, hi.id)).toBe(true);
    expect(together(groups, en.id, other.id)).toBe(false);
    expect(
      together(groupStories([en, hi, other], { ...DEFAULT_GROUPING, embeddingSimilarity: null }), en.id, hi.id),
    ).toBe(false);
  });

  it("join only headlines published within the window of each other", () => {
    const a = headline("Parliament passes data protection law", "World Wire", { publishedAt: at(0) });
    const b = headline("Parliament passes data protection law", "Desh Wire", {
      publishedAt: new Date(Date.parse(at(0)) + STORY_WINDOW_MS + 60_000).toISOString(),
    });
    const c = headline("Parliament passes data protection law", "Global Desk", { publishedAt: at(47) });
    expect(together(groupStories([a, b]), a.id, b.id)).toBe(false);
    expect(together(groupStories([a, c]), a.id, c.id)).toBe(true);
    // A story that goes on grows: b joins a through c, which is within the window of both.
    expect(together(groupStories([a, b, c]), a.id, b.id, c.id)).toBe(true);
  });
});

describe("groups", () => {
  it("put every new headline in exactly one group; one that links to nothing is a story of its own", () => {
    const a = headline("Parliament passes data protection law", "World Wire");
    const b = headline("Parliament passes data protection law", "Desh Wire");
    const c = headline("Kolkata launches electric buses", "Desh Wire");
    const groups = groupStories([a, b, c]);
    expect(groups.flatMap((g) => g.headlineIds).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(groups.find((g) => g.headlineIds.includes(c.id))?.headlineIds).toEqual([c.id]);
    expect(groups.every((g) => g.storyId === null)).toBe(true);
  });

  it("add a new headline to the existing story it matches", () => {
    const old = headline("Parliament passes data protection law", "World Wire", { storyId: "s1" });
    const fresh = headline("Parliament passes data protection law", "Desh Wire");
    expect(groupStories([old, fresh])).toEqual([
      { storyId: "s1", headlineIds: [fresh.id], links: [expect.objectContaining({ tier: "title" })] },
    ]);
  });

  it("never merge two existing stories, nor two headlines that have debates: the closer one wins", () => {
    const s1 = headline("Parliament passes data protection law after all-night session", "World Wire", {
      storyId: "s1",
    });
    const s2 = headline("Parliament passes data protection law", "Global Desk", { storyId: "s2" });
    // Matches s2 by title (tier 1), s1 only by words: it joins s2, and s1 and s2 stay apart.
    const fresh = headline("Parliament passes data protection law", "Desh Wire");
    expect(groupStories([s1, s2, fresh]).map((g) => g.storyId)).toEqual(["s2"]);

    const d1 = headline("Parliament passes data protection law", "World Wire", { hasDebate: true });
    const d2 = headline("Parliament passes data protection law", "Global Desk", { hasDebate: true });
    const groups = groupStories([d1, d2]);
    expect(together(groups, d1.id, d2.id)).toBe(false);
  });
});
