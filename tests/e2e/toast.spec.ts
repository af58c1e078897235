import type { Page } from "@playwright/test";

import { expect, hydrated, test } from "./fixtures";

// The language switch flashes a toast, which makes it an easy way to get one on screen.
async function showToast(page: Page, jsEnabled = true) {
  await page.goto("/?lng=en");
  await expect(page.getByTestId("toast")).toContainText("Language changed to English");
  if (jsEnabled) await hydrated(page);
}

test.describe("notifications", () => {
  test("a flashed toast is shown without JavaScript too, in a labelled live region", async ({
    page,
    jsEnabled,
    checkA11y,
  }) => {
    await showToast(page, jsEnabled);
    const region = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(region.getByRole("status")).toContainText("Language changed to English");
    await checkA11y();
  });

  test("F8 moves focus to the notifications", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "keyboard shortcut needs JavaScript");
    await showToast(page);
    await page.keyboard.press("F8");
    await expect(page.getByTestId("toast-region")).toBeFocused();
  });

  test("the close button dismisses the toast", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "dismissing needs JavaScript");
    await showToast(page);
    await page.getByRole("button", { name: "Close notification" }).click();
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("a swipe right of more than 50 px dismisses it; a shorter one does not", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "swiping needs JavaScript");
    await showToast(page);
    const toast = page.getByTestId("toast");
    const box = await toast.boundingBox();
    if (!box) throw new Error("toast not visible");
    const y = box.y + box.height / 2;
    const x = box.x + 20;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 80, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });

  test("it disappears by itself after 5 seconds", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "timers need JavaScript");
    await page.clock.install();
    await showToast(page);
    await page.mouse.move(0, 0);
    await page.clock.runFor(4_000);
    await expect(page.getByTestId("toast")).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });
});
