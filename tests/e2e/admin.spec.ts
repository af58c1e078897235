/**
 * The admin area in the browser, JavaScript on and off: the admin sign-in refusing wrong
 * credentials; an admin who signs in, searches, switches tabs (the selection clears),
 * bulk-verifies three citizens of this test's own, sees the counts change, finds the changes in
 * the audit log and signs out; an admin who reviews one citizen in the home page's Verification
 * Management dialog. Each test registers its own citizens with a tag of their own.
 */
import type { APIRequestContext, Page } from "@playwright/test";

import { expect, hydrated, test } from "./fixtures";

const ADMIN = { username: "e2eadmin", password: "e2e-admin-password-1" };

/** Three pending citizens whose first name carries `tag` (registered outside the page's session). */
async function threeCitizens(request: APIRequestContext, tag: string) {
  for (const last of ["Alpha", "Beta", "Gamma"]) {
    const email = `${tag}-${last.toLowerCase()}@example.org`;
    const response = await request.post("/api/register-user", {
      data: { firstName: tag, lastName: last, email, password: "e2e-pass-123", confirmPassword: "e2e-pass-123" },
    });
    expect(response.status()).toBe(201);
  }
}

async function signInAsAdmin(page: Page, password = ADMIN.password) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  const form = page.getByTestId("admin-sign-in-form");
  await form.getByLabel("Username").fill(ADMIN.username);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

