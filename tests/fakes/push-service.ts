/**
 * A local push service (real HTTP, the Web Push protocol of RFC 8030, RFC 8291 and RFC 8292), for
 * tests and development. It plays both the push service and the browser behind each subscription:
 *
 * - it mints browser-like subscriptions (`{ endpoint, expirationTime, keys: { p256dh, auth } }`,
 *   as `PushSubscription.toJSON()` gives them), keeping each one's ECDH private key and auth
 *   secret; one minted with an `applicationServerKey` is restricted to that VAPID key, as a
 *   browser's `pushManager.subscribe({ applicationServerKey })` makes it;
 * - POST <endpoint> delivers a message: the `Authorization: vapid t=<JWT>, k=<key>` header is
 *   verified (ES256 signature with k, `aud` = this service's origin, `exp` in the future and at
 *   most 24 hours ahead, a mailto:/https: `sub`, k = the subscription's key when restricted), the
 *   `TTL`, `Urgency` and `Topic` headers are checked, and the `aes128gcm` body is decrypted with
 *   the subscription's keys (the receiver's side of RFC 8291, written here with Node's crypto,
 *   independently of app/utils/web-push.ts). A good message is recorded and answered
 *   201 Created with a Location; otherwise 400 (malformed or undecryptable), 401 (no VAPID),
 *   403 (bad VAPID), 404 (unknown subscription), 413 (over 4096 octets), 415 (not aes128gcm);
 * - a subscription marked expired answers 404 or 410, as push services do for a subscription the
 *   browser dropped.
 *
 * Controls for tests (not part of the protocol), so Worker-side tests can drive it over HTTP:
 * POST /__subscriptions { applicationServerKey?, privateKey?, auth? } → 201 with the subscription and its `id`;
 * POST /__subscriptions/{id}/expire { status: 404 | 410 } → 204;
 * GET /__messages?subscription={id} → the messages delivered (all when no id), oldest first.
 */
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A subscription as a browser hands it to the application (`PushSubscription.toJSON()`), plus its id here. */
export interface MintedSubscription {
  id: string;
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A message the push service accepted, decrypted as the browser would. */
export interface DeliveredMessage {
  id: string;
  subscription: string;
  /** The plaintext, as UTF-8. */
  payload: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID token's claims and key, as verified. */
  vapid: { aud: string; exp: number; sub: string; k: string };
  receivedAt: string;
}

interface Subscription {
  id: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  applicationServerKey: string | null;
  expired: 404 | 410 | null;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY = 4096;
const MAX_VAPID_LIFETIME = 24 * 60 * 60;

function b64u(value: string, what: string): Buffer {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) throw new Refusal(403, `${what} is not base64url`);
  return Buffer.from(value, "base64url");
}

/** The parameters of `Authorization: vapid t=…, k=…` (RFC 8292 §3: auth-params, comma-separated). */
function parseVapid(header: string | undefined) {
  if (!header) throw new Refusal(401, "no Authorization header");
  const match = /^vapid\s+(.*)$/i.exec(header.trim());
  if (!match?.[1]) throw new Refusal(401, "the Authorization scheme is not vapid");
  const params = new Map<string, string>();
  for (const part of match[1].split(",")) {
    const [name, ...rest] = part.trim().split("=");
    if (name && rest.length) params.set(name.toLowerCase(), rest.join("=").replace(/^"|"$/g, ""));
  }
  const t = params.get("t");
  const k = params.get("k");
  if (!t || !k) throw new Refusal(401, "the vapid credentials need t and k");
  return { t, k };
}

/** RFC 8292 §2-4: the JWT is ES256, signed by k, for this origin, not expired, at most 24 h ahead. */
function verifyVapid(header: string | undefined, origin: string, subscription: Subscription) {
  const { t, k } = parseVapid(header);
  const point = b64u(k, "k");
  if (point.length !== 65 || point[0] !== 0x04) throw new Refusal(403, "k is not an uncompressed P-256 point");
  if (subscription.applicationServerKey !== null && subscription.applicationServerKey !== k) {
    throw new Refusal(403, "k is not the key this subscription was created with");
  }
  const parts = t.split(".");
  if (parts.length !== 3) throw new Refusal(403, "t is not a JWS compact serialization");
  const [h, p, s] = parts as [string, string, string];
  let jwtHeader: { alg?: unknown };
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    jwtHeader = JSON.parse(b64u(h, "the JWT header").toString("utf8")) as typeof jwtHeader;
    claims = JSON.parse(b64u(p, "the JWT claims").toString("utf8")) as typeof claims;
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(403, "the JWT is not JSON");
  }
  if (jwtHeader.alg !== "ES256") throw new Refusal(403, "the JWT is not ES256");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: "ieee-p1363" },
    b64u(s, "the signature"),
  );
  if (!signed) throw new Refusal(403, "the JWT signature does not verify with k");
  if (claims.aud !== origin) throw new Refusal(403, `aud is ${String(claims.aud)}, not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== "number" || !Number.isInteger(claims.exp)) throw new Refusal(403, "exp is missing");
  if (claims.exp <= now) throw new Refusal(403, "the JWT has expired");
  if (claims.exp > now + MAX_VAPID_LIFETIME) throw new Refusal(403, "exp is more than 24 hours ahead");
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new Refusal(403, "sub is not a mailto: or https: URI");
  }
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, k };
}

/** The receiver's side of RFC 8291 §3.4 and RFC 8188 §2: one record, delimiter 0x02, zero padding. */
function decrypt(body: Buffer, subscription: Subscription): Buffer {
  if (body.length < 21) throw new Refusal(400, "the body is shorter than an aes128gcm header");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  if (idLength !== 65) throw new Refusal(400, `the key id is ${idLength} octets, not a 65-octet P-256 key`);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (recordSize < 18) throw new Refusal(400, "the record size is under 18");
  if (record.length > recordSize) throw new Refusal(400, "the message has more than one record (RFC 8291 §4)");
  if (record.length < 17) throw new Refusal(400, "the record is too short");
  const uaPublic = subscription.ecdh.getPublicKey();
  let secret: Buffer;
  try {
    secret = subscription.ecdh.computeSecret(senderKey);
  } catch {
    throw new Refusal(400, "the sender's key is not a point on P-256");
  }
  const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`);
  const ikm = Buffer.from(
    hkdfSync(
      "sha256",
      secret,
      subscription.auth,
      Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, senderKey]),
      32,
    ),
  );
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, info("aes128gcm"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, info("nonce"), 12));
  let plain: Buffer;
  try {
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  } catch {
    throw new Refusal(400, "the body does not decrypt with the subscription's keys");
  }
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (end < 0 || plain[end] !== 0x02)
    throw new Refusal(400, "the record does not end with the last-record delimiter 0x02");
  return plain.subarray(0, end);
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

