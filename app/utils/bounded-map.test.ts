import { describe, expect, it } from "vitest";

import { BoundedMap, boundedMaps } from "./bounded-map";
import { hmacSha256 } from "./crypto";
import { formatDate, formatMoment, formatNumber } from "./format";

const entry = (name: string) => boundedMaps().find((m) => m.name === name);

describe("BoundedMap (memory under load, decision 0116)", () => {
  it("never holds more than its limit, however many keys are set", () => {
    const map = new BoundedMap<number, string>("test: ten", 10);
    for (let i = 0; i < 10_000; i++) {
      map.set(i, `value ${i}`);
      expect(map.size).toBeLessThanOrEqual(10);
    }
    expect(map.size).toBe(10);
    // The last ten set are the ones kept.
    for (let i = 9_990; i < 10_000; i++) expect(map.get(i)).toBe(`value ${i}`);
    expect(map.get(9_989)).toBeUndefined();
    expect(entry("test: ten")).toEqual({ name: "test: ten", size: 10, limit: 10 });
  });

  it("forgets the least recently used first (a lookup counts as a use)", () => {
    const map = new BoundedMap<string, number>("test: three", 3);
    map.set("a", 1).set("b", 2).set("c", 3);
    expect(map.get("a")).toBe(1);
    map.set("d", 4);
    expect(["a", "b", "c", "d"].map((key) => map.get(key))).toEqual([1, undefined, 3, 4]);
    // Setting a known key again neither grows it nor forgets another.
    map.set("c", 30);
    expect(map.size).toBe(3);
    expect(["a", "c", "d"].map((key) => map.get(key))).toEqual([1, 30, 4]);
  });
});

describe("the isolate's memos stay bounded under requests that spell every key differently", () => {
  it("number and date formats: keyed by the language as ruled, bounded for time zones", () => {
    for (let i = 0; i < 2_000; i++) {
      // A language no rule knows is formatted as English, and adds no formatter of its own.
      expect(formatNumber(1234, `xx-${i}`)).toBe("1,234");
      expect(formatDate("2026-11-21T12:00:00Z", `yy-${i}`)).toBe(formatDate("2026-11-21T12:00:00Z", "en"));
      // Time zones are the citizen's to set (and an unknown one falls back to India's).
      formatMoment("2026-11-21T12:00:00Z", "bn", `Zone/Unknown-${i}`);
    }
    const numbers = entry("numberFormats");
    const dates = entry("dateFormats");
    expect(numbers?.size).toBeGreaterThan(0);
    expect(numbers!.size).toBeLessThanOrEqual(numbers!.limit);
    expect(dates?.size).toBe(dates?.limit);
    expect(dates?.limit).toBe(128);
    // Still right after forgetting: the same zone formatted again, the same text.
    expect(formatMoment("2026-11-21T12:00:00Z", "en", "Asia/Kolkata")).toBe("21 Nov 2026, 17:30");
  });

  it("HMAC keys: bounded by 16 however many secrets sign, and a forgotten key signs the same", async () => {
    const first = await hmacSha256("secret-0", "message");
    for (let i = 0; i < 100; i++) await hmacSha256(`secret-${i}`, "message");
    const keys = entry("hmacKeys");
    expect(keys).toEqual({ name: "hmacKeys", size: 16, limit: 16 });
    expect(await hmacSha256("secret-0", "message")).toBe(first);
  });
});
