import { describe, expect, it } from "vitest";

import {
  MAX_TOPICS,
  STOP_WORDS,
  TOPICS_WINDOW_DAYS,
  computeTrendingTopics,
  tokenize,
  type TopicComment,
} from "./topics";

const NOW = new Date("2025-03-10T12:00:00.000Z");
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();
const comment = (content: string, hours = 1): TopicComment => ({ content, createdAt: hoursAgo(hours) });
const topicsOf = (comments: TopicComment[]) => computeTrendingTopics(comments, NOW).map((t) => t.topic);

describe("STOP_WORDS", () => {
  it("are real lists for English, Hindi and Bengali", () => {
    expect(STOP_WORDS.en.size).toBeGreaterThanOrEqual(150);
    expect(STOP_WORDS.hi.size).toBeGreaterThanOrEqual(100);
    expect(STOP_WORDS.bn.size).toBeGreaterThanOrEqual(100);
    for (const word of ["should", "would", "will", "can", "also", "just", "like", "think", "people", "because"]) {
      expect(STOP_WORDS.en.has(word), word).toBe(true);
    }
    for (const word of ["है", "में", "नहीं", "लेकिन", "चाहिए", "सकते"]) {
      expect(STOP_WORDS.hi.has(word), word).toBe(true);
    }
    for (const word of ["এবং", "কিন্তু", "জন্য", "থেকে", "উচিত"]) {
      expect(STOP_WORDS.bn.has(word), word).toBe(true);
    }
  });

  it("are NFKC-normalised and lower-case, like tokens", () => {
    for (const set of Object.values(STOP_WORDS)) {
      for (const word of set) expect(word).toBe(word.normalize("NFKC").toLowerCase());
    }
    // "হয়" with the precomposed য় (U+09DF) is stored in its normalised (decomposed) form.
    expect(STOP_WORDS.bn.has("হ\u09DF".normalize("NFKC"))).toBe(true);
  });
});

describe("tokenize", () => {
  it("lower-cases English, drops stop words, short words and possessive 's", () => {
    expect(tokenize("The Government's new Metro line should open in 2025!")).toEqual([
      "government",
      "new",
      "metro",
      "line",
      "open",
    ]);
    expect(tokenize("India’s EV and AI push")).toEqual(["india", "push"]);
    expect(tokenize("I don't think we can")).toEqual([]);
  });

  it("drops Hindi stop words and keeps words with matras and conjuncts whole", () => {
    expect(tokenize("सरकार को स्वास्थ्य और शिक्षा पर ध्यान देना चाहिए।")).toEqual(["सरकार", "स्वास्थ्य", "शिक्षा", "ध्यान"]);
    expect(tokenize("यह बहुत ज़रूरी है, लेकिन क्या वह नहीं करेंगे?")).toEqual(["ज़रूरी".normalize("NFKC"), "करेंगे"]);
  });

  it("drops Bengali stop words and keeps words with vowel signs, viramas and khanda ta whole", () => {
    expect(tokenize("গ্রামে বিদ্যুৎ এবং শিক্ষা খুব জরুরি, কিন্তু সরকার কি করবে?")).toEqual([
      "গ্রামে",
      "বিদ্যুৎ",
      "শিক্ষা",
      "জরুরি",
      "সরকার",
    ]);
  });

  it("treats composed and decomposed Bengali য় the same", () => {
    const composed = "বিদ্যাল\u09DF";
    const decomposed = "বিদ্যাল\u09AF\u09BC";
    expect(tokenize(composed)).toHaveLength(1);
    expect(tokenize(composed)).toEqual(tokenize(decomposed));
    expect(tokenize("হ\u09DF")).toEqual([]);
    expect(tokenize("হ\u09AF\u09BC")).toEqual([]);
  });

  it("drops digits of any script and applies NFKC", () => {
    expect(tokenize("2025 ১২৩ २०२४ covid19 ＥＬＥＣＴＲＩＣ")).toEqual(["covid", "electric"]);
  });

  it("keeps two-letter Devanagari and Bengali words but not two-letter Latin ones", () => {
    expect(tokenize("जल জল ok go tax")).toEqual(["जल", "জল", "tax"]);
  });
});

