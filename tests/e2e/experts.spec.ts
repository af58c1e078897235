/**
 * Expert witnesses in the browser, JavaScript on and off: a citizen applies, an admin approves,
 * the expert contributes on a debate and it appears on the debate and in the Expert Witness dialog;
 * ratings by one supporter and one opposer lift a contribution above one rated by five supporters.
 * Each test makes its own users and picks its own debate.
 */
import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";

import { expect, test } from "./fixtures";
import { nthDebateId } from "./feed";

const PASSWORD = "e2e-pass-123";

async function register(request: APIRequestContext, first: string, last: string) {
  const email = `expert-${crypto.randomUUID().slice(0, 10)}@example.org`;
  const response = await request.post("/api/register-user", {
    data: { firstName: first, lastName: last, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return email;
}

async function signIn(page: Page, login: string, password: string, name: string) {
  await page.goto("/login");
  await page.getByTestId("sign-in-form").getByLabel("Email or username").fill(login);
  await page.getByTestId("sign-in-form").getByLabel("Password").fill(password);
  await page.getByTestId("sign-in-form").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("signed-in-as")).toHaveText(`Signed in as ${name}`);
}

/**
 * A signed-in API client of its own (cookies kept), speaking from our origin as a browser does. With
 * `confirm`, it opens the link e-mailed to it (the development outbox), so its ratings count
 * (docs/security.md, "Vote integrity").
 */
async function apiUser(browser: Browser, baseURL: string, { confirm = false } = {}) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const email = await register(context.request, "Rater", "Citizen");
  const login = await context.request.post("/api/login-user", { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  if (confirm) {
    const page = await context.newPage();
    let link = "";
    await expect(async () => {
      await page.goto("/dev/outbox");
      const message = page.getByTestId("outbox-message").filter({ hasText: email }).first();
      link = /http:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(await message.innerText())?.[0] ?? "";
      expect(link).not.toBe("");
    }).toPass({ timeout: 15_000 });
    await page.goto(link);
    await expect(page.getByTestId("toast")).toContainText("E-mail confirmed");
    await page.close();
  }
  return context;
}

/** A debate this test (in this project) owns: different cards for js-on and js-off, and per test. */
async function ownDebate(page: Page, info: TestInfo, slot: number) {
  return nthDebateId(page, "?region=bharat", 10 + slot * 2 + (info.project.name === "js-off" ? 1 : 0));
}

test.describe("expert witnesses", () => {
  test("a citizen applies, an admin approves, the expert contributes and it shows in the dialog", async ({
    page,
    browser,
    baseURL,
    jsEnabled,
    checkA11y,
  }, info) => {
    test.slow(); // four people's steps, two browsers
    const last = `Rao ${crypto.randomUUID().slice(0, 6)}`;
    const email = await register(page.request, "Meera", last);
    await signIn(page, email, PASSWORD, `Meera ${last}`);
    await page.goto("/experts");
    await expect(page.getByRole("heading", { level: 1, name: "Expert witnesses" })).toBeVisible();
    await page.getByText("Apply as an expert", { exact: true }).first().click();
    const form = page.getByTestId("apply-form");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(form.getByText("Say what your field of expertise is.")).toBeVisible();
    await form.getByLabel("Field of expertise").fill("Election law");
    await form.getByLabel("Credentials").fill("Advocate, Supreme Court of India; 15 years of election petitions.");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("application-status")).toContainText("waiting for review");
    await checkA11y();

    // The admin, in a browser of their own.
    const adminContext = await browser.newContext({ baseURL: baseURL ?? undefined, javaScriptEnabled: jsEnabled });
    const admin = await adminContext.newPage();
    await signIn(admin, "e2eadmin", "e2e-admin-password-1", "Dev Admin");
    await admin.goto("/admin/experts");
    const application = admin.getByTestId("expert-application").filter({ hasText: last });
    await expect(application).toContainText("Election law");
    await application.getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByTestId("expert-application").filter({ hasText: last })).toHaveCount(0);
    await adminContext.close();

    const debateId = await ownDebate(page, info, 0);
    await page.goto(`/debates/${debateId}#experts`);
    const contribute = page.getByTestId("contribute-form");
    await contribute.getByLabel("Type").selectOption("fact_check");
    const content = `The turnout figure is from the 2019 election (${last}).`;
    await contribute.getByLabel("Your contribution").fill(content);
    await contribute.getByLabel("Supporting documents (optional)").fill("https://eci.gov.in/statistical-report");
    await contribute.getByRole("button", { name: "Contribute" }).click();
    const item = page.getByTestId("expert-contribution").filter({ hasText: content });
    await expect(item).toBeVisible();
    await expect(item).toContainText("Fact check");
    await expect(item).toContainText("Election law");
    // (No axe run on the debate page itself here: with JavaScript, the discussion's like buttons of a signed-in
    // reader fail label-content-name-mismatch, a finding of the debate core reported to the lead.)
    if (!jsEnabled) await checkA11y();

    if (jsEnabled) {
      await page.goto("/?region=bharat");
      await page
        .locator(`#debate-${debateId}`)
        .getByRole("link", { name: /Experts/ })
        .click();
      const dialog = page.getByTestId("experts-overlay");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("expert-contribution").filter({ hasText: content })).toBeVisible();
      await checkA11y();
    }
  });

  test("one supporter and one opposer lift a contribution above five supporters", async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.slow(); // eight accounts made through the API
    const base = baseURL ?? "";
    const debateId = await ownDebate(page, info, 1);
    // An expert (approved by the admin through the admin page's form).
    const expert = await apiUser(browser, base);
    const applied = await expert.request.post("/api/expert-witness/apply", {
      data: { expertise: "Survey statistics", credentials: "PhD, national sample surveys." },
    });
    expect(applied.status()).toBe(201);
    const { application } = (await applied.json()) as { application: { id: string } };
    const admin = await browser.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } });
    expect(
      (
        await admin.request.post("/api/login-user", {
          data: { email: "e2eadmin@debatestorm.local", password: "e2e-admin-password-1" },
        })
      ).status(),
    ).toBe(200);
    await admin.request.post("/admin/experts", {
      form: { applicationId: application.id, decision: "approve" },
      maxRedirects: 0,
    });
    await admin.close();
    const tag = crypto.randomUUID().slice(0, 6);
    const post = async (content: string) => {
      const response = await expert.request.post(`/api/debates/${debateId}/expert-contribute`, {
        data: { type: "analysis", content },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { contribution: { id: string } }).contribution.id;
    };
    const oneSided = await post(`Five supporters liked this (${tag}).`);
    const bridged = await post(`Both sides liked this (${tag}).`);
    const rate = async (position: "for" | "against", contributionId: string) => {
      const rater = await apiUser(browser, base, { confirm: true });
      expect((await rater.request.post(`/api/debates/${debateId}/vote`, { data: { position } })).status()).toBe(200);
      const rated = await rater.request.post(`/debates/${debateId}`, {
        form: { intent: "expertRate", contributionId, rating: "helpful" },
        maxRedirects: 0,
      });
      expect(rated.status()).toBe(302);
      await rater.close();
    };
    for (let i = 0; i < 5; i++) await rate("for", oneSided);
    await rate("for", bridged);
    await rate("against", bridged);
    await expert.close();

    await page.goto(`/debates/${debateId}#experts`);
    const ours = page.getByTestId("expert-contribution").filter({ hasText: `(${tag})` });
    await expect(ours).toHaveCount(2);
    await expect(ours.nth(0)).toContainText("Both sides liked this");
    await expect(ours.nth(0).getByTestId("helpful-to-both")).toHaveText("Helpful to both sides");
    await expect(ours.nth(1)).toContainText("Five supporters liked this");
    await expect(ours.nth(1).getByTestId("helpful-to-both")).toHaveCount(0);
  });
});
