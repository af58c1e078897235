import { describe, expect, it } from "vitest";

import { participantId, plantedReactions, statementId } from "../../../tests/fixtures/reaction-blocs";
import {
  computeCommonGround,
  publicView,
  type CommonGroundInput,
  type CommonGroundReady,
  type CommonGroundResult,
  type Group,
  type Reaction,
} from ".";

function ready(result: CommonGroundResult): CommonGroundReady {
  if (result.status !== "ready") throw new Error(`expected a ready result, got ${JSON.stringify(result)}`);
  return result;
}

/**
 * The adjusted Rand index of two labellings of the same participants (Hubert and Arabie, 1985):
 * 1 for identical partitions whatever the labels, about 0 for chance agreement.
 */
function adjustedRandIndex(truth: Map<string, number>, groups: Group[]): number {
  const found = new Map<string, number>();
  for (const group of groups) for (const id of group.members) found.set(id, group.id);
  const table = new Map<string, number>();
  const rows = new Map<number, number>();
  const columns = new Map<number, number>();
  let n = 0;
  for (const [id, t] of truth) {
    const f = found.get(id);
    if (f === undefined) continue;
    n++;
    table.set(`${t}:${f}`, (table.get(`${t}:${f}`) ?? 0) + 1);
    rows.set(t, (rows.get(t) ?? 0) + 1);
    columns.set(f, (columns.get(f) ?? 0) + 1);
  }
  const pairs = (x: number) => (x * (x - 1)) / 2;
  const sum = (values: Iterable<number>) => [...values].reduce((s, v) => s + pairs(v), 0);
  const index = sum(table.values());
  const rowPairs = sum(rows.values());
  const columnPairs = sum(columns.values());
  const expected = (rowPairs * columnPairs) / pairs(n);
  const max = (rowPairs + columnPairs) / 2;
  return max === expected ? 1 : (index - expected) / (max - expected);
}

/** The group whose members are mostly of `bloc`. */
function groupOfBloc(groups: Group[], blocOf: Map<string, number>, bloc: number): Group {
  const share = (g: Group) => g.members.filter((id) => blocOf.get(id) === bloc).length / g.size;
  const best = [...groups].sort((a, b) => share(b) - share(a))[0];
  if (!best) throw new Error("no groups");
  return best;
}

describe("planted groups are recovered", () => {
  it("finds two blocs of a 200 × 40 matrix with 10 % noise (adjusted Rand index ≥ 0.9)", () => {
    const { input, blocOf } = plantedReactions({
      seed: 11,
      blocSizes: [110, 90],
      statements: 40,
      noise: 0.1,
      missing: 0.2,
      forChance: [0.8, 0.25],
    });
    const result = ready(computeCommonGround(input).result);
    expect(result.groups).toHaveLength(2);
    expect(adjustedRandIndex(blocOf, result.groups)).toBeGreaterThanOrEqual(0.9);
    expect(result.participants).toBe(200);
    expect(result.groups.reduce((sum, g) => sum + g.size, 0)).toBe(200);
  });

  it("finds three blocs with 10 % noise", () => {
    const { input, blocOf } = plantedReactions({
      seed: 23,
      blocSizes: [90, 70, 60],
      statements: 40,
      noise: 0.1,
      missing: 0.1,
      forChance: [0.9, 0.5, 0.1],
    });
    const result = ready(computeCommonGround(input).result);
    expect(result.k.best).toBe(3);
    expect(result.groups).toHaveLength(3);
    expect(adjustedRandIndex(blocOf, result.groups)).toBeGreaterThanOrEqual(0.9);
  });
});

