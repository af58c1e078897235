/**
 * The admin area in the browser, JavaScript on and off: the admin sign-in refusing wrong
 * credentials; an admin who signs in, searches, switches tabs (the selection clears),
 * bulk-verifies three citizens of this test's own, sees the counts change, finds the changes in
 * the audit log and signs out; an admin who reviews one citizen in the home page's Verification
 * Management dialog, where Reject asks first; Previous and Next of the keyset pages keeping the
 * tab and the search; the bulk bar's Reject All and a campaign's Cancel asking first. Each test
 * registers its own citizens (and campaign) with a tag of their own.
 */
import type { APIRequestContext, Page } from "@playwright/test";

import { expect, hydrated, test } from "./fixtures";

const ADMIN = { username: "e2eadmin", password: "e2e-admin-password-1" };

/** Pending citizens whose first name carries `tag`, one per last name, registered in this order (outside the page's session). */
async function citizens(request: APIRequestContext, tag: string, lastNames: string[], { confirmed = false } = {}) {
  for (const last of lastNames) {
    const email = `${tag}-${last.toLowerCase()}@example.org`;
    const response = await request.post("/api/register-user", {
      data: { firstName: tag, lastName: last, email, password: "e2e-pass-123", confirmPassword: "e2e-pass-123" },
    });
    expect(response.status()).toBe(201);
    if (confirmed) await confirmEmail(request, email);
  }
}

/** Opens the confirmation link the sign-up e-mailed (the development outbox): only confirmed accounts can be verified. */
async function confirmEmail(request: APIRequestContext, email: string) {
  let link = "";
  await expect(async () => {
    const html = await (await request.get("/dev/outbox")).text();
    // Addresses are stored lower-cased.
    const message =
      html
        .split('data-testid="outbox-message"')
        .slice(1)
        .find((part) => part.includes(email.toLowerCase())) ?? "";
    link = /\/confirm-email\?token=[\w-]+/.exec(message)?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 15_000 });
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(302);
}

const threeCitizens = (request: APIRequestContext, tag: string, options?: { confirmed?: boolean }) =>
  citizens(request, tag, ["Alpha", "Beta", "Gamma"], options);

