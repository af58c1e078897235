/**
 * app/utils/web-push.ts against the local push service (tests/fakes/push-service.ts), over real HTTP
 * from inside workerd: the service verifies VAPID and decrypts with its own (Node) implementation of
 * the receiver's side, so a round trip proves both ends agree; RFC 8291's example pins the receiver.
 */
import { base64url } from "jose";
import { describe, expect, it } from "vitest";

import { buildPushRequest, classifyPushResponse, vapidAuthorization, type PushRequest } from "./web-push";

import {
  RFC8291,
  expirePushSubscription,
  mintPushSubscription,
  newVapidKeys,
  pushServiceUrl,
  receivedPushes,
  signVapidToken,
  vapidParts,
} from "../../tests/helpers/web-push";

const SUBJECT = "mailto:push@debatestorm.example";
const now = () => Math.floor(Date.now() / 1000);

const send = (request: PushRequest) =>
  fetch(request.url, { method: "POST", headers: request.headers, body: request.body });

async function setup() {
  const vapid = { ...(await newVapidKeys()), subject: SUBJECT };
  const subscription = await mintPushSubscription({ applicationServerKey: vapid.publicKey });
  return { vapid, subscription };
}

async function reason(response: Response) {
  return ((await response.json()) as { reason: string }).reason;
}

describe("delivery to the local push service", () => {
  it("delivers an encrypted message that the push service decrypts to the payload", async () => {
    const { vapid, subscription } = await setup();
    const payload = JSON.stringify({
      title: "নতুন উত্তর", // Bengali: "a new reply"
      body: "किसी ने आपकी टिप्पणी का उत्तर दिया", // Hindi: "someone replied to your comment"
      url: "/debates/42#comment-7",
    });

    const response = await send(
      await buildPushRequest(subscription, payload, {
        vapid,
        ttl: 86400,
        urgency: "normal",
        topic: "replies",
        allowHttp: true,
      }),
    );

    expect(response.status).toBe(201);
    expect(classifyPushResponse(response.status)).toBe("delivered");
    expect(response.headers.get("Location")).toMatch(new RegExp(`^${pushServiceUrl()}/message/`));
    const [message, ...others] = await receivedPushes(subscription.id);
    expect(others).toEqual([]);
    expect(message?.payload).toBe(payload);
    expect(message).toMatchObject({ ttl: 86400, urgency: "normal", topic: "replies" });
    expect(message?.vapid).toMatchObject({ aud: pushServiceUrl(), sub: SUBJECT, k: vapid.publicKey });
  });

  it("delivers padded messages, and the largest one that fits", async () => {
    const { vapid, subscription } = await setup();
    const largest = "x".repeat(3993);
    for (const [payload, padding] of [
      ["short, padded", 200],
      [largest, 0],
    ] as const) {
      const request = await buildPushRequest(subscription, payload, { vapid, ttl: 60, padding, allowHttp: true });
      expect((await send(request)).status).toBe(201);
    }
    expect((await receivedPushes(subscription.id)).map((m) => m.payload)).toEqual(["short, padded", largest]);
  });

  it("answers 410 and 404 for expired subscriptions: the sender's signal to remove them", async () => {
    const { vapid } = await setup();
    for (const status of [410, 404] as const) {
      const subscription = await mintPushSubscription({ applicationServerKey: vapid.publicKey });
      await expirePushSubscription(subscription.id, status);
      const response = await send(await buildPushRequest(subscription, "gone?", { vapid, ttl: 60, allowHttp: true }));
      expect(response.status).toBe(status);
      expect(classifyPushResponse(response.status)).toBe("gone");
      expect(await receivedPushes(subscription.id)).toEqual([]);
    }
  });
});

