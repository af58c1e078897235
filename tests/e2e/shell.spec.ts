import { expect, test } from "./fixtures";

test.describe("the shell and the home page", () => {
  test("home shows the seeded debates, 12 a page, with a link to more, and the footer's year", async ({
    page,
    checkA11y,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Today's debates" })).toBeVisible();
    await expect(page.getByTestId("debate-card")).toHaveCount(12);
    await expect(page.getByRole("link", { name: "Show more debates" })).toBeVisible();
    // A year is a name, not an amount: never "2,026".
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getUTCFullYear()} DebateStorm`);
    await checkA11y();
  });

  test("Bharat Pulse shows only Bharat Pulse debates", async ({ page, checkA11y }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Debate divisions" })
      .getByRole("link", { name: "Bharat Pulse" })
      .click();
    await expect(page).toHaveURL(/\?region=bharat$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bharat Pulse debates" })).toBeVisible();
    const cards = page.getByTestId("debate-card");
    await expect(cards).toHaveCount(12);
    for (const region of await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-region")))) {
      expect(region).toBe("bharat");
    }
    await checkA11y();
  });

  test("an unknown path answers 404 'Page Not Found' with a hint", async ({ page, checkA11y, allowConsoleError }) => {
    allowConsoleError(/no-such-page: Failed to load resource: .* 404/);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("There is no page at /no-such-page")).toBeVisible();
    await checkA11y();
  });

  test("the language menu switches to Hindi and Bengali, and the choice survives a reload", async ({
    page,
    jsEnabled,
    checkA11y,
    allowConsoleError,
  }) => {
    allowConsoleError(/no-such-page: Failed to load resource: .* 404/);
    await page.goto("/?region=bharat");
    await page.getByLabel("Language", { exact: true }).selectOption("hi");
    // With JavaScript the choice applies at once; without it, the Change button applies it.
    if (!jsEnabled) await page.getByRole("button", { name: "Change" }).click();
    await expect(page).toHaveURL(/\?region=bharat$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: "भारत पल्स की बहसें" })).toBeVisible();
    await expect(page.getByTestId("toast")).toContainText("भाषा बदलकर हिन्दी कर दी गई");
    await checkA11y();

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");

    await page.getByLabel("भाषा", { exact: true }).selectOption("bn");
    if (!jsEnabled) await page.getByRole("button", { name: "बदलें" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1, name: "ভারত পালসের বিতর্ক" })).toBeVisible();
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "পাতাটি পাওয়া যায়নি" })).toBeVisible();
    await checkA11y();
  });

  test("signed in, the menu's POST saves the account's language; a link with ?lng= changes only the visit", async ({
    page,
    jsEnabled,
    checkA11y,
  }) => {
    await page.context().clearCookies();
    const email = `e2e-lang-${crypto.randomUUID().slice(0, 10)}@example.org`;
    const registered = await page.request.post("/api/register-user", {
      data: { firstName: "Mita", lastName: "Sen", email, password: "e2e-pass-123", confirmPassword: "e2e-pass-123" },
    });
    expect(registered.status()).toBe(201);
    await page.goto("/login");
    const form = page.getByTestId("sign-in-form");
    await form.getByLabel("Email or username").fill(email);
    await form.getByLabel("Password").fill("e2e-pass-123");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("signed-in-as")).toBeVisible();
    const saved = async () =>
      ((await (await page.request.get("/api/auth/user")).json()) as { language: string }).language;

    // A link in Bengali (another site's, say): this visit reads Bengali, the account keeps English.
    await page.goto("/help?lng=bn");
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    expect(await saved()).toBe("en");

    // The menu: a POST that saves it on the account and comes back to the same page.
    await page.getByLabel("ভাষা", { exact: true }).selectOption("hi");
    if (!jsEnabled) await page.getByRole("button", { name: "বদলান" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByTestId("toast")).toContainText("भाषा बदलकर हिन्दी कर दी गई");
    expect(await saved()).toBe("hi");
    await checkA11y();
  });
});
