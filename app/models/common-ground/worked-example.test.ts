/**
 * The worked example of docs/common-ground.md ("A worked example"), computed by hand there: six
 * citizens, four arguments. TheMath.md (pol-is/polis-documentation) describes the method in words
 * but gives no numbers, so this example is ours; every figure below is the hand computation.
 */
import { describe, expect, it } from "vitest";

import { computeCommonGround, type CommonGroundReady, type Reaction } from ".";
import { proportionZ, twoProportionZ, upperTailP } from "./stats";

const rows: [string, Reaction[], "for" | "against"][] = [
  ["a1", ["agree", "agree", "disagree", "agree"], "for"],
  ["a2", ["agree", "agree", "disagree", "agree"], "for"],
  ["a3", ["agree", "agree", "disagree", "agree"], "for"],
  ["b1", ["agree", "disagree", "agree", "agree"], "against"],
  ["b2", ["agree", "disagree", "agree", "pass"], "against"],
  ["b3", ["agree", "disagree", "agree", "disagree"], "against"],
];
const input = {
  statementIds: ["s1", "s2", "s3", "s4"],
  reactions: rows.flatMap(([participantId, reactions]) =>
    reactions.map((reaction, j) => ({ participantId, statementId: `s${j + 1}`, reaction })),
  ),
  votes: rows.map(([participantId, , position]) => ({ participantId, position })),
};
const result = computeCommonGround(input, null, { minParticipants: 6 }).result as CommonGroundReady;
const groupOf = (member: string) => result.groups.find((g) => g.members.includes(member));

describe("the worked example (six citizens, four arguments)", () => {
  it("forms the two groups A = a1..a3 (all for) and B = b1..b3 (all against)", () => {
    expect(result.status).toBe("ready");
    // Four arguments: a participant joins after reacting to min(7, 4) = 4.
    expect(result.accounting.eligibilityThreshold).toBe(4);
    expect(result.groups.map((g) => g.members)).toEqual([
      ["b1", "b2", "b3"],
      ["a1", "a2", "a3"],
    ]);
    expect(groupOf("a1")?.forShare).toBe(1);
    expect(groupOf("b1")?.forShare).toBe(0);
    // Same size: the group on the left (against) gets the first id.
    expect(groupOf("b1")?.id).toBe(0);
  });

  it("scores consensus as the product of (agrees + 1) / (reacted + 2) over the groups", () => {
    expect(result.consensus.map((c) => c.statementId)).toEqual(["s1", "s4", "s2", "s3"]);
    const [s1, s4, s2, s3] = result.consensus;
    expect(s1?.score).toBeCloseTo((4 / 5) * (4 / 5), 12); // 0.64
    expect(s1?.disagreeScore).toBeCloseTo((1 / 5) * (1 / 5), 12); // 0.04
    expect(s4?.score).toBeCloseTo((4 / 5) * (2 / 5), 12); // 0.32: B agrees 1 of 3 (one pass, one disagree)
    expect(s2?.score).toBeCloseTo((4 / 5) * (1 / 5), 12); // 0.16
    expect(s3?.score).toBeCloseTo(0.16, 12); // the tie goes by id
    expect(s1?.agreedByEveryGroup).toBe(true);
    expect(s4?.agreedByEveryGroup).toBe(false);
    expect(s4?.agreeShareByGroup.find((g) => g.groupId === groupOf("b1")?.id)).toMatchObject({
      agreeShare: 1 / 3,
      agrees: 1,
      seen: 3,
    });
  });

  it("computes the two tests by hand", () => {
    // 3 of 3 agree: 2 · sqrt(4) · (4/4 - 1/2) = 2.
    expect(proportionZ(3, 3)).toBe(2);
    // 3 of 3 inside against 0 of 3 outside: (4/4 - 1/4) / sqrt(5/8 · 3/8 · (1/4 + 1/4)) = 2.19089.
    expect(twoProportionZ(3, 0, 3, 3)).toBeCloseTo(0.75 / Math.sqrt(15 / 128), 12);
    expect(twoProportionZ(3, 0, 3, 3)).toBeCloseTo(2.19089, 5);
    // 3 of 3 inside against 1 of 3 outside: (1 - 2/4) / sqrt(6/8 · 2/8 · 1/2) = 1.63299.
    expect(twoProportionZ(3, 1, 3, 3)).toBeCloseTo(1.63299, 5);
    // Everyone agrees: nothing to compare with.
    expect(twoProportionZ(3, 3, 3, 3)).toBe(0);
    // 1.2816 is the one-sided 10 % point; 2 leaves 2.275 %.
    expect(upperTailP(1.2816)).toBeCloseTo(0.1, 4);
    expect(upperTailP(2)).toBeCloseTo(0.02275, 5);
    expect(upperTailP(0)).toBeCloseTo(0.5, 7);
    expect(upperTailP(-1.2816)).toBeCloseTo(0.9, 4);
  });

  it("finds A's representative arguments: s2 and s3 (ratio 4), then s4 (ratio 2)", () => {
    const a = groupOf("a1")?.representative ?? [];
    expect(a.map((r) => [r.statementId, r.direction])).toEqual([
      ["s2", "agree"],
      ["s3", "disagree"],
      ["s4", "agree"],
    ]);
    const [s2, , s4] = a;
    // s2: p = 4/5 inside, 1/5 outside: ratio 4; metric 4 · 2.19089 · 0.8 · 2 = 14.0217.
    expect(s2).toMatchObject({ ratio: 4, zShare: 2, agreeShare: 1, outsideShare: 0, significant: true });
    expect(s2?.metric).toBeCloseTo(4 * 2.1908902 * 0.8 * 2, 5);
    expect(s2?.pValue).toBeCloseTo(upperTailP(2), 12); // the weaker test: z = 2
    // s4: everyone in A agrees, one in three outside: ratio (4/5) / (2/5) = 2; metric 2 · 1.63299 · 0.8 · 2.
    expect(s4).toMatchObject({ ratio: 2, zShare: 2, outsideShare: 1 / 3, significant: true });
    expect(s4?.metric).toBeCloseTo(2 * 1.6329932 * 0.8 * 2, 5);
  });

  it("finds B's: s2 (disagree) and s3 (agree); s4 is not one (B leans neither way: one agree, one pass, one disagree)", () => {
    const b = groupOf("b1")?.representative ?? [];
    expect(b.map((r) => [r.statementId, r.direction])).toEqual([
      ["s2", "disagree"],
      ["s3", "agree"],
    ]);
  });
});