describe("computeTrendingTopics", () => {
  it("returns [] for no comments or when every comment is unique", () => {
    expect(computeTrendingTopics([], NOW)).toEqual([]);
    expect(
      computeTrendingTopics(
        [comment("Roads are broken"), comment("Schools need teachers"), comment("Hospitals overcrowded")],
        NOW,
      ),
    ).toEqual([]);
  });

  it("ignores comments older than the window or dated in the future", () => {
    const windowHours = TOPICS_WINDOW_DAYS * 24;
    const outside = [
      comment("Flooding!", windowHours + 1),
      comment("Flooding!", windowHours + 5),
      comment("Flooding!", -1),
      comment("Flooding!", -48),
    ];
    expect(computeTrendingTopics(outside, NOW)).toEqual([]);
    // One more inside the window is still a single mention.
    expect(computeTrendingTopics([...outside, comment("Flooding!", 2)], NOW)).toEqual([]);
    expect(
      computeTrendingTopics([...outside, comment("Flooding!", 2), comment("Flooding!", windowHours - 1)], NOW),
    ).toEqual([{ topic: "flooding", mentions: 2, keywords: [] }]);
  });

  it("counts a term once per comment", () => {
    const topics = computeTrendingTopics(
      [comment("Pollution, pollution, POLLUTION!"), comment("pollution again. Pollution.")],
      NOW,
    );
    expect(topics).toEqual([{ topic: "pollution", mentions: 2, keywords: [] }]);
  });

  it("prefers a bigram over its words when they co-occur", () => {
    const topics = computeTrendingTopics(
      [
        comment("Delhi should buy more electric buses.", 1),
        comment("Electric buses are quieter and cleaner.", 2),
        comment("I ride electric buses every day", 3),
        comment("The buses are always late.", 4),
      ],
      NOW,
    );
    // "buses" is in 4 comments, "electric buses" in 3 (≥ 60%): only the bigram is listed.
    expect(topics).toEqual([{ topic: "electric buses", mentions: 3, keywords: ["buy", "cleaner", "day"] }]);
  });

  it("keeps a word listed when its bigram is much rarer", () => {
    const topics = computeTrendingTopics(
      [
        comment("Water tanker never came", 1),
        comment("The water tanker mafia", 2),
        comment("Water is dirty", 3),
        comment("No water since Monday", 4),
        comment("Water bills doubled", 5),
      ],
      NOW,
    );
    expect(topics.map((t) => [t.topic, t.mentions])).toEqual([
      ["water", 5],
      ["water tanker", 2],
    ]);
  });

  it("collapses a chain of bigrams from the same comments into one topic", () => {
    const topics = topicsOf([
      comment("Public transport should be free", 1),
      comment("Free public transport for students", 2),
      comment("Improve public transport", 3),
      comment("More public transport please", 4),
      comment("Free public transport now", 5),
    ]);
    expect(topics).toEqual(["public transport"]);
  });

  it("does not start a bigram across a sentence end", () => {
    const topics = topicsOf([comment("Bad roads. Potholes everywhere."), comment("Bad roads! Potholes everywhere.")]);
    expect(topics).toContain("bad roads");
    expect(topics).toContain("potholes everywhere");
    expect(topics).not.toContain("roads potholes");
  });

  it("lists the most frequent co-occurring words as keywords", () => {
    const topics = computeTrendingTopics(
      [
        comment("Metro. Fares. Crowded.", 1),
        comment("Metro. Fares. Stations.", 2),
        comment("Metro. Fares. Crowded.", 3),
        comment("Metro. Ticket.", 4),
      ],
      NOW,
    );
    expect(topics).toEqual([
      // stations and ticket co-occur once each: alphabetical tie-break.
      { topic: "metro", mentions: 4, keywords: ["fares", "crowded", "stations"] },
      { topic: "fares", mentions: 3, keywords: ["metro", "crowded", "stations"] },
      // Only two words ever co-occur with "crowded".
      { topic: "crowded", mentions: 2, keywords: ["fares", "metro"] },
    ]);
  });

  it("orders by mentions, then latest mention, then alphabetically, and keeps at most MAX_TOPICS", () => {
    const spec: [word: string, count: number, latestHoursAgo: number][] = [
      ["schools", 3, 5],
      ["taxes", 2, 1],
      ["pollution", 7, 30],
      ["parks", 3, 1],
      ["housing", 5, 10],
      ["jobs", 2, 1],
      ["traffic", 6, 20],
      ["water", 4, 2],
    ];
    const comments = spec.flatMap(([word, count, latest]) =>
      Array.from({ length: count }, (_, i) => comment(`${word}!`, latest + i)),
    );
    const topics = computeTrendingTopics(comments, NOW);
    expect(MAX_TOPICS).toBe(6);
    expect(topics).toHaveLength(MAX_TOPICS);
    expect(topics.map((t) => [t.topic, t.mentions])).toEqual([
      ["pollution", 7],
      ["traffic", 6],
      ["housing", 5],
      ["water", 4],
      ["parks", 3], // same mentions as schools, mentioned more recently
      ["schools", 3],
    ]);
    // Equal mentions and equal recency: alphabetical.
    expect(topicsOf([comment("Taxes"), comment("Jobs"), comment("Taxes"), comment("Jobs")])).toEqual(["jobs", "taxes"]);
  });

  it("is deterministic whatever the input order", () => {
    const comments = [
      comment("Electric buses reduce pollution", 1),
      comment("Pollution from trucks is the problem", 2),
      comment("We need electric buses and cleaner trucks", 3),
      comment("Trucks cause pollution near schools", 4),
      comment("Schools need electric buses", 5),
    ];
    const expected = computeTrendingTopics(comments, NOW);
    expect(expected.length).toBeGreaterThan(0);
    expect(computeTrendingTopics(comments, NOW)).toEqual(expected);
    expect(computeTrendingTopics([...comments].reverse(), NOW)).toEqual(expected);
    expect(computeTrendingTopics([comments[2]!, comments[4]!, comments[0]!, comments[3]!, comments[1]!], NOW)).toEqual(
      expected,
    );
  });

  it("finds topics in English, Hindi and Bengali in one set of comments", () => {
    const topics = computeTrendingTopics(
      [
        comment("Electric buses reduce pollution", 1),
        comment("स्वास्थ्य सेवा में सुधार होना चाहिए", 2),
        comment("গ্রামে বিদ্যুৎ নেই", 3),
        comment("We need electric buses now", 4),
        comment("गाँव में स्वास्थ्य सेवा बहुत खराब है", 5),
        comment("বিদ্যুৎ আর শিক্ষা দরকার", 6),
      ],
      NOW,
    );
    expect(topics).toEqual([
      { topic: "electric buses", mentions: 2, keywords: ["pollution", "reduce"] },
      { topic: "स्वास्थ्य सेवा", mentions: 2, keywords: ["खराब", "गाँव", "सुधार"] },
      { topic: "বিদ্যুৎ", mentions: 2, keywords: ["গ্রামে", "দরকার", "শিক্ষা"] },
    ]);
  });
});
