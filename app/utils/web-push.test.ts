import { base64url } from "jose";
import { describe, expect, it } from "vitest";

import {
  MAX_PUSH_PLAINTEXT,
  MAX_VAPID_LIFETIME_SECONDS,
  WebPushError,
  buildPushRequest,
  classifyPushResponse,
  encryptPayload,
  importP256KeyPair,
  vapidAuthorization,
} from "./web-push";

import { generateVapidKeys } from "../../scripts/vapid-keys.mjs";
import { RFC8291, newVapidKeys, vapidParts } from "../../tests/helpers/web-push";

const now = () => Math.floor(Date.now() / 1000);
const SUBJECT = "mailto:push@debatestorm.example";

async function browserKeys() {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return { p256dh: base64url.encode(raw), auth: base64url.encode(crypto.getRandomValues(new Uint8Array(16))) };
}

describe("encryptPayload (RFC 8291, aes128gcm)", () => {
  it("reproduces RFC 8291 Appendix A byte for byte", async () => {
    const localKeyPair = await importP256KeyPair(
      { publicKey: RFC8291.asPublic, privateKey: RFC8291.asPrivate },
      "ECDH",
    );
    const body = await encryptPayload(
      { p256dh: RFC8291.uaPublic, auth: RFC8291.auth },
      base64url.decode(RFC8291.plaintext),
      {
        salt: base64url.decode(RFC8291.salt),
        localKeyPair,
      },
    );
    expect(base64url.encode(body)).toBe(RFC8291.body);
    expect(new TextDecoder().decode(base64url.decode(RFC8291.plaintext))).toBe(
      "When I grow up, I want to be a watermelon",
    );
  });

  it("writes the RFC 8188 header: the salt, a 4096-octet record size, the sender's 65-octet key", async () => {
    const keys = await browserKeys();
    const body = await encryptPayload(keys, "hello");
    const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
    expect(view.getUint32(16)).toBe(4096);
    expect(body[20]).toBe(65);
    expect(body[21]).toBe(0x04);
    // header 86 + "hello" 5 + delimiter 1 + tag 16
    expect(body.length).toBe(86 + 5 + 1 + 16);
  });

  it("uses a fresh salt and key pair for each message", async () => {
    const keys = await browserKeys();
    const [a, b] = await Promise.all([encryptPayload(keys, "same"), encryptPayload(keys, "same")]);
    expect(base64url.encode(a.subarray(0, 16))).not.toBe(base64url.encode(b.subarray(0, 16)));
    expect(base64url.encode(a.subarray(21, 86))).not.toBe(base64url.encode(b.subarray(21, 86)));
  });

  it("pads when asked, and holds at most 3993 octets of plaintext and padding in its one record", async () => {
    const keys = await browserKeys();
    expect((await encryptPayload(keys, "x", { padding: 100 })).length).toBe(86 + 1 + 1 + 100 + 16);
    const full = await encryptPayload(keys, "a".repeat(MAX_PUSH_PLAINTEXT));
    expect(full.length).toBe(4096);
    await expect(encryptPayload(keys, "a".repeat(MAX_PUSH_PLAINTEXT + 1))).rejects.toThrow(WebPushError);
    await expect(encryptPayload(keys, "a".repeat(MAX_PUSH_PLAINTEXT - 9), { padding: 10 })).rejects.toThrow(/3993/);
  });

  it("refuses malformed subscription keys", async () => {
    const keys = await browserKeys();
    await expect(encryptPayload({ ...keys, auth: "c2hvcnQ" }, "x")).rejects.toThrow(/auth secret must be 16 octets/);
    await expect(encryptPayload({ ...keys, p256dh: keys.p256dh.slice(0, 40) }, "x")).rejects.toThrow(/65 octets/);
    await expect(encryptPayload({ ...keys, p256dh: "not base64!" }, "x")).rejects.toThrow(/base64url/);
    // 65 octets starting 0x04, but not a point on the curve
    const offCurve = base64url.encode(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : 1)));
    await expect(encryptPayload({ ...keys, p256dh: offCurve }, "x")).rejects.toThrow(/not a point on P-256/);
  });
});