describe("40 citizens in two blocs reacting to 12 arguments (issue 30's acceptance, in the math)", () => {
  // Argument 0: both blocs agree. 1-5: bloc 0 agrees, bloc 1 disagrees. 6-10: the reverse. 11: both mostly pass.
  const stance = (bloc: number, j: number): Reaction => {
    if (j === 0) return "agree";
    if (j === 11) return "pass";
    return j <= 5 === (bloc === 0) ? "agree" : "disagree";
  };
  const { input, blocOf } = plantedReactions({
    seed: 40,
    blocSizes: [20, 20],
    statements: 12,
    stance,
    noise: 0.1,
    forChance: [0.9, 0.1],
  });
  const result = ready(computeCommonGround(input).result);

  it("is ready with 40 participants, worded as low confidence", () => {
    expect(result.participants).toBe(40);
    expect(result.confidence).toBe("low");
  });

  it("makes two groups that match the blocs", () => {
    expect(result.groups).toHaveLength(2);
    expect(adjustedRandIndex(blocOf, result.groups)).toBe(1);
  });

  it("ranks first in consensus the argument both blocs agree with", () => {
    expect(result.consensus[0]?.statementId).toBe(statementId(0));
    expect(result.consensus[0]?.agreedByEveryGroup).toBe(true);
    expect(result.consensus.filter((c) => c.agreedByEveryGroup).map((c) => c.statementId)).toEqual([statementId(0)]);
  });

  it("finds each bloc's representative arguments, and its position on the debate", () => {
    const supporters = groupOfBloc(result.groups, blocOf, 0);
    const opponents = groupOfBloc(result.groups, blocOf, 1);
    const blocZeroSide = new Set([1, 2, 3, 4, 5].map(statementId));
    const blocOneSide = new Set([6, 7, 8, 9, 10].map(statementId));
    for (const [group, own, other] of [
      [supporters, blocZeroSide, blocOneSide],
      [opponents, blocOneSide, blocZeroSide],
    ] as const) {
      expect(group.representative.length).toBeGreaterThan(0);
      for (const rep of group.representative) {
        expect(rep.significant).toBe(true);
        // Each is one the bloc agrees with and the other rejects, or the reverse.
        expect(rep.direction).toBe(own.has(rep.statementId) ? "agree" : "disagree");
        expect(own.has(rep.statementId) || other.has(rep.statementId)).toBe(true);
        expect(rep.pValue).toBeLessThan(0.1);
      }
    }
    expect(supporters.forShare).toBeGreaterThan(0.7);
    expect(opponents.forShare).toBeLessThan(0.3);
  });
});

describe("what may be shown", () => {
  const { input } = plantedReactions({ seed: 3, blocSizes: [15, 15], statements: 10, forChance: [1, 0] });
  const { result } = computeCommonGround(input);

  it("never gives out the groups' members; tells a citizen only their own group", () => {
    const mine = ready(result).groups.find((g) => g.members.includes(participantId(20)));
    const seen = publicView(result, participantId(20));
    expect(JSON.stringify(seen)).not.toContain(participantId(0));
    expect(JSON.stringify(seen)).not.toContain("members");
    expect(seen.yourGroup).toBe(mine?.id);
    expect(publicView(result, null).yourGroup).toBeNull();
    expect(publicView(result, "not-a-participant").yourGroup).toBeNull();
  });
});

describe("degenerate inputs", () => {
  const everyone = (
    n: number,
    statements: number,
    reaction: (i: number, j: number) => Reaction,
  ): CommonGroundInput => ({
    statementIds: Array.from({ length: statements }, (_, j) => statementId(j)),
    reactions: Array.from({ length: n }, (_, i) =>
      Array.from({ length: statements }, (_, j) => ({
        participantId: participantId(i),
        statementId: statementId(j),
        reaction: reaction(i, j),
      })),
    ).flat(),
    votes: Array.from({ length: n }, (_, i) => ({ participantId: participantId(i), position: "for" as const })),
  });

  it("everyone agrees with everything: one group, every argument agreed by every group, nothing representative", () => {
    const result = ready(computeCommonGround(everyone(30, 8, () => "agree")).result);
    expect(result.groups).toHaveLength(1);
    expect(result.groups[0]?.size).toBe(30);
    expect(result.groups[0]?.forShare).toBe(1);
    expect(result.groups[0]?.representative).toEqual([]);
    expect(result.consensus.every((c) => c.agreedByEveryGroup)).toBe(true);
    expect(result.consensus[0]?.score).toBeCloseTo(31 / 32);
    expect(result.k).toMatchObject({ adopted: 1, best: 1, silhouettes: [] });
  });

  it("everyone passes: one group, no argument agreed, nothing representative", () => {
    const input = { ...everyone(25, 6, () => "pass" as const), votes: [] };
    const result = ready(computeCommonGround(input).result);
    expect(result.groups).toHaveLength(1);
    expect(result.groups[0]?.forShare).toBeNull();
    expect(result.groups[0]?.representative).toEqual([]);
    expect(result.consensus.some((c) => c.agreedByEveryGroup)).toBe(false);
    expect(result.consensus[0]?.score).toBeCloseTo(1 / 27);
    expect(result.consensus[0]?.agreeShareByGroup[0]).toMatchObject({ agreeShare: 0, agrees: 0, seen: 25 });
  });

  it("one participant: needs more, and says how many", () => {
    const { result, state } = computeCommonGround(everyone(1, 10, () => "agree"));
    expect(result).toMatchObject({ status: "needs_more", participants: 1 });
    expect(result.status === "needs_more" && result.needed).toEqual({
      participants: 19,
      reactions: 19 * 7,
      statements: 0,
    });
    expect(state).toBeNull();
  });

  it("no arguments: needs more arguments; every reaction is left out as to an unknown argument", () => {
    const input = { ...everyone(30, 5, () => "agree"), statementIds: [] };
    const { result } = computeCommonGround(input);
    expect(result.status).toBe("needs_more");
    if (result.status !== "needs_more") return;
    expect(result.needed.statements).toBe(3);
    expect(result.accounting.reactions).toEqual({
      received: 150,
      counted: 0,
      leftOut: { participantBelowThreshold: 0, unknownStatement: 150, replaced: 0, invalid: 0 },
    });
    expect(result.accounting.participants).toEqual({ seen: 30, counted: 0, leftOut: { tooFewReactions: 30 } });
  });

  it("fewer participants past the threshold than needed: needs more, with the fewest reactions that would do", () => {
    // 12 arguments, threshold 7. 15 participants reacted to all; 3 to 5 (2 short each); 2 only voted.
    const input = everyone(20, 12, () => "agree");
    const reactions = input.reactions.filter((r) => {
      const i = Number(r.participantId.slice(1));
      const j = Number(r.statementId.slice(1));
      return i < 15 || (i < 18 && j < 5);
    });
    const { result } = computeCommonGround({ ...input, reactions });
    expect(result.status).toBe("needs_more");
    if (result.status !== "needs_more") return;
    expect(result.participants).toBe(15);
    // 5 more: the 3 nearest (2 reactions each), then 2 who must react to 7 each.
    expect(result.needed).toEqual({ participants: 5, reactions: 3 * 2 + 2 * 7, statements: 0 });
    expect(result.accounting.participants).toEqual({ seen: 20, counted: 15, leftOut: { tooFewReactions: 5 } });
    expect(result.accounting.votes).toEqual({
      received: 20,
      counted: 15,
      leftOut: { participantBelowThreshold: 5, replaced: 0, invalid: 0 },
    });
  });
});