test.describe("the admin area", () => {
  // A refused sign-in is an answer (200 to the fetch, the form shows why), not a failed load: no
  // console error is allowed.
  test("wrong credentials show the error and no session", async ({ page, checkA11y }) => {
    await signInAsAdmin(page, "not-the-password");
    await expect(page.getByTestId("admin-sign-in-form")).toContainText("Invalid admin credentials");
    await expect(page.getByTestId("admin-sign-in-form").getByLabel("Username")).toHaveValue(ADMIN.username);
    await checkA11y();
    expect((await page.goto("/admin/users"))?.url()).toMatch(/\/login\?redirectTo=/);
  });

  test("an admin verifies three citizens in bulk, reads the audit log and signs out", async ({
    page,
    request,
    jsEnabled,
    checkA11y,
  }) => {
    test.slow(); // sign-in, a search, tabs, a bulk change, the audit log and sign-out, each checked with axe
    const tag = `Bulk${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;
    await threeCitizens(request, tag);
    await signInAsAdmin(page);
    await expect(page.getByTestId("admin-signed-in-as")).toBeVisible();
    await checkA11y();

    await page
      .getByRole("navigation", { name: "Administration sections" })
      .getByRole("link", { name: "Users" })
      .click();
    await expect(page.getByRole("heading", { name: "Users", level: 2 })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search users" }).fill(tag.toLowerCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const tabs = page.getByRole("navigation", { name: "Verification status" });
    await expect(tabs.getByRole("link", { name: "Pending (3)" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Verified (0)" })).toBeVisible();
    await expect(page.getByTestId("admin-user-row")).toHaveCount(3);
    await checkA11y();

    // Select everything on the page, then change tab: the selection is cleared.
    if (jsEnabled) {
      await hydrated(page);
      await page.getByRole("checkbox", { name: "Select all users on this page" }).check();
      await expect(page.getByTestId("bulk-selected")).toHaveText("3 users selected");
    } else {
      await page.getByRole("link", { name: "Select all" }).click();
    }
    for (const last of ["Alpha", "Beta", "Gamma"]) {
      await expect(page.getByRole("checkbox", { name: `Select ${tag} ${last}` })).toBeChecked();
    }
    await tabs.getByRole("link", { name: "Pending (3)" }).click();
    await expect(page).toHaveURL(/tab=pending/);
    for (const last of ["Alpha", "Beta", "Gamma"]) {
      await expect(page.getByRole("checkbox", { name: `Select ${tag} ${last}` })).not.toBeChecked();
    }
    if (jsEnabled) await expect(page.getByTestId("bulk-selected")).toHaveText("0 users selected");

    // Tick the three and verify them.
    for (const last of ["Alpha", "Beta", "Gamma"]) {
      await page.getByRole("checkbox", { name: `Select ${tag} ${last}` }).check();
    }
    await page.getByRole("button", { name: "Verify All" }).click();
    await expect(page.getByTestId("toast")).toContainText("Verification Updated");
    await expect(tabs.getByRole("link", { name: "Verified (3)" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Pending (0)" })).toBeVisible();
    await expect(page.getByText("No users found matching your search criteria.")).toBeVisible();
    await checkA11y();

    // The audit log has an entry per citizen, with before and after.
    await page
      .getByRole("navigation", { name: "Administration sections" })
      .getByRole("link", { name: "Audit log" })
      .click();
    await page.getByLabel("Action").selectOption({ label: "Verification changed" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/action=user\.verification/);
    for (const last of ["Alpha", "Beta", "Gamma"]) {
      const row = page.getByTestId("audit-row").filter({ hasText: `${tag} ${last}` });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId("audit-change")).toHaveText(
        "verificationStatus: pending → verificationStatus: verified",
      );
    }
    await checkA11y();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
    expect((await page.goto("/admin/audit"))?.url()).toMatch(/\/login\?redirectTo=/);
  });

  test("an admin reviews one user in the home dialog", async ({ page, request, jsEnabled, checkA11y }) => {
    test.slow(); // a sign-in, the home page, two dialogs and four accessibility checks
    const tag = `Review${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;
    const response = await request.post("/api/register-user", {
      data: {
        firstName: tag,
        lastName: "Solo",
        email: `${tag.toLowerCase()}@example.org`,
        password: "e2e-pass-123",
        confirmPassword: "e2e-pass-123",
      },
    });
    expect(response.status()).toBe(201);
    await signInAsAdmin(page);
    await expect(page.getByTestId("admin-signed-in-as")).toBeVisible();

    // The home page's admin buttons.
    await page.goto("/");
    if (jsEnabled) await hydrated(page);
    const tools = page.getByRole("navigation", { name: "Administrator tools" });
    await expect(tools.getByRole("link", { name: "User Directory" })).toBeVisible();
    await tools.getByRole("link", { name: "Verify Users" }).click();
    const dialog = page.getByTestId("verification-dialog");
    await expect(dialog.getByRole("heading", { name: "Verification Management" })).toBeVisible();
    await checkA11y();

    await dialog.getByRole("searchbox", { name: "Search users" }).fill(tag);
    await dialog.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/verification\?q=/);
    await expect(dialog.getByTestId("verification-row")).toHaveCount(1);
    await expect(dialog.getByTestId("verification-count-pending")).toHaveText("1");
    await expect(dialog.getByTestId("verification-count-verified")).toHaveText("0");

    await dialog.getByRole("link", { name: `Review ${tag} Solo` }).click();
    const review = page.getByTestId("review-dialog");
    await expect(review.getByRole("heading", { name: `Review ${tag} Solo` })).toBeVisible();
    await expect(review.getByTestId("review-status")).toHaveText("Pending");
    await checkA11y();

    await review.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByTestId("toast")).toContainText("Verification Updated");
    await expect(review.getByTestId("review-status")).toHaveText("Verified");
    await checkA11y();

    // Closing the review shows the list with the new status and counts.
    await review.getByRole("link", { name: "Close" }).click();
    await expect(review).toHaveCount(0);
    await expect(dialog.getByTestId("verification-row")).toContainText("Verified");
    await expect(dialog.getByTestId("verification-count-verified")).toHaveText("1");
    await expect(dialog.getByTestId("verification-count-pending")).toHaveText("0");

    // Closing the dialog goes back to the home page.
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("verification-dialog")).toHaveCount(0);
  });
});