describe("vapidAuthorization (RFC 8292)", () => {
  it("signs an ES256 JWT for the push service's origin that verifies with the public key", async () => {
    const keys = await newVapidKeys();
    const exp = now() + 3600;
    const header = await vapidAuthorization("https://fcm.googleapis.com", SUBJECT, keys, exp);
    const parts = vapidParts(header);

    expect(parts.k).toBe(keys.publicKey);
    expect(parts.header).toEqual({ typ: "JWT", alg: "ES256" });
    expect(parts.claims).toEqual({ aud: "https://fcm.googleapis.com", exp, sub: SUBJECT });

    const publicKey = await crypto.subtle.importKey(
      "raw",
      new Uint8Array(base64url.decode(parts.k)),
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["verify"],
    );
    const verify = (input: string) =>
      crypto.subtle.verify(
        { name: "ECDSA", hash: "SHA-256" },
        publicKey,
        new Uint8Array(base64url.decode(parts.signature)),
        new TextEncoder().encode(input),
      );
    expect(base64url.decode(parts.signature).length).toBe(64); // JWS's r ‖ s, not DER
    expect(await verify(parts.signingInput)).toBe(true);
    expect(await verify(`${parts.signingInput}x`)).toBe(false);
  });

  it("signs with a key pair as scripts/vapid-keys.mjs makes it", async () => {
    const keys = await generateVapidKeys();
    expect(keys.publicKey).toMatch(/^[\w-]{87}$/);
    expect(base64url.decode(keys.publicKey)[0]).toBe(0x04);
    expect(keys.privateKey).toMatch(/^[\w-]{43}$/);
    expect(base64url.decode(keys.privateKey ?? "")).toHaveLength(32);
    const header = await vapidAuthorization(
      "https://web.push.apple.com",
      SUBJECT,
      { publicKey: keys.publicKey, privateKey: keys.privateKey ?? "" },
      now() + 60,
    );
    expect(vapidParts(header).k).toBe(keys.publicKey);
  });

  it("refuses a private key that is not the public key's", async () => {
    const [a, b] = await Promise.all([newVapidKeys(), newVapidKeys()]);
    await expect(
      vapidAuthorization(
        "https://push.example",
        SUBJECT,
        { publicKey: a.publicKey, privateKey: b.privateKey },
        now() + 60,
      ),
    ).rejects.toThrow(/key pair/);
  });

  it("accepts an https: subject", async () => {
    const header = await vapidAuthorization(
      "https://updates.push.services.mozilla.com",
      "https://debatestorm.example/contact",
      await newVapidKeys(),
      now() + 60,
    );
    expect(vapidParts(header).claims.sub).toBe("https://debatestorm.example/contact");
  });

  it("refuses an expiry in the past or more than 24 hours ahead", async () => {
    const keys = await newVapidKeys();
    const sign = (exp: number) => vapidAuthorization("https://push.example", SUBJECT, keys, exp);
    await expect(sign(now() - 1)).rejects.toThrow(/24 hours/);
    await expect(sign(now() + MAX_VAPID_LIFETIME_SECONDS + 60)).rejects.toThrow(/24 hours/);
    await expect(sign(now() + 1.5)).rejects.toThrow(WebPushError);
    expect(vapidParts(await sign(now() + MAX_VAPID_LIFETIME_SECONDS - 60)).claims.sub).toBe(SUBJECT);
  });

  it("refuses an audience that is not an origin, a subject that is not mailto: or https:, and bad keys", async () => {
    const keys = await newVapidKeys();
    const exp = now() + 60;
    await expect(vapidAuthorization("https://push.example/send/abc", SUBJECT, keys, exp)).rejects.toThrow(/origin/);
    await expect(vapidAuthorization("push.example", SUBJECT, keys, exp)).rejects.toThrow(/origin/);
    await expect(vapidAuthorization("https://push.example", "push@debatestorm.example", keys, exp)).rejects.toThrow(
      /mailto/,
    );
    await expect(vapidAuthorization("https://push.example", "http://debatestorm.example", keys, exp)).rejects.toThrow(
      /mailto/,
    );
    await expect(
      vapidAuthorization("https://push.example", SUBJECT, { ...keys, privateKey: keys.privateKey.slice(3) }, exp),
    ).rejects.toThrow(/32 octets/);
  });
});

