/**
 * Honest payment screens (issue 27): whatever is configured, a page that takes money says what it
 * can do before anything is typed, and a payment that does not happen says what happened and what to
 * do, with and without JavaScript. Against the local Stripe (tests/fakes/stripe-server.ts), with
 * Stripe unconfigured (no STRIPE_* secrets) and with Stripe unreachable.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "~built-worker";

import { postForm } from "../helpers/page-action";
import { stripeControl } from "../helpers/stripe";
import { ORIGIN, callWorker, signedInUser } from "../helpers/api-client";

const call = callWorker;

/** The Worker with another environment (Stripe off, or unreachable). */
function workerWith(overrides: Partial<typeof env>) {
  const changed = { ...env, ...overrides };
  return async (path: string, init: { cookie: string; form?: Record<string, string> }) => {
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}${path}`, {
      method: init.form ? "POST" : "GET",
      headers: {
        Cookie: init.cookie,
        ...(init.form
          ? { Origin: ORIGIN, Host: "localhost", "Content-Type": "application/x-www-form-urlencoded" }
          : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: "manual",
    });
    const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], changed, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}
const withoutStripe = () => workerWith({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" });

const details = () => ({
  packageType: "premium",
  currency: "inr",
  partyName: "Nadi Bachao Manch",
  campaignTitle: `Clean rivers ${crypto.randomUUID().slice(0, 6)}`,
  contactEmail: "team@nadibachao.example.org",
  contactPhone: "",
  targetAudience: "state",
  region: "",
  paidForBy: "",
  description: "",
});

/** The hosted page's answer to a button (the local Stripe's Checkout or portal form). */
async function pressOnStripe(url: string, action: string) {
  const response = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }).toString(),
  });
  return response;
}

/** A member who bought premium through Checkout (so Stripe knows them as a customer). */
async function subscribedMember() {
  const { user, cookie } = await signedInUser();
  const subscribe = await postForm("/live-rooms?index", { intent: "subscribe" }, { cookie });
  const sessionId = (subscribe.headers.get("Location") ?? "").split("/checkout/")[1] ?? "";
  await stripeControl(`checkout/${sessionId}/complete`);
  const back = await call("GET", `/live-rooms?premium=return&session_id=${sessionId}`, { cookie });
  expect(back.status).toBe(302);
  return { user, cookie };
}

describe("premium: Manage or cancel", () => {
  it("settings opens the billing portal for a member (a form of the page's own action), back to the section", async () => {
    const { cookie } = await subscribedMember();
    const page = await (await call("GET", "/settings", { cookie })).text();
    expect(page).toContain('id="membership"');
    expect(page).toContain("Manage or cancel membership");

    const portal = await postForm("/settings", { intent: "manage" }, { cookie });
    expect(portal.status).toBe(302);
    const url = portal.headers.get("Location") ?? "";
    expect(url).toMatch(/\/portal\/bps_/);
    // The portal sends the member back to the section they came from.
    const back = await pressOnStripe(url, "return");
    expect(back.headers.get("Location")).toBe(`${ORIGIN}/settings#membership`);
  });

  it("settings offers a citizen who is not premium the upgrade, and no portal", async () => {
    const { cookie } = await signedInUser();
    const page = await (await call("GET", "/settings", { cookie })).text();
    expect(page).toContain("You are not a premium member.");
    expect(page).toContain('href="/live-rooms?upgrade=1"');
    expect(page).not.toContain("Manage or cancel membership");
    const refused = await postForm("/settings", { intent: "manage" }, { cookie });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain("No subscription was found for your account.");
  });

  it("without Stripe, a member is told the portal cannot open here, on the page and when posting", async () => {
    const { cookie } = await signedInUser({ isPremium: true });
    const run = withoutStripe();
    for (const path of ["/settings", "/live-rooms"]) {
      const page = await (await run(path, { cookie })).text();
      expect(page).toContain("the billing portal cannot be opened here");
      expect(page).not.toContain("Manage or cancel membership");
    }
    const refused = await run("/settings", { cookie, form: { intent: "manage" } });
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain("the billing portal cannot be opened here");
  });

  it("back from Checkout without paying, the upgrade dialog says nothing was charged", async () => {
    const { cookie } = await signedInUser();
    const subscribe = await postForm("/live-rooms?index", { intent: "subscribe" }, { cookie });
    const cancelled = await pressOnStripe(subscribe.headers.get("Location") ?? "", "cancel");
    const back = cancelled.headers.get("Location") ?? "";
    expect(back).toBe(`${ORIGIN}/live-rooms?upgrade=1&payment=cancelled`);
    const page = await (await call("GET", back.slice(ORIGIN.length), { cookie })).text();
    expect(page).toContain("Payment cancelled: nothing was charged");
    expect(page).toContain("Subscribe with Stripe");
  });
});