async function readBody(request: IncomingMessage, limit: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return { body: Buffer.concat(chunks), size };
}

export interface MintOptions {
  /** Restrict the subscription to this VAPID public key (base64url), as `pushManager.subscribe` does. */
  applicationServerKey?: string;
  /** The browser's ECDH private key (base64url, 32 octets); fresh unless given. */
  privateKey?: string;
  /** The auth secret (base64url, 16 octets); fresh unless given. */
  auth?: string;
}

export async function startPushService({ port = 0 } = {}) {
  const subscriptions = new Map<string, Subscription>();
  const messages: DeliveredMessage[] = [];
  let origin = "";

  /**
   * A new subscription. `privateKey` and `auth` (base64url) fix the browser's keys, as RFC 8291's
   * example does; by default they are fresh, as a browser's are.
   */
  function mintSubscription(options: MintOptions = {}): MintedSubscription {
    const id = randomBytes(16).toString("base64url");
    const ecdh = createECDH("prime256v1");
    if (options.privateKey) ecdh.setPrivateKey(Buffer.from(options.privateKey, "base64url"));
    else ecdh.generateKeys();
    const auth = options.auth ? Buffer.from(options.auth, "base64url") : randomBytes(16);
    const applicationServerKey = options.applicationServerKey;
    subscriptions.set(id, { id, ecdh, auth, applicationServerKey: applicationServerKey ?? null, expired: null });
    return {
      id,
      endpoint: `${origin}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    };
  }

  function expire(id: string, status: 404 | 410 = 410) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`No subscription ${id}.`);
    subscription.expired = status;
  }

  function delivered(subscription?: string) {
    return messages.filter((message) => !subscription || message.subscription === subscription);
  }

  function deliver(request: IncomingMessage, body: Buffer, size: number, subscription: Subscription): DeliveredMessage {
    if (subscription.expired) throw new Refusal(subscription.expired, "the subscription has expired");
    const vapid = verifyVapid(headerValue(request, "authorization"), origin, subscription);
    const ttl = headerValue(request, "ttl");
    if (ttl === undefined || !/^\d+$/.test(ttl.trim()))
      throw new Refusal(400, "the TTL header is missing or not a number");
    const urgency = headerValue(request, "urgency") ?? null;
    if (urgency !== null && !["very-low", "low", "normal", "high"].includes(urgency)) {
      throw new Refusal(400, `Urgency ${urgency} is not very-low, low, normal or high`);
    }
    const topic = headerValue(request, "topic") ?? null;
    if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) {
      throw new Refusal(400, "a Topic is at most 32 characters of the base64url alphabet");
    }
    if (size > MAX_BODY) throw new Refusal(413, `the body is ${size} octets, over ${MAX_BODY}`);
    const encoding = headerValue(request, "content-encoding");
    if (encoding !== "aes128gcm") throw new Refusal(415, `Content-Encoding is ${encoding ?? "absent"}, not aes128gcm`);
    const plaintext = decrypt(body, subscription);
    return {
      id: randomUUID(),
      subscription: subscription.id,
      payload: new TextDecoder("utf-8", { fatal: false }).decode(plaintext),
      ttl: Number(ttl.trim()),
      urgency,
      topic,
      vapid,
      receivedAt: new Date().toISOString(),
    };
  }

  function json(response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { "Content-Type": "application/json", ...headers });
    response.end(JSON.stringify(value));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", origin);
    const { body, size } = await readBody(request, MAX_BODY);

    if (request.method === "POST" && url.pathname === "/__subscriptions") {
      const options = body.length ? (JSON.parse(body.toString("utf8")) as MintOptions) : {};
      json(response, 201, mintSubscription(options));
      return;
    }
    const expireMatch = /^\/__subscriptions\/([\w-]+)\/expire$/.exec(url.pathname);
    if (request.method === "POST" && expireMatch?.[1]) {
      const { status = 410 } = body.length ? (JSON.parse(body.toString("utf8")) as { status?: 404 | 410 }) : {};
      if (!subscriptions.has(expireMatch[1]) || (status !== 404 && status !== 410)) return json(response, 404, {});
      expire(expireMatch[1], status);
      response.writeHead(204);
      response.end();
      return;
    }
    if (request.method === "GET" && url.pathname === "/__messages") {
      json(response, 200, delivered(url.searchParams.get("subscription") ?? undefined));
      return;
    }

    const pushMatch = /^\/push\/([\w-]+)$/.exec(url.pathname);
    if (!pushMatch?.[1]) return json(response, 404, { status: 404, reason: "no such resource" });
    if (request.method !== "POST")
      return json(response, 405, { status: 405, reason: "push with POST" }, { Allow: "POST" });
    const subscription = subscriptions.get(pushMatch[1]);
    try {
      if (!subscription) throw new Refusal(404, "no such subscription");
      const message = deliver(request, body, size, subscription);
      messages.push(message);
      response.writeHead(201, { Location: `${origin}/message/${message.id}`, TTL: String(message.ttl) });
      response.end();
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const headers: Record<string, string> = error.status === 401 ? { "WWW-Authenticate": "vapid" } : {};
      json(response, error.status, { status: error.status, reason: error.message }, headers);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      json(response, 500, { status: 500, reason: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${bound}`;
  return {
    /** The origin, which is also the `aud` a VAPID token for it must name. */
    url: origin,
    mintSubscription,
    expire,
    messages: delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
