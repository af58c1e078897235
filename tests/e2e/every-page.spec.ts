/**
 * Every main page in Hindi and Bengali, JavaScript on and off (issue 28): axe finds no violation at
 * a phone's width (390 px) or a desktop's (1280 px), and every text node's letters agree with its
 * nearest `lang` (language of parts, WCAG 3.1.2: an English debate title, comment, ad, room title,
 * policy outcome or expert text on a Hindi page carries `lang="en"`; the page's own strings carry
 * the page's). The visitor's pages, a citizen's (signed up once per worker) and the admin's.
 */
import type { Cookie, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { E2E_SECRETS } from "./secrets";

const LANGUAGES = ["hi", "bn"] as const;
const WIDTHS = [390, 1280] as const;
const ADMIN = { username: "e2eadmin", password: "e2e-admin-password-1" };

/** A visitor; a citizen signed up once per worker; a seeded premium member (live rooms); the admin. */
type Who = "visitor" | "citizen" | "premium" | "admin";
/** A page: its address, or how to find it from the page before (a seeded debate, room or module). */
type MainPage = { name: string; who: Who; path: string | ((page: Page) => Promise<string>) };

/**
 * What each test would otherwise redo, kept for the rest of its worker's tests (this module loads once
 * per worker): the cookies of each signed-in reader, and the address of each seeded item's page.
 * The suite's time goes to page loads; the checks themselves are the same.
 */
const signedIn = new Map<Who, Cookie[]>();
const found = new Map<string, string>();

/** The address of the first link on `from` whose href matches `pattern` (a seeded item's page). */
const firstLink = (from: string, pattern: RegExp) => async (page: Page) => {
  const key = `${from} ${pattern}`;
  const known = found.get(key);
  if (known) return known;
  await page.goto(from);
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${from}`).toBeTruthy();
  found.set(key, href!);
  return href!;
};

const debatePage = firstLink("/", /^\/debates\/[\w-]+$/);

const PAGES: MainPage[] = [
  { name: "home", who: "visitor", path: "/" },
  { name: "a debate", who: "visitor", path: debatePage },
  { name: "insights", who: "visitor", path: async (page) => `/?insights=${(await debatePage(page)).split("/").pop()}` },
  { name: "sign in", who: "visitor", path: "/login" },
  { name: "sign up", who: "visitor", path: "/join" },
  { name: "experts", who: "visitor", path: "/experts" },
  { name: "civic education", who: "visitor", path: "/civic-education" },
  { name: "a civic module", who: "visitor", path: firstLink("/civic-education", /^\/civic-education\/[\w-]+$/) },
  { name: "policy impact", who: "visitor", path: "/policy-impact" },
  { name: "live rooms", who: "visitor", path: "/live-rooms" },
  { name: "a live room", who: "premium", path: firstLink("/live-rooms", /^\/live-rooms\/[\w-]+$/) },
  { name: "competition", who: "visitor", path: "/debate-competition" },
  { name: "ad library", who: "visitor", path: "/ads" },
  { name: "campaign packages", who: "citizen", path: "/campaign-packages" },
  { name: "help", who: "visitor", path: "/help" },
  { name: "settings", who: "citizen", path: "/settings" },
  { name: "notifications", who: "citizen", path: "/notifications" },
  { name: "campaign management", who: "citizen", path: "/campaign-management" },
  { name: "admin home", who: "admin", path: "/admin" },
  { name: "admin users", who: "admin", path: "/admin/users" },
  { name: "admin verification", who: "admin", path: "/admin/verification" },
  { name: "admin moderation", who: "admin", path: "/admin/moderation" },
  { name: "admin experts", who: "admin", path: "/admin/experts" },
  { name: "admin campaigns", who: "admin", path: "/admin/campaigns" },
  { name: "admin payments", who: "admin", path: "/admin/payments" },
  { name: "admin news", who: "admin", path: "/admin/news" },
  { name: "admin policy outcomes", who: "admin", path: "/admin/policy-outcomes" },
  { name: "admin directory", who: "admin", path: "/admin/directory" },
  { name: "admin audit log", who: "admin", path: "/admin/audit" },
];

async function signIn(page: Page, who: Who) {
  const cookies = signedIn.get(who);
  if (cookies) return page.context().addCookies(cookies);
  if (who === "citizen" || who === "premium") {
    // The seed's first citizens are premium members (app/seed/seed.ts).
    let email = "citizen01@debatestorm.local";
    let password = E2E_SECRETS.DEMO_USER_PASSWORD as string;
    if (who === "citizen") {
      email = `e2e-${crypto.randomUUID().slice(0, 10)}@example.org`;
      password = "e2e-pass-123";
      const response = await page.request.post("/api/register-user", {
        data: { firstName: "Meera", lastName: "Das", email, password, confirmPassword: password },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto("/login?lng=en");
    const form = page.getByTestId("sign-in-form");
    await form.getByLabel("Email or username").fill(email);
    await form.getByLabel("Password").fill(password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("signed-in-as")).toBeVisible();
  } else if (who === "admin") {
    await page.goto("/admin?lng=en");
    const form = page.getByTestId("admin-sign-in-form");
    await form.getByLabel("Username").fill(ADMIN.username);
    await form.getByLabel("Password").fill(ADMIN.password);
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("admin-signed-in-as")).toBeVisible();
  }
  if (who !== "visitor") signedIn.set(who, await page.context().cookies());
}

test.describe("every main page in Hindi and Bengali", () => {
  for (const lng of LANGUAGES) {
    for (const { name, who, path } of PAGES) {
      test(`${name} (${lng}): no axe violation at ${WIDTHS.join(" and ")} px, and every text in its own language`, async ({
        page,
        checkA11y,
        checkLanguageOfParts,
      }) => {
        test.slow(); // two axe runs and a language check of the page, on a shared machine
        await signIn(page, who);
        const address = typeof path === "string" ? path : await path(page);
        for (const [i, width] of WIDTHS.entries()) {
          await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
          // First ?lng=: it reads this visit in the language (a cookie), then comes back to the address
          // without it, loaded at this width.
          await page.goto(i === 0 ? `${address}${address.includes("?") ? "&" : "?"}lng=${lng}` : address);
          await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === address);
          await expect(page.locator("html")).toHaveAttribute("lang", lng);
          await checkA11y();
        }
        await checkLanguageOfParts();
      });
    }
  }
});
