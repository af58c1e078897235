import { describe, expect, it } from "vitest";

import { notificationTarget, pushNotification } from "./push";

describe("the service worker's push notifications", () => {
  it("shows the payload's title, body, tag and language, and keeps its link", () => {
    const shown = pushNotification(
      JSON.stringify({
        title: "किसी ने जवाब दिया",
        body: "Asha ने बहस में जवाब दिया",
        url: "/debates/d1#comment-c2",
        tag: "n1",
        lang: "hi",
      }),
      "DebateStorm",
    );
    expect(shown.title).toBe("किसी ने जवाब दिया");
    expect(shown.options).toMatchObject({
      body: "Asha ने बहस में जवाब दिया",
      tag: "n1",
      lang: "hi",
      data: { url: "/debates/d1#comment-c2" },
    });
  });

  it("still shows a notification for a payload it cannot read, leading to the notifications page", () => {
    for (const payload of [null, "", "not json", "[1,2]", JSON.stringify({ title: 5 })]) {
      const shown = pushNotification(payload, "DebateStorm");
      expect(shown.title).toBe("DebateStorm");
      expect(shown.options.data.url).toBe("/notifications");
    }
  });

  it("opens only pages of its own origin", () => {
    const origin = "https://debatestorm.example";
    expect(notificationTarget({ url: "/debates/d1#comment-c2" }, origin)).toBe(`${origin}/debates/d1#comment-c2`);
    for (const url of [
      "//evil.example/x",
      "https://evil.example/",
      "javascript:alert(1)",
      "/\\evil.example",
      7,
      null,
    ]) {
      expect(notificationTarget({ url }, origin)).toBe(`${origin}/notifications`);
    }
    expect(notificationTarget(null, origin)).toBe(`${origin}/notifications`);
  });
});