describe("buildPushRequest (RFC 8030)", () => {
  const endpoint = "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b-example";

  async function request(options: Partial<Parameters<typeof buildPushRequest>[2]> = {}, target = endpoint) {
    const vapid = { ...(await newVapidKeys()), subject: SUBJECT };
    const built = await buildPushRequest({ endpoint: target, keys: await browserKeys() }, '{"title":"Reply"}', {
      vapid,
      ttl: 3600,
      ...options,
    });
    return { ...built, vapid };
  }

  it("posts the aes128gcm body to the endpoint with TTL and a VAPID token for the endpoint's origin", async () => {
    const before = now();
    const { url, headers, body, vapid } = await request();
    expect(url).toBe(endpoint);
    expect(Object.keys(headers).sort()).toEqual(["Authorization", "Content-Encoding", "Content-Type", "TTL"]);
    expect(headers["Content-Encoding"]).toBe("aes128gcm");
    expect(headers["Content-Type"]).toBe("application/octet-stream");
    expect(headers.TTL).toBe("3600");
    const { claims, k } = vapidParts(headers.Authorization ?? "");
    expect(k).toBe(vapid.publicKey);
    expect(claims.aud).toBe("https://fcm.googleapis.com");
    expect(claims.sub).toBe(SUBJECT);
    const exp = claims.exp as number;
    expect(exp).toBeGreaterThan(before);
    expect(exp).toBeLessThanOrEqual(now() + MAX_VAPID_LIFETIME_SECONDS);
    expect(body.length).toBe(86 + '{"title":"Reply"}'.length + 1 + 16);
  });

  it("sends Urgency and Topic when given, and the expiry asked for", async () => {
    const exp = now() + 600;
    const { headers } = await request({ urgency: "high", topic: "debate-42_replies", ttl: 0, vapidExpiry: exp });
    expect(headers.Urgency).toBe("high");
    expect(headers.Topic).toBe("debate-42_replies");
    expect(headers.TTL).toBe("0");
    expect(vapidParts(headers.Authorization ?? "").claims.exp).toBe(exp);
  });

  it("refuses a topic over 32 characters or outside the base64url alphabet, an unknown urgency, a bad TTL", async () => {
    await expect(request({ topic: "a".repeat(33) })).rejects.toThrow(/32 characters/);
    await expect(request({ topic: "debate.42" })).rejects.toThrow(/32 characters/);
    await expect(request({ topic: "" })).rejects.toThrow(/32 characters/);
    expect((await request({ topic: "a".repeat(32) })).headers.Topic).toHaveLength(32);
    await expect(request({ urgency: "urgent" as never })).rejects.toThrow(/Urgency/);
    await expect(request({ ttl: -1 })).rejects.toThrow(/TTL/);
    await expect(request({ ttl: 1.5 })).rejects.toThrow(/TTL/);
  });

  it("refuses an endpoint that is not https, unless http is allowed (the tests' local push service)", async () => {
    await expect(request({}, "http://push.example/send/1")).rejects.toThrow(/https/);
    await expect(request({}, "https://user:pass@push.example/send/1")).rejects.toThrow(/https/);
    await expect(request({}, "not a url")).rejects.toThrow(/not a URL/);
    const local = await request({ allowHttp: true }, "http://127.0.0.1:9/push/abc");
    expect(vapidParts(local.headers.Authorization ?? "").claims.aud).toBe("http://127.0.0.1:9");
  });
});

describe("classifyPushResponse", () => {
  it("tells delivered, gone (remove the subscription), retry and rejected apart", () => {
    expect(classifyPushResponse(201)).toBe("delivered");
    expect(classifyPushResponse(404)).toBe("gone");
    expect(classifyPushResponse(410)).toBe("gone");
    expect(classifyPushResponse(429)).toBe("retry");
    expect(classifyPushResponse(503)).toBe("retry");
    for (const status of [400, 401, 403, 413]) expect(classifyPushResponse(status)).toBe("rejected");
  });
});
