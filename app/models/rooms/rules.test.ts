import { describe, expect, it } from "vitest";

import { FRAME_BUDGET, freshBudget, spendFrame, type FrameBudget } from "./rules";

/** Sends `count` frames at `now` and tallies the verdicts. */
function burst(start: FrameBudget, count: number, sync: boolean, now: number) {
  let budget = start;
  const verdicts = { take: 0, refuse: 0, close: 0 };
  for (let i = 0; i < count; i++) {
    const spent = spendFrame(budget, { sync, now });
    budget = spent.budget;
    verdicts[spent.verdict]++;
  }
  return { budget, verdicts };
}

describe("a socket's frame budget", () => {
  it("takes a burst of syncs, refuses the next ones, and closes a socket that keeps on", () => {
    const { verdicts } = burst(freshBudget(0), 500, true, 0);
    expect(verdicts.take).toBe(FRAME_BUDGET.syncs.burst);
    expect(verdicts.refuse).toBe(FRAME_BUDGET.refused.limit);
    // Every frame after the limit says close (the room closes at the first).
    expect(verdicts.close).toBe(500 - FRAME_BUDGET.syncs.burst - FRAME_BUDGET.refused.limit);
  });

  it("takes a burst of other frames, then refills at its rate", () => {
    const first = burst(freshBudget(0), FRAME_BUDGET.frames.burst, false, 0);
    expect(first.verdicts.take).toBe(FRAME_BUDGET.frames.burst);
    expect(spendFrame(first.budget, { sync: false, now: 0 }).verdict).toBe("refuse");
    // One second later: perSecond more frames.
    const later = burst(first.budget, FRAME_BUDGET.frames.perSecond, false, 1_000);
    expect(later.verdicts.take).toBe(FRAME_BUDGET.frames.perSecond);
    // A sync refills at one per 10 s.
    const syncs = burst(freshBudget(0), FRAME_BUDGET.syncs.burst, true, 0).budget;
    expect(spendFrame(syncs, { sync: true, now: 5_000 }).verdict).toBe("refuse");
    expect(spendFrame(syncs, { sync: true, now: 10_000 }).verdict).toBe("take");
  });

  it("forgives refused frames with time: a client that slows down is never closed", () => {
    let budget = burst(freshBudget(0), FRAME_BUDGET.frames.burst + FRAME_BUDGET.refused.limit, false, 0).budget;
    expect(budget.refused).toBe(FRAME_BUDGET.refused.limit);
    // A frame a minute later is taken, and the refusals are forgotten.
    const next = spendFrame(budget, { sync: false, now: 60_000 });
    expect(next.verdict).toBe("take");
    budget = next.budget;
    expect(budget.refused).toBe(0);
  });

  it("never refills from a clock that goes back", () => {
    const spent = burst(freshBudget(10_000), FRAME_BUDGET.frames.burst, false, 10_000).budget;
    expect(spendFrame(spent, { sync: false, now: 0 }).verdict).toBe("refuse");
  });
});