describe("exact accounting", () => {
  it("counts every row once, as counted or left out with its reason", () => {
    const { input } = plantedReactions({ seed: 5, blocSizes: [15, 15], statements: 10, forChance: [1, 0] });
    const extra = [
      { participantId: participantId(0), statementId: statementId(3), reaction: "disagree" as const }, // replaces
      { participantId: participantId(1), statementId: "deleted-argument", reaction: "agree" as const },
      { participantId: participantId(2), statementId: statementId(1), reaction: "maybe" as unknown as Reaction },
      { participantId: "newcomer", statementId: statementId(1), reaction: "agree" as const },
    ];
    const votes = [...input.votes, { participantId: participantId(0), position: "against" as const }];
    const { result } = computeCommonGround({
      statementIds: [...input.statementIds, statementId(0)],
      reactions: [...input.reactions, ...extra],
      votes,
    });
    const { accounting } = ready(result);
    expect(accounting.eligibilityThreshold).toBe(7);
    expect(accounting.statements).toEqual({ received: 11, counted: 10, leftOut: { repeated: 1 } });
    expect(accounting.participants).toEqual({ seen: 31, counted: 30, leftOut: { tooFewReactions: 1 } });
    expect(accounting.reactions).toEqual({
      received: 304,
      counted: 300,
      leftOut: { participantBelowThreshold: 1, unknownStatement: 1, replaced: 1, invalid: 1 },
    });
    expect(accounting.votes).toEqual({
      received: 31,
      counted: 30,
      leftOut: { participantBelowThreshold: 0, replaced: 1, invalid: 0 },
    });
  });
});

describe("determinism and stability", () => {
  const planted = plantedReactions({
    seed: 99,
    blocSizes: [70, 50],
    statements: 30,
    noise: 0.1,
    missing: 0.3,
    forChance: [0.7, 0.3],
  });

  it("gives the same result, to the bit, for the same input, whatever the order of its rows", () => {
    const first = computeCommonGround(planted.input);
    const again = computeCommonGround(planted.input);
    const reordered = computeCommonGround({
      statementIds: [...planted.input.statementIds].reverse(),
      reactions: [...planted.input.reactions].reverse(),
      votes: [...planted.input.votes].reverse(),
    });
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
    expect(JSON.stringify(reordered)).toBe(JSON.stringify(first));
  });

  it("keeps the groups, their ids, k and the picture's orientation when one reaction changes", () => {
    const first = computeCommonGround(planted.input);
    const before = ready(first.result);
    // Ten different single changes, spread over the rows (each on its own, from the same start).
    for (let change = 0; change < 10; change++) {
      const index = Math.floor((change * planted.input.reactions.length) / 10) + 3;
      const reactions = planted.input.reactions.map((r, i) =>
        i === index ? { ...r, reaction: r.reaction === "agree" ? ("disagree" as const) : ("agree" as const) } : r,
      );
      const after = ready(computeCommonGround({ ...planted.input, reactions }, first.state).result);
      expect(after.k.adopted).toBe(before.k.adopted);
      expect(after.groups.map((g) => [g.id, g.members])).toEqual(before.groups.map((g) => [g.id, g.members]));
      // Supporters stay on the same side of the picture.
      expect(after.layout.groups.map((g) => Math.sign(g.x))).toEqual(before.layout.groups.map((g) => Math.sign(g.x)));
    }
  });
});
