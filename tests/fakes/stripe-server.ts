/**
 * A local stand-in for Stripe (real HTTP, Stripe's own protocol), for tests and development:
 * the real `stripe` SDK talks to it when STRIPE_API_URL points here (app/utils/stripe.server.ts).
 *
 * The API (https://docs.stripe.com/api), as far as DebateStorm uses it: form-encoded bodies with
 * bracketed keys, `Authorization: Bearer <secret key>`, `Idempotency-Key` (a replay answers the
 * first response; other parameters under the same key are refused), errors as
 * `{ error: { type, code, message, param } }`, objects and ids shaped as Stripe's:
 *   customers, checkout sessions (subscription and payment modes), subscriptions (items carry the
 *   current period; Checkout gives them subscription_data's metadata), invoices (invoice.paid at
 *   the start and each renewal, invoice.payment_failed on a lapse), billing portal sessions, payment intents (with client secrets), prices;
 *   Checkout in payment mode with ad-hoc prices (`price_data`) makes its PaymentIntent when paid.
 *
 * What a customer does on Stripe's own pages is served as plain HTML forms, each marked as a local
 * test payment (no card, no money): /checkout/{id} (pay, or cancel back to cancel_url; pay then
 * goes to success_url; "a declined test card" stays on the page with Stripe's message, and in
 * payment mode makes the session's PaymentIntent fail, payment_intent.payment_failed, as Stripe
 * does) and /portal/{id} (cancel the subscription, back to return_url). `npm start` runs this same
 * server as its Stripe (local/stand-ins.ts), with keys made for the run (`secretKey`,
 * `webhookSecret`). Every change makes events (`evt_…`) in Stripe's event shape, delivered, when a
 * webhook URL is set, as Stripe delivers them: a JSON POST signed with `Stripe-Signature:
 * t=<seconds>,v1=<HMAC-SHA256 of "t.payload" with the signing secret>`.
 *
 * Controls for tests (not Stripe's): POST /__control/webhook-url { url }, GET /__control/events,
 * POST /__control/checkout/{id}/complete, /__control/payment_intents/{id}/succeed | fail { message },
 * /__control/subscriptions/{id}/renew | lapse | cancel. Each answers the events it made.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import qs from "qs";

export const STRIPE_TEST_SECRET_KEY = "sk_test_debatestorm_local";
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_debatestorm_local";
export const STRIPE_TEST_PUBLISHABLE_KEY = "pk_test_debatestorm_local";
export const STRIPE_TEST_PREMIUM_PRICE = "price_premium_monthly";
const API_VERSION = "2026-10-28.endive";

type StripeObject = Record<string, unknown> & { id: string; object: string };
export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

/** `Stripe-Signature` for a payload, as Stripe computes it. */
export function stripeSignature(payload: string, secret = STRIPE_TEST_WEBHOOK_SECRET, timestamp = now()) {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

function required(params: Record<string, unknown>, ...names: string[]) {
  for (const name of names) {
    if (params[name] === undefined || params[name] === "") {
      throw new StripeError(
        400,
        "invalid_request_error",
        `Missing required param: ${name}.`,
        "parameter_missing",
        name,
      );
    }
  }
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** What every hosted page says first: this is no real payment page. */
export const LOCAL_TEST_PAYMENT_NOTICE =
  "Local test payment: this page is DebateStorm's local stand-in for Stripe. No card is asked for, nothing is charged, and no real money moves.";

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(`${title} (local test payment)`)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}.test{border:3px dashed #b45309;background:#fffbeb;color:#78350f;padding:.75rem 1rem;font-weight:600}button{font:inherit;min-height:2.75rem;padding:0 1rem;margin:.25rem .5rem .25rem 0}.error{color:#991b1b;font-weight:600}</style>
</head><body><p class="test" role="note" data-testid="local-test-payment">${escape(LOCAL_TEST_PAYMENT_NOTICE)}</p><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

export async function startStripeServer({
  port = 0,
  webhookUrl = null as string | null,
  /** The API key it accepts (default the tests' STRIPE_TEST_SECRET_KEY). */
  secretKey = STRIPE_TEST_SECRET_KEY,
  /** The secret it signs webhooks with (default the tests' STRIPE_TEST_WEBHOOK_SECRET). */
  webhookSecret = STRIPE_TEST_WEBHOOK_SECRET,
} = {}) {
  const store = new Map<string, StripeObject>();
  const events: StripeEvent[] = [];
  const idempotency = new Map<string, { params: string; status: number; body: string }>();
  const state = { webhookUrl };
  let base = "";

  const prices: StripeObject[] = [
    {
      id: STRIPE_TEST_PREMIUM_PRICE,
      object: "price",
      active: true,
      currency: "usd",
      unit_amount: 1999,
      type: "recurring",
      recurring: { interval: "month", interval_count: 1 },
      livemode: false,
    },
  ];
  for (const price of prices) store.set(price.id, price);

  function get(kind: string, objectId: string): StripeObject {
    const found = store.get(objectId);
    if (!found || found.object !== kind) {
      throw new StripeError(404, "invalid_request_error", `No such ${kind}: '${objectId}'`, "resource_missing", "id");
    }
    return found;
  }

  function put(object: StripeObject) {
    store.set(object.id, object);
    return object;
  }

  function event(type: string, object: StripeObject, previous?: Record<string, unknown>): StripeEvent {
    const made: StripeEvent = {
      id: id("evt"),
      object: "event",
      api_version: API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
    };
    events.push(made);
    return made;
  }

  /** Delivers events to the webhook URL as Stripe does (signed JSON POSTs), one after the other. */
  async function deliver(made: StripeEvent[]) {
    if (!state.webhookUrl) return;
    for (const one of made) {
      const payload = JSON.stringify(one, null, 2);
      await fetch(state.webhookUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Stripe-Signature": stripeSignature(payload, webhookSecret),
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
      }).catch(() => undefined);
    }
  }

  // ------------------------------------------------------------------ the objects' life

  function createCustomer(params: Record<string, unknown>) {
    return put({
      id: id("cus"),
      object: "customer",
      created: now(),
      email: (params.email as string) ?? null,
      name: (params.name as string) ?? null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      livemode: false,
    });
  }

  function createCheckoutSession(params: Record<string, unknown>) {
    required(params, "mode", "success_url");
    const mode = params.mode as string;
    if (!["subscription", "payment", "setup"].includes(mode)) {
      throw new StripeError(400, "invalid_request_error", `Invalid mode: ${mode}`, "parameter_invalid_string", "mode");
    }
    const lineItems =
      (params.line_items as
        | { price?: string; quantity?: string; price_data?: { currency?: string; unit_amount?: string } }[]
        | undefined) ?? [];
    if (mode !== "setup" && lineItems.length === 0) required(params, "line_items");
    for (const item of lineItems) if (item.price) get("price", item.price);
    // Ad-hoc prices (price_data): the session's total and currency, as Stripe reports them.
    const adHoc = lineItems.filter((item) => item.price_data);
    const amountTotal = adHoc.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
      0,
    );
    const sessionId = id("cs_test");
    return put({
      id: sessionId,
      object: "checkout.session",
      created: now(),
      mode,
      status: "open",
      payment_status: "unpaid",
      url: `${base}/checkout/${sessionId}`,
      success_url: params.success_url as string,
      cancel_url: (params.cancel_url as string) ?? null,
      customer: (params.customer as string) ?? null,
      customer_email: (params.customer_email as string) ?? null,
      client_reference_id: (params.client_reference_id as string) ?? null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      subscription: null,
      payment_intent: null,
      payment_intent_data: (params.payment_intent_data as Record<string, unknown>) ?? null,
      subscription_data: (params.subscription_data as Record<string, unknown>) ?? null,
      amount_total: adHoc.length ? amountTotal : null,
      currency: adHoc[0]?.price_data?.currency ?? null,
      line_items_prices: lineItems.map((item) => item.price ?? null),
      livemode: false,
    });
  }

  function completeCheckout(sessionId: string): StripeEvent[] {
    const session = get("checkout.session", sessionId);
    if (session.status !== "open") return [];
    const made: StripeEvent[] = [];
    let customer = session.customer as string | null;
    if (!customer) {
      customer = createCustomer({ email: session.customer_email }).id;
      made.push(event("customer.created", get("customer", customer)));
    }
    session.customer = customer;
    session.status = "complete";
    session.payment_status = "paid";
    if (session.mode === "subscription") {
      const start = now();
      const price = (session.line_items_prices as string[])[0] ?? STRIPE_TEST_PREMIUM_PRICE;
      const subscription = put({
        id: id("sub"),
        object: "subscription",
        created: start,
        customer,
        status: "active",
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        // Checkout gives the subscription subscription_data's metadata (the session's own stays on the session).
        metadata: ((session.subscription_data as Record<string, unknown> | null)?.metadata as object) ?? {},
        items: {
          object: "list",
          data: [
            {
              id: id("si"),
              object: "subscription_item",
              price: get("price", price),
              quantity: 1,
              current_period_start: start,
              current_period_end: start + 30 * DAY,
            },
          ],
        },
        livemode: false,
      });
      session.subscription = subscription.id;
      made.push(event("customer.subscription.created", subscription), invoiceEvent(subscription, "paid"));
    }
    if (session.mode === "payment") {
      // Payment mode: the session's PaymentIntent, paid, carrying payment_intent_data's metadata.
      const intent = sessionIntent(session, made);
      intent.status = "succeeded";
      intent.last_payment_error = null;
      made.push(event("payment_intent.succeeded", intent));
    }
    made.push(event("checkout.session.completed", session));
    return made;
  }

  /** A payment-mode session's PaymentIntent, made at its first payment attempt (as Checkout does). */
  function sessionIntent(session: StripeObject, made: StripeEvent[]): StripeObject {
    if (session.payment_intent) return get("payment_intent", session.payment_intent as string);
    const data = (session.payment_intent_data as Record<string, unknown> | null) ?? {};
    const intent = createPaymentIntent({
      amount: String(session.amount_total ?? 0),
      currency: session.currency ?? "usd",
      customer: session.customer,
      metadata: data.metadata,
      receipt_email: data.receipt_email,
    });
    session.payment_intent = intent.id;
    made.push(event("payment_intent.created", intent));
    return intent;
  }

  /** The customer pays with a card the bank declines: Checkout stays open; in payment mode its PaymentIntent fails. */
  function declineCheckout(sessionId: string): StripeEvent[] {
    const session = get("checkout.session", sessionId);
    if (session.status !== "open" || session.mode !== "payment") return [];
    const made: StripeEvent[] = [];
    const intent = sessionIntent(session, made);
    made.push(...settlePaymentIntent(intent.id, "fail"));
    return made;
  }

  function createPaymentIntent(params: Record<string, unknown>) {
    required(params, "amount", "currency");
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeError(
        400,
        "invalid_request_error",
        "Amount must be at least $0.50 usd",
        "amount_too_small",
        "amount",
      );
    }
    const intentId = id("pi");
    return put({
      id: intentId,
      object: "payment_intent",
      created: now(),
      amount,
      currency: String(params.currency).toLowerCase(),
      status: "requires_payment_method",
      client_secret: `${intentId}_secret_${randomBytes(12).toString("hex")}`,
      customer: (params.customer as string) ?? null,
      description: (params.description as string) ?? null,
      receipt_email: (params.receipt_email as string) ?? null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      last_payment_error: null,
      livemode: false,
    });
  }

  function settlePaymentIntent(intentId: string, outcome: "succeed" | "fail", message?: string): StripeEvent[] {
    const intent = get("payment_intent", intentId);
    if (intent.status === "succeeded") return [];
    if (outcome === "succeed") {
      intent.status = "succeeded";
      intent.last_payment_error = null;
      return [event("payment_intent.succeeded", intent)];
    }
    intent.status = "requires_payment_method";
    intent.last_payment_error = {
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: message ?? "Your card was declined.",
    };
    return [event("payment_intent.payment_failed", intent)];
  }

  /** The subscription's invoice for its current period, paid or not, as `invoice.paid` | `invoice.payment_failed`. */
  function invoiceEvent(subscription: StripeObject, outcome: "paid" | "payment_failed"): StripeEvent {
    const item = (subscription.items as { data: Record<string, number>[] }).data[0] as Record<string, number>;
    const invoice = put({
      id: id("in"),
      object: "invoice",
      created: now(),
      customer: subscription.customer,
      status: outcome === "paid" ? "paid" : "open",
      amount_due: 1999,
      amount_paid: outcome === "paid" ? 1999 : 0,
      currency: "usd",
      billing_reason: "subscription_cycle",
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      livemode: false,
    });
    return event(`invoice.${outcome}`, invoice);
  }

  function changeSubscription(subscriptionId: string, change: "renew" | "lapse" | "cancel"): StripeEvent[] {
    const subscription = get("subscription", subscriptionId);
    const previous = { status: subscription.status };
    if (change === "cancel") {
      subscription.status = "canceled";
      subscription.canceled_at = now();
      subscription.ended_at = now();
      return [event("customer.subscription.deleted", subscription, previous)];
    }
    const item = (subscription.items as { data: Record<string, number>[] }).data[0] as Record<string, number>;
    if (change === "renew") {
      item.current_period_start = item.current_period_end as number;
      item.current_period_end = (item.current_period_end as number) + 30 * DAY;
      subscription.status = "active";
      return [invoiceEvent(subscription, "paid"), event("customer.subscription.updated", subscription, previous)];
    }
    subscription.status = "past_due";
    return [
      invoiceEvent(subscription, "payment_failed"),
      event("customer.subscription.updated", subscription, previous),
    ];
  }

  function updateSubscription(subscriptionId: string, params: Record<string, unknown>): StripeEvent[] {
    const subscription = get("subscription", subscriptionId);
    if (params.cancel_at_period_end !== undefined) {
      const previous = { cancel_at_period_end: subscription.cancel_at_period_end };
      subscription.cancel_at_period_end = params.cancel_at_period_end === "true";
      if (params.metadata) subscription.metadata = params.metadata;
      return [event("customer.subscription.updated", subscription, previous)];
    }
    if (params.metadata) subscription.metadata = params.metadata;
    return [];
  }

  // ------------------------------------------------------------------ HTTP

  async function readBody(request: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req"), ...headers });
    response.end(typeof body === "string" ? body : JSON.stringify(body));
  }

  function html(response: ServerResponse, status: number, body: string) {
    response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
    response.end(body);
  }

  function redirect(response: ServerResponse, to: string) {
    response.writeHead(303, { Location: to });
    response.end();
  }

  /** The API proper: /v1/… */
  async function api(method: string, path: string, params: Record<string, unknown>): Promise<[number, unknown]> {
    const parts = path.split("/").filter(Boolean); // ["v1", resource, id?, action?]
    const [, resource, sub, third] = parts;
    const made: StripeEvent[] = [];
    let result: unknown;
    if (resource === "customers" && method === "POST" && !sub) {
      result = createCustomer(params);
      made.push(event("customer.created", result as StripeObject));
    } else if (resource === "customers" && method === "GET" && sub) {
      result = get("customer", sub);
    } else if (resource === "prices" && method === "GET" && sub) {
      result = get("price", sub);
    } else if (resource === "checkout" && sub === "sessions" && method === "POST" && !third) {
      result = createCheckoutSession(params);
    } else if (resource === "checkout" && sub === "sessions" && method === "GET" && third) {
      result = get("checkout.session", third);
    } else if (resource === "subscriptions" && method === "GET" && sub) {
      result = get("subscription", sub);
    } else if (resource === "subscriptions" && method === "POST" && sub) {
      made.push(...updateSubscription(sub, params));
      result = get("subscription", sub);
    } else if (resource === "subscriptions" && method === "DELETE" && sub) {
      made.push(...changeSubscription(sub, "cancel"));
      result = get("subscription", sub);
    } else if (resource === "billing_portal" && sub === "sessions" && method === "POST") {
      required(params, "customer");
      get("customer", params.customer as string);
      const sessionId = id("bps");
      result = put({
        id: sessionId,
        object: "billing_portal.session",
        created: now(),
        customer: params.customer as string,
        return_url: (params.return_url as string) ?? null,
        url: `${base}/portal/${sessionId}`,
        livemode: false,
      });
    } else if (resource === "payment_intents" && method === "POST" && !sub) {
      result = createPaymentIntent(params);
      made.push(event("payment_intent.created", result as StripeObject));
    } else if (resource === "payment_intents" && method === "GET" && sub) {
      result = get("payment_intent", sub);
    } else if (resource === "events" && method === "GET" && sub) {
      const found = events.find((e) => e.id === sub);
      if (!found) throw new StripeError(404, "invalid_request_error", `No such event: '${sub}'`, "resource_missing");
      result = found;
    } else {
      throw new StripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
    }
    await deliver(made);
    return [200, result];
  }

  /** The customer's side: Stripe's hosted Checkout and portal pages, as plain forms. */
  async function hosted(request: IncomingMessage, response: ServerResponse, path: string, body: string) {
    const [kind, objectId] = path.split("/").filter(Boolean);
    if (kind === "checkout" && objectId) {
      const session = get("checkout.session", objectId);
      let declined = false;
      if (request.method === "POST") {
        const choice = new URLSearchParams(body).get("action");
        if (choice === "cancel") return redirect(response, (session.cancel_url as string) ?? base);
        if (choice === "decline") {
          await deliver(declineCheckout(objectId));
          declined = true;
        } else {
          await deliver(completeCheckout(objectId));
          return redirect(response, (session.success_url as string).replace("{CHECKOUT_SESSION_ID}", objectId));
        }
      }
      if (session.status !== "open") {
        return html(
          response,
          200,
          page(
            "This payment is complete",
            `<p>Nothing more to pay here.</p><p><a href="${escape((session.success_url as string).replace("{CHECKOUT_SESSION_ID}", objectId))}">Return to DebateStorm</a></p>`,
          ),
        );
      }
      const price = store.get((session.line_items_prices as string[])[0] ?? "") as StripeObject | undefined;
      const total = typeof session.amount_total === "number" ? session.amount_total : null;
      const amount = price
        ? `$${((price.unit_amount as number) / 100).toFixed(2)}`
        : total !== null
          ? `${(total / 100).toFixed(2)} ${String(session.currency).toUpperCase()}`
          : "";
      const what = session.mode === "subscription" ? "Premium membership, every month until cancelled" : "One payment";
      return html(
        response,
        declined ? 402 : 200,
        page(
          `Pay DebateStorm ${amount}`.trim(),
          `${declined ? '<p class="error" role="alert">Your card was declined. (Local test: nothing was charged.) Pay again, or cancel to go back to DebateStorm.</p>' : ""}<p>${escape(what)}: ${escape(amount)}. Test mode: no card is charged.</p><form method="post"><button name="action" value="pay">Pay ${escape(amount)} (test)</button> <button name="action" value="decline">Try a declined test card</button> <button name="action" value="cancel">Cancel and return to DebateStorm</button></form>`,
        ),
      );
    }
    if (kind === "portal" && objectId) {
      const portal = get("billing_portal.session", objectId);
      const subscription = [...store.values()].find(
        (o) => o.object === "subscription" && o.customer === portal.customer && o.status !== "canceled",
      );
      if (request.method === "POST") {
        if (new URLSearchParams(body).get("action") === "cancel" && subscription) {
          await deliver(changeSubscription(subscription.id, "cancel"));
        }
        return redirect(response, (portal.return_url as string) ?? base);
      }
      return html(
        response,
        200,
        page(
          "Your DebateStorm subscription",
          subscription
            ? `<p>Premium membership, ${escape(String(subscription.status))}.</p><form method="post"><button name="action" value="cancel">Cancel subscription</button> <button name="action" value="return">Return to DebateStorm</button></form>`
            : `<p>No active subscription.</p><form method="post"><button name="action" value="return">Return to DebateStorm</button></form>`,
        ),
      );
    }
    return html(response, 404, page("Not found", ""));
  }

  async function control(response: ServerResponse, method: string, path: string, body: string) {
    const parts = path.split("/").filter(Boolean); // ["__control", …]
    const params = body ? (JSON.parse(body) as Record<string, string>) : {};
    if (method === "POST" && parts[1] === "webhook-url") {
      state.webhookUrl = params.url ?? null;
      return send(response, 200, { url: state.webhookUrl });
    }
    if (method === "GET" && parts[1] === "events") return send(response, 200, events);
    let made: StripeEvent[] = [];
    if (method === "POST" && parts[1] === "checkout" && parts[3] === "complete")
      made = completeCheckout(parts[2] ?? "");
    else if (method === "POST" && parts[1] === "payment_intents" && (parts[3] === "succeed" || parts[3] === "fail"))
      made = settlePaymentIntent(parts[2] ?? "", parts[3], params.message);
    else if (
      method === "POST" &&
      parts[1] === "subscriptions" &&
      (parts[3] === "renew" || parts[3] === "lapse" || parts[3] === "cancel")
    )
      made = changeSubscription(parts[2] ?? "", parts[3]);
    else return send(response, 404, { error: "unknown control" });
    await deliver(made);
    return send(response, 200, made);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", base);
    const method = request.method ?? "GET";
    const body = await readBody(request);
    try {
      if (url.pathname.startsWith("/__control/")) return await control(response, method, url.pathname, body);
      if (!url.pathname.startsWith("/v1/")) return await hosted(request, response, url.pathname, body);

      const auth = request.headers.authorization ?? "";
      if (auth !== `Bearer ${secretKey}`) {
        throw new StripeError(401, "invalid_request_error", "Invalid API Key provided.", "api_key_invalid");
      }
      const params = (
        method === "GET" || method === "DELETE" ? qs.parse(url.search.slice(1)) : qs.parse(body)
      ) as Record<string, unknown>;
      const key = request.headers["idempotency-key"];
      const idempotencyKey = typeof key === "string" ? `${method} ${url.pathname} ${key}` : null;
      if (idempotencyKey) {
        const earlier = idempotency.get(idempotencyKey);
        if (earlier && earlier.params !== body) {
          throw new StripeError(
            400,
            "idempotency_error",
            `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          );
        }
        if (earlier) return send(response, earlier.status, earlier.body, { "Idempotent-Replayed": "true" });
      }
      const [status, result] = await api(method, url.pathname, params);
      const text = JSON.stringify(result);
      if (idempotencyKey) idempotency.set(idempotencyKey, { params: body, status, body: text });
      return send(response, status, text);
    } catch (error) {
      if (error instanceof StripeError) {
        return send(response, error.status, {
          error: { type: error.type, message: error.message, code: error.code, param: error.param },
        });
      }
      return send(response, 500, { error: { type: "api_error", message: String(error) } });
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    events,
    setWebhookUrl(url: string | null) {
      state.webhookUrl = url;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
