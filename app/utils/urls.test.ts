import { describe, expect, it } from "vitest";

import { withDialog, withoutDialog } from "./urls";

describe("dialog URLs over the listing", () => {
  it("open a dialog over the plain listing, with or without a bare `?`", () => {
    for (const search of ["", "?"]) {
      expect(withDialog(search, { debate: "d1" })).toBe("/?debate=d1");
      expect(withDialog(search, { insights: "d1", tab: null })).toBe("/?insights=d1");
      expect(withoutDialog(search)).toBe("/");
    }
  });
  it("keep the listing's filters and replace the dialog already open", () => {
    expect(withDialog("?region=bharat&debate=d0&cpage=2&reply=c1", { debate: "d1" })).toBe("/?region=bharat&debate=d1");
    expect(withDialog("?sort=newest&q=tax", { insights: "d2" })).toBe("/?sort=newest&insights=d2");
    expect(withoutDialog("?language=bn&overlay=stats&view=all")).toBe("/?language=bn");
  });
});
