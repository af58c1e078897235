import { describe, expect, it } from "vitest";

import {
  bridgingScore,
  helpfulToBothSides,
  rankByBridging,
  sideHelpfulness,
  sidesFindingHelpful,
  type Rankable,
  type Tally,
} from "./bridging";

const tally = (forHelpful: number, forNot: number, againstHelpful: number, againstNot: number): Tally => ({
  for: { helpful: forHelpful, notHelpful: forNot },
  against: { helpful: againstHelpful, notHelpful: againstNot },
});
const item = (id: string, t: Tally, createdAt = "2026-11-01T10:00:00.000Z"): Rankable => ({ id, createdAt, tally: t });
const order = (items: Rankable[]) => rankByBridging(items).map((i) => i.id);

describe("the bridging order of expert contributions", () => {
  it("ranks one helpful rating from each side above five from one side", () => {
    const bridged = item("bridged", tally(1, 0, 1, 0));
    const oneSided = item("one-sided", tally(5, 0, 0, 0));
    expect(order([oneSided, bridged])).toEqual(["bridged", "one-sided"]);
    expect(helpfulToBothSides(bridged.tally)).toBe(true);
    expect(helpfulToBothSides(oneSided.tally)).toBe(false);
  });

  it("keeps both sides above one side however many ratings the one side gave", () => {
    const oneSided = item("one-sided", tally(0, 0, 500, 0));
    const bridged = item("bridged", tally(2, 1, 1, 0));
    expect(order([oneSided, bridged])).toEqual(["bridged", "one-sided"]);
  });

  it("counts a side as finding it helpful only when its helpful ratings outnumber the rest", () => {
    expect(sidesFindingHelpful(tally(1, 1, 3, 0))).toBe(1);
    expect(sidesFindingHelpful(tally(2, 1, 3, 2))).toBe(2);
    expect(sidesFindingHelpful(tally(0, 0, 0, 0))).toBe(0);
    expect(sidesFindingHelpful(tally(0, 4, 0, 1))).toBe(0);
  });

  it("smooths a side's helpfulness towards one half: (helpful + 1) / (ratings + 2)", () => {
    expect(sideHelpfulness({ helpful: 0, notHelpful: 0 })).toBe(0.5);
    expect(sideHelpfulness({ helpful: 1, notHelpful: 0 })).toBeCloseTo(2 / 3);
    expect(sideHelpfulness({ helpful: 8, notHelpful: 0 })).toBe(0.9);
    expect(sideHelpfulness({ helpful: 0, notHelpful: 3 })).toBe(0.2);
    expect(bridgingScore(tally(8, 0, 1, 0))).toBeCloseTo(2 / 3);
  });

  it("within the same number of sides, ranks by the less convinced side", () => {
    // Both helpful to both sides: 4+2 vs 1+1 - the second side of "strong" is more convinced.
    const strong = item("strong", tally(4, 0, 3, 0));
    const weak = item("weak", tally(9, 0, 1, 0));
    expect(order([weak, strong])).toEqual(["strong", "weak"]);
    // One side each: the other side not having rated ranks above the other side rejecting it.
    const unrated = item("unrated-by-against", tally(3, 0, 0, 0));
    const rejected = item("rejected-by-against", tally(3, 0, 0, 4));
    expect(order([rejected, unrated])).toEqual(["unrated-by-against", "rejected-by-against"]);
  });

  it("puts a contribution one side rejects below one nobody has rated yet", () => {
    const fresh = item("fresh", tally(0, 0, 0, 0));
    const rejected = item("rejected", tally(0, 2, 0, 0));
    const helpful = item("helpful", tally(1, 0, 0, 0));
    expect(order([rejected, fresh, helpful])).toEqual(["helpful", "fresh", "rejected"]);
  });

  it("breaks ties by helpful ratings, then the newest, then the id", () => {
    const a = item("a", tally(0, 0, 0, 0), "2026-11-01T10:00:00.000Z");
    const b = item("b", tally(0, 0, 0, 0), "2026-11-02T10:00:00.000Z");
    const c = item("c", tally(0, 0, 0, 0), "2026-11-02T10:00:00.000Z");
    expect(order([a, c, b])).toEqual(["b", "c", "a"]);
  });

  it("matches the worked example in docs/experts.md", () => {
    const contributions = [
      item("A", tally(6, 0, 0, 0)),
      item("B", tally(1, 0, 1, 0)),
      item("C", tally(3, 1, 2, 2)),
      item("D", tally(5, 1, 4, 1)),
      item("E", tally(0, 0, 0, 0)),
    ];
    expect(order(contributions)).toEqual(["D", "B", "A", "C", "E"]);
    expect(contributions.map((c) => sidesFindingHelpful(c.tally))).toEqual([1, 2, 1, 2, 0]);
    expect(contributions.map((c) => Number(bridgingScore(c.tally).toFixed(3)))).toEqual([0.5, 0.667, 0.5, 0.714, 0.5]);
  });
});