describe("the local push service refuses what a real one refuses", () => {
  it("decrypts RFC 8291's example body with the example's browser keys", async () => {
    const vapid = { ...(await newVapidKeys()), subject: SUBJECT };
    const subscription = await mintPushSubscription({ privateKey: RFC8291.uaPrivate, auth: RFC8291.auth });
    expect(subscription.keys).toEqual({ p256dh: RFC8291.uaPublic, auth: RFC8291.auth });

    const response = await fetch(subscription.endpoint, {
      method: "POST",
      headers: {
        Authorization: await vapidAuthorization(pushServiceUrl(), SUBJECT, vapid, now() + 600),
        "Content-Encoding": "aes128gcm",
        TTL: "10",
      },
      body: new Uint8Array(base64url.decode(RFC8291.body)),
    });
    expect(response.status).toBe(201);
    const [message] = await receivedPushes(subscription.id);
    expect(message?.payload).toBe("When I grow up, I want to be a watermelon");
  });

  it("401 without VAPID; 403 for a token signed by another key, a bad signature, another audience, an expired token", async () => {
    const { vapid, subscription } = await setup();
    const good = await buildPushRequest(subscription, "hi", { vapid, ttl: 60, allowHttp: true });
    const withAuthorization = (Authorization: string | null) => {
      const headers: Record<string, string> = { ...good.headers };
      if (Authorization === null) delete headers.Authorization;
      else headers.Authorization = Authorization;
      return send({ ...good, headers });
    };

    const missing = await withAuthorization(null);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("WWW-Authenticate")).toBe("vapid");

    const stranger = { ...(await newVapidKeys()), subject: SUBJECT };
    const otherKey = await withAuthorization(await vapidAuthorization(pushServiceUrl(), SUBJECT, stranger, now() + 60));
    expect(otherKey.status).toBe(403);
    expect(await reason(otherKey)).toMatch(/not the key this subscription was created with/);

    const { token, k } = vapidParts(good.headers.Authorization ?? "");
    const forged = await withAuthorization(`vapid t=${token.slice(0, -4)}AAAA, k=${k}`);
    expect(forged.status).toBe(403);
    expect(await reason(forged)).toMatch(/signature/);

    const elsewhere = await withAuthorization(
      await vapidAuthorization("https://fcm.googleapis.com", SUBJECT, vapid, now() + 60),
    );
    expect(elsewhere.status).toBe(403);
    expect(await reason(elsewhere)).toMatch(/aud/);

    const stale = await signVapidToken({ aud: pushServiceUrl(), exp: now() - 10, sub: SUBJECT }, vapid);
    const expired = await withAuthorization(`vapid t=${stale}, k=${vapid.publicKey}`);
    expect(expired.status).toBe(403);
    expect(await reason(expired)).toMatch(/expired/);

    const distant = await signVapidToken({ aud: pushServiceUrl(), exp: now() + 25 * 3600, sub: SUBJECT }, vapid);
    const tooLong = await withAuthorization(`vapid t=${distant}, k=${vapid.publicKey}`);
    expect(tooLong.status).toBe(403);
    expect(await reason(tooLong)).toMatch(/24 hours/);

    for (const response of [missing, otherKey, forged, elsewhere, expired, tooLong]) {
      expect(classifyPushResponse(response.status)).toBe("rejected");
    }
    expect(await receivedPushes(subscription.id)).toEqual([]);
  });

  it("400 for a body that does not decrypt or a missing TTL, 415 for another content coding", async () => {
    const { vapid, subscription } = await setup();
    const good = await buildPushRequest(subscription, "hi", { vapid, ttl: 60, allowHttp: true });

    const tampered = good.body.slice();
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    const badBody = await send({ ...good, body: tampered });
    expect(badBody.status).toBe(400);
    expect(await reason(badBody)).toMatch(/does not decrypt/);

    // Encrypted for another browser: the push service's subscription cannot read it.
    const other = await mintPushSubscription();
    const misaddressed = await buildPushRequest(other, "hi", { vapid, ttl: 60, allowHttp: true });
    expect((await send({ ...good, body: misaddressed.body })).status).toBe(400);

    const { TTL: _ttl, ...withoutTtl } = good.headers;
    expect((await send({ ...good, headers: withoutTtl })).status).toBe(400);
    expect((await send({ ...good, headers: { ...good.headers, Topic: "a.b" } })).status).toBe(400);
    expect((await send({ ...good, headers: { ...good.headers, "Content-Encoding": "aesgcm" } })).status).toBe(415);
    expect(await receivedPushes(subscription.id)).toEqual([]);
  });
});