describe("campaign packages", () => {
  it("without Stripe, every step says so before any typing, and no step offers to pay", async () => {
    const { cookie } = await signedInUser();
    const run = withoutStripe();
    const notice = "Online payment is not set up on this server";
    expect(await (await run("/campaign-packages?currency=inr", { cookie })).text()).toContain(notice);
    // Step 2: the notice above the fields.
    const step2 = await (await run("/campaign-packages?package=premium&currency=inr", { cookie })).text();
    expect(step2.indexOf(notice)).toBeGreaterThan(-1);
    expect(step2.indexOf(notice)).toBeLessThan(step2.indexOf('name="partyName"'));
    // Step 3: the summary, the notice, and no payment button.
    const step3 = await run("/campaign-packages", { cookie, form: { intent: "details", ...details() } });
    const summary = await step3.text();
    expect(summary).toContain("Order summary");
    expect(summary).toContain(notice);
    expect(summary).not.toContain("Complete Payment");
    expect(summary).not.toContain('value="pay"');
    // A pay posted anyway (an old page): the same page, saying so, nothing made.
    const paid = await run("/campaign-packages", {
      cookie,
      form: { intent: "pay", ...details(), attempt: crypto.randomUUID() },
    });
    expect(paid.status).toBe(503);
    const text = await paid.text();
    expect(text).toMatch(/role="alert"[^>]*>.*Payments are not available on this server\./s);
  });

  it("a payment Stripe cannot start says what happened and what to do (no JavaScript)", async () => {
    const { cookie } = await signedInUser();
    // Stripe unreachable: nothing listens on port 9 of this machine.
    const run = workerWith({ STRIPE_API_URL: "http://127.0.0.1:9" });
    const response = await run("/campaign-packages", {
      cookie,
      form: { intent: "pay", ...details(), attempt: crypto.randomUUID() },
    });
    expect(response.status).toBe(502);
    const page = await response.text();
    expect(page).toContain('data-testid="payment-refused"');
    // What happened (Stripe's own words: its connection failed) and what to do.
    expect(page).toContain("Payment Failed");
    expect(page).toContain("connection to Stripe");
    expect(page).toContain("Nothing was charged.");
    expect(page).toContain('href="/campaign-management?tab=pending"');
  });

  it("back from Checkout without paying, the pending campaign waits with Complete Payment; without Stripe it offers none", async () => {
    const { cookie } = await signedInUser();
    const pay = await postForm(
      "/campaign-packages",
      { intent: "pay", ...details(), attempt: crypto.randomUUID() },
      { cookie },
    );
    expect(pay.status).toBe(302);
    const cancelled = await pressOnStripe(pay.headers.get("Location") ?? "", "cancel");
    const back = cancelled.headers.get("Location") ?? "";
    expect(back).toBe(`${ORIGIN}/campaign-management?tab=pending&payment=cancelled`);
    const page = await (await call("GET", back.slice(ORIGIN.length), { cookie })).text();
    expect(page).toContain("Payment cancelled: nothing was charged.");
    expect(page).toContain("Complete Payment");

    const off = await (await withoutStripe()("/campaign-management?tab=pending", { cookie })).text();
    expect(off).toContain("Payments are not available on this server.");
    expect(off).not.toContain("Complete Payment");
  });
});
