import { describe, expect, it } from "vitest";

import { plantedReactions } from "../../../tests/fixtures/reaction-blocs";
import { computeCommonGround, readState, type CommonGroundReady, type CommonGroundState } from ".";
import { smoothK, stableIds } from "./groups";

const planted = plantedReactions({
  seed: 7,
  blocSizes: [100, 80],
  statements: 30,
  noise: 0.1,
  missing: 0.2,
  forChance: [0.8, 0.2],
});
const ready = (run: ReturnType<typeof computeCommonGround>) => run.result as CommonGroundReady;

describe("the number of groups does not flicker", () => {
  it("adopts a new k only after it wins kPatience runs in a row", () => {
    const previous: CommonGroundState = {
      version: 1,
      k: 3,
      candidateK: 3,
      candidateRuns: 5,
      nextGroupId: 3,
      groups: [],
    };
    expect(smoothK(2, [2, 3, 4], previous, 3)).toEqual({ adopted: 3, runs: 1 });
    expect(smoothK(2, [2, 3, 4], { ...previous, candidateK: 2, candidateRuns: 1 }, 3)).toEqual({ adopted: 3, runs: 2 });
    expect(smoothK(2, [2, 3, 4], { ...previous, candidateK: 2, candidateRuns: 2 }, 3)).toEqual({ adopted: 2, runs: 3 });
    // The k in use cannot be formed any more: the best is taken at once.
    expect(smoothK(2, [2], previous, 3)).toEqual({ adopted: 2, runs: 1 });
    // A first run takes the best.
    expect(smoothK(4, [2, 3, 4], null, 3)).toEqual({ adopted: 4, runs: 1 });
  });

  it("keeps three groups for two runs when two now fit best, then switches on the third", () => {
    const first = computeCommonGround(planted.input);
    expect(ready(first).k.adopted).toBe(2);
    // A state as if three groups had been in use.
    let state: CommonGroundState | null = {
      ...(first.state as CommonGroundState),
      k: 3,
      candidateK: 3,
      candidateRuns: 4,
    };
    const adopted: number[] = [];
    for (let run = 0; run < 3; run++) {
      const next = computeCommonGround(planted.input, state);
      adopted.push(ready(next).k.adopted, ready(next).groups.length);
      state = next.state;
    }
    expect(adopted).toEqual([3, 3, 3, 3, 2, 2]);
    expect(state).toMatchObject({ k: 2, candidateK: 2, candidateRuns: 3 });
  });
});

describe("groups keep their ids", () => {
  it("gives a group the id of the old group it overlaps, whatever the ids were", () => {
    const first = computeCommonGround(planted.input);
    const state = first.state as CommonGroundState;
    const renamed: CommonGroundState = {
      ...state,
      nextGroupId: 12,
      groups: state.groups.map((g) => ({ ...g, id: g.id === 0 ? 11 : 4 })),
    };
    const next = ready(computeCommonGround(planted.input, renamed));
    const before = ready(first);
    expect(next.groups.map((g) => g.id)).toEqual([4, 11]);
    expect(next.groups.find((g) => g.id === 11)?.members).toEqual(before.groups.find((g) => g.id === 0)?.members);
    expect(next.groups.find((g) => g.id === 4)?.members).toEqual(before.groups.find((g) => g.id === 1)?.members);
  });

  it("matches by Jaccard overlap, best first; an unmatched group gets a fresh id, the larger first", () => {
    const previous: CommonGroundState = {
      version: 1,
      k: 2,
      candidateK: 2,
      candidateRuns: 1,
      nextGroupId: 5,
      groups: [
        { id: 2, members: ["a", "b", "c", "d"] },
        { id: 4, members: ["e", "f", "g", "h"] },
      ],
    };
    const members = [
      ["e", "f", "g"],
      ["x", "y"],
      ["a", "b", "c", "d", "h"],
      ["z", "w", "v"],
    ];
    const { ids, nextGroupId } = stableIds(members, Float64Array.from([0, 0, 0, 0]), previous, {
      identityOverlap: 0.5,
    });
    // ["a".."d","h"] ~ 2 (4/5), ["e","f","g"] ~ 4 (3/4); the two new groups: the larger (3) first.
    expect(ids).toEqual([4, 6, 2, 5]);
    expect(nextGroupId).toBe(7);
  });

  it("does not carry an id over a small overlap", () => {
    const previous: CommonGroundState = {
      version: 1,
      k: 2,
      candidateK: 2,
      candidateRuns: 1,
      nextGroupId: 2,
      groups: [{ id: 0, members: ["a", "b", "c", "d"] }],
    };
    const { ids } = stableIds([["a", "x", "y", "z"]], Float64Array.from([0]), previous, { identityOverlap: 0.5 });
    expect(ids).toEqual([2]); // Jaccard 1/7
  });
});

describe("the stored state", () => {
  it("reads back what a run stored (as JSON)", () => {
    const { state } = computeCommonGround(planted.input);
    expect(readState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it("treats a damaged or older state as none", () => {
    expect(readState(null)).toBeNull();
    expect(readState({ version: 0, k: 2 })).toBeNull();
    expect(readState({ version: 1, k: "2", candidateK: 2, candidateRuns: 1, nextGroupId: 0, groups: [] })).toBeNull();
    expect(readState("garbage")).toBeNull();
  });
});
