import { describe, expect, it } from "vitest";

import { boundedMaps } from "./bounded-map";
import {
  DEFAULT_TIME_ZONE,
  compactAtLeast,
  formatMoment,
  formatNumber,
  formatPercent,
  relativeAge,
  timeZoneName,
} from "./format";
import { consensusOf, isHighEngagement, truncate } from "./insights";

describe("compact figures", () => {
  it("use the spec's style in English, rounding down", () => {
    expect(compactAtLeast(127_450, "en")).toBe("127K+");
    expect(compactAtLeast(127_999, "en")).toBe("127K+");
    expect(compactAtLeast(340, "en")).toBe("340+");
    expect(compactAtLeast(45, "en")).toBe("45+");
    expect(compactAtLeast(2_160_000, "en")).toBe("2.1M+");
    expect(compactAtLeast(0, "en")).toBe("0");
  });
  it("use Hindi and Bengali forms", () => {
    expect(compactAtLeast(340, "hi")).toBe("340+");
    expect(compactAtLeast(2_160_000, "hi")).toMatch(/^21\sलाख\+$/);
    expect(compactAtLeast(340, "bn")).toBe("৩৪০+");
  });
});

describe("numbers and percentages", () => {
  it("keep each formatter apart: a percentage, a plain number and one with options, in turn, in each language", () => {
    for (let round = 0; round < 2; round++) {
      expect(formatPercent(61, "en")).toBe("61%");
      expect(formatNumber(1234567, "en")).toBe("1,234,567");
      expect(formatNumber(0.5, "en", { style: "percent" })).toBe("50%");
      expect(formatPercent(61, "bn")).toBe("৬১%");
      expect(formatNumber(1234567, "bn")).toBe("১২,৩৪,৫৬৭");
      expect(formatNumber(1234567, "hi")).toBe("12,34,567");
      expect(formatPercent(39, "hi")).toBe("39%");
    }
  });
});

describe("relative age", () => {
  const now = Date.parse("2026-11-21T12:00:00Z");
  it("is minutes under an hour, hours under a day, else days", () => {
    expect(relativeAge("2026-11-21T11:59:30Z", now)).toEqual({ unit: "m", value: 0 });
    expect(relativeAge("2026-11-21T11:01:00Z", now)).toEqual({ unit: "m", value: 59 });
    expect(relativeAge("2026-11-21T11:00:00Z", now)).toEqual({ unit: "h", value: 1 });
    expect(relativeAge("2026-11-20T12:01:00Z", now)).toEqual({ unit: "h", value: 23 });
    expect(relativeAge("2026-11-20T12:00:00Z", now)).toEqual({ unit: "d", value: 1 });
    expect(relativeAge("2026-11-22T12:00:00Z", now)).toEqual({ unit: "m", value: 0 });
  });
});

describe("insight wording", () => {
  it("follows the thresholds", () => {
    expect(consensusOf(null)).toBe("noVotes");
    expect(consensusOf(71)).toBe("strongConsensus");
    expect(consensusOf(70)).toBe("divisive");
    expect(consensusOf(30)).toBe("divisive");
    expect(consensusOf(29)).toBe("strongOpposition");
    expect(isHighEngagement(100)).toBe(false);
    expect(isHighEngagement(101)).toBe(true);
  });
  it("truncates by characters, not bytes", () => {
    expect(truncate("a".repeat(60), 60)).toBe("a".repeat(60));
    expect(truncate("a".repeat(61), 60)).toHaveLength(60);
    expect(truncate("a".repeat(61), 60).endsWith("…")).toBe(true);
    const hindi = "क्या भारत को राष्ट्रीय चुनावों में मतदान अनिवार्य कर देना चाहिए और इसके लिए दंड होना चाहिए";
    expect([...truncate(hindi, 60)]).toHaveLength(60);
  });
});

describe("moments in the reader's time zone (issue 28 item 12)", () => {
  const iso = "2026-11-27T14:05:00.000Z";
  it("are written on the 24-hour clock in the zone given, with the language's numerals and no AM/PM or UTC", () => {
    expect(formatMoment(iso, "en", DEFAULT_TIME_ZONE, "time")).toBe("19:35");
    expect(formatMoment(iso, "en", "America/New_York", "time")).toBe("09:05");
    expect(formatMoment(iso, "bn", DEFAULT_TIME_ZONE, "time")).toBe("১৯:৩৫");
    expect(formatMoment(iso, "hi", DEFAULT_TIME_ZONE, "time")).toBe("19:35");
    for (const language of ["en", "hi", "bn"]) {
      expect(formatMoment(iso, language, DEFAULT_TIME_ZONE)).not.toMatch(/AM|PM|UTC/i);
    }
    expect(formatMoment(iso, "bn", DEFAULT_TIME_ZONE)).not.toMatch(/\d/);
  });
  it("fall back to India's zone for a zone the runtime does not know", () => {
    expect(formatMoment(iso, "en", "Mars/Olympus_Mons", "time")).toBe("19:35");
  });
  it("name the zone in the reader's language", () => {
    expect(timeZoneName(DEFAULT_TIME_ZONE, "en")).toBe("India Standard Time");
    expect(timeZoneName(DEFAULT_TIME_ZONE, "hi")).toBe("भारतीय मानक समय");
    expect(timeZoneName(DEFAULT_TIME_ZONE, "bn")).toBe("ভারতীয় মানক সময়");
  });
  it("name a zone once per language, in a bounded memo, and keep an unknown zone's own name", () => {
    for (let i = 0; i < 3; i++) expect(timeZoneName("Europe/London", "en")).toBe("United Kingdom Time");
    expect(timeZoneName("Mars/Olympus_Mons", "en")).toBe("Mars/Olympus_Mons");
    const memo = boundedMaps().find((map) => map.name === "zoneNames");
    expect(memo?.limit).toBe(64);
    expect(memo?.size).toBeGreaterThanOrEqual(2);
    expect(memo?.size).toBeLessThanOrEqual(64);
  });
});