const newTag = (prefix: string) => `${prefix}${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;

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
    await threeCitizens(request, tag, { confirmed: true });
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
    await confirmEmail(request, `${tag.toLowerCase()}@example.org`);
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

  test("Previous and Next page the verification list, keeping the tab and the search", async ({
    page,
    request,
    checkA11y,
  }) => {
    test.slow(); // eleven sign-ups
    const tag = newTag("Pages");
    // Eleven citizens, registered one after another: a page of ten, then one.
    const names = Array.from({ length: 11 }, (_, i) => `N${String(i).padStart(2, "0")}`);
    await citizens(request, tag, names);
    await signInAsAdmin(page);
    await expect(page.getByTestId("admin-signed-in-as")).toBeVisible();

    await page.goto(`/admin/verification?q=${tag}&tab=pending`);
    const dialog = page.getByTestId("verification-dialog");
    const pages = dialog.getByRole("navigation", { name: "Pages" });
    await expect(dialog.getByTestId("verification-row")).toHaveCount(10);
    await expect(dialog.getByTestId("verification-row").first()).toContainText(`${tag} N10`);
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);

    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]before=/);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await expect(page).toHaveURL(/[?&]tab=pending/);
    await expect(dialog.getByTestId("verification-row")).toHaveCount(1);
    await expect(dialog.getByTestId("verification-row")).toContainText(`${tag} N00`);
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await checkA11y();

    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(page).not.toHaveURL(/[?&](before|after)=/);
    await expect(page).toHaveURL(/[?&]tab=pending/);
    await expect(dialog.getByTestId("verification-row")).toHaveCount(10);
    await expect(dialog.getByTestId("verification-row").last()).toContainText(`${tag} N01`);
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  });

  test("the review's Reject asks first; Cancel leaves the citizen as they were", async ({
    page,
    request,
    checkA11y,
  }) => {
    const tag = newTag("Reject");
    await citizens(request, tag, ["Solo"]);
    await signInAsAdmin(page);
    await expect(page.getByTestId("admin-signed-in-as")).toBeVisible();
    await page.goto(`/admin/verification?q=${tag}`);
    await page
      .getByTestId("verification-dialog")
      .getByRole("link", { name: `Review ${tag} Solo` })
      .click();
    const review = page.getByTestId("review-dialog");
    await expect(review.getByTestId("review-status")).toHaveText("Pending");

    await review.getByRole("button", { name: "Reject", exact: true }).click();
    const question = review.getByTestId("confirm-reject");
    await expect(question.getByRole("heading", { name: `Reject ${tag} Solo?` })).toBeVisible();
    await expect(review.getByTestId("review-status")).toHaveText("Pending");
    await checkA11y();
    await question.getByRole("link", { name: "Cancel" }).click();
    await expect(question).toHaveCount(0);
    await expect(review.getByTestId("review-status")).toHaveText("Pending");

    await review.getByRole("button", { name: "Reject", exact: true }).click();
    await question.getByRole("button", { name: `Yes, reject ${tag} Solo` }).click();
    await expect(page.getByTestId("toast")).toContainText("Verification Updated");
    await expect(review.getByTestId("review-status")).toHaveText("Rejected");
    await expect(question).toHaveCount(0);
  });

  test("the bulk bar's Reject All asks first", async ({ page, request, jsEnabled }) => {
    const tag = newTag("Bulkrej");
    await citizens(request, tag, ["One", "Two"]);
    await signInAsAdmin(page);
    await expect(page.getByTestId("admin-signed-in-as")).toBeVisible();
    await page.goto(`/admin/users?q=${tag}`);
    if (jsEnabled) await hydrated(page);
    const tabs = page.getByRole("navigation", { name: "Verification status" });
    await expect(tabs.getByRole("link", { name: "Pending (2)" })).toBeVisible();
    for (const last of ["One", "Two"]) await page.getByRole("checkbox", { name: `Select ${tag} ${last}` }).check();
    await page.getByRole("button", { name: "Reject All" }).click();

    const question = page.getByTestId("confirm-bulk");
    await expect(question.getByRole("heading", { name: "Reject 2 users?" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Rejected (0)" })).toBeVisible();
    await question.getByRole("button", { name: "Yes, reject 2 users" }).click();
    await expect(page.getByTestId("toast")).toContainText("Verification Updated");
    await expect(tabs.getByRole("link", { name: "Rejected (2)" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Pending (0)" })).toBeVisible();
  });

  test("cancelling a campaign asks first: the box must be ticked", async ({ page, request, checkA11y }) => {
    const tag = newTag("Camp");
    const email = `${tag.toLowerCase()}@example.org`;
    // A citizen's campaign, waiting for its payment (the API's door, in the citizen's own session).
    await citizens(request, tag, ["Owner"]);
    const signIn = await request.post("/api/login-user", {
      data: { email: `${tag}-owner@example.org`, password: "e2e-pass-123" },
    });
    expect(signIn.status()).toBe(200);
    const created = await request.post("/api/campaigns/create-payment-intent", {
      data: {
        packageType: "basic",
        campaignData: { partyName: `${tag} Party`, campaignTitle: `${tag} Lakes`, contactEmail: email },
      },
    });
    expect(created.status()).toBe(200);

    await signInAsAdmin(page);
    await expect(page.getByTestId("admin-signed-in-as")).toBeVisible();
    await page.goto("/admin/campaigns?view=pending");
    const campaign = page.getByTestId("admin-campaign").filter({ hasText: `${tag} Lakes` });
    await expect(campaign).toHaveCount(1);

    // Without the box: refused, with the reason beside the box, and the campaign stays.
    await campaign.getByRole("button", { name: "Cancel campaign" }).click();
    await expect(campaign.getByText("Tick the box to confirm that you want to cancel this campaign.")).toBeVisible();
    await checkA11y();
    await expect(campaign).toHaveCount(1);

    await campaign.getByRole("checkbox", { name: new RegExp(`I understand: “${tag} Lakes” stops showing`) }).check();
    await campaign.getByRole("button", { name: "Cancel campaign" }).click();
    await expect(page.getByTestId("toast")).toContainText(`“${tag} Lakes” is cancelled.`);
    await expect(campaign).toHaveCount(0);
  });

  test("a search longer than 100 characters is refused beside the box; the payments page lists what matched nothing", async ({
    page,
    checkA11y,
    allowConsoleError,
  }) => {
    // The refused search is answered 400 (the page, with the reason beside the box).
    allowConsoleError(/status of 400/);
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    await page.getByRole("searchbox", { name: "Search users" }).fill("x".repeat(101));
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const box = page.getByRole("searchbox", { name: "Search users" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").filter({ hasText: "at most 100 characters" })).toBeVisible();
    await checkA11y();

    await page
      .getByRole("navigation", { name: "Administration sections" })
      .getByRole("link", { name: "Payments" })
      .click();
    await expect(page.getByRole("heading", { name: "Stripe events that matched nothing", level: 2 })).toBeVisible();
    await checkA11y();
  });
});
