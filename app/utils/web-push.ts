/**
 * Web Push, the protocol pieces: pure functions over WebCrypto (workerd, browsers and Node alike),
 * no D1, no env. See docs/push.md and decision 0097.
 *
 * - `encryptPayload`: the message body, encrypted for one subscription per RFC 8291 with the
 *   `aes128gcm` content coding of RFC 8188 (one record).
 * - `vapidAuthorization`: the `Authorization: vapid t=…, k=…` header of RFC 8292 (an ES256 JWT).
 * - `buildPushRequest`: the whole request of RFC 8030 §5 (URL, headers, body), for `fetch`.
 * - `classifyPushResponse`: what the push service's answer means for the subscription.
 *
 * Keys travel as base64url without padding, as browsers give them (`PushSubscription.toJSON()`):
 * `p256dh` and a VAPID public key are uncompressed P-256 points (65 octets), `auth` is 16 octets,
 * a VAPID private key is the 32-octet private scalar.
 */
import { base64UrlToBytes, bytesToBase64Url } from "./crypto";

/** The record size written in the header; RFC 8291 §4 allows one record, so the body is at most this. */
const PUSH_RECORD_SIZE = 4096;
/** salt (16) + record size (4) + key id length (1) + the sender's public key (65): RFC 8188 §2.1. */
const HEADER_LENGTH = 16 + 4 + 1 + 65;
/** AES-GCM's tag. */
const TAG_LENGTH = 16;
/** The longest plaintext (with its padding) that fits one 4096-octet record: 3993 octets (RFC 8291 §4). */
export const MAX_PUSH_PLAINTEXT = PUSH_RECORD_SIZE - HEADER_LENGTH - TAG_LENGTH - 1;
/** RFC 8292 §2: a token's `exp` is at most 24 hours after the request. */
export const MAX_VAPID_LIFETIME_SECONDS = 24 * 60 * 60;
/** What `buildPushRequest` signs for unless told otherwise. */
const DEFAULT_VAPID_LIFETIME_SECONDS = 12 * 60 * 60;

/** Urgency of RFC 8030 §5.3; a request without the header is "normal". */
const PUSH_URGENCIES = ["very-low", "low", "normal", "high"] as const;
type PushUrgency = (typeof PUSH_URGENCIES)[number];

/** A subscription as the browser's `PushSubscription.toJSON()` gives it (expirationTime aside). */
export interface PushSubscriptionData {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The application server's VAPID key pair (base64url: 65-octet public point, 32-octet private scalar). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Input this module refuses (a malformed key or endpoint, a payload too long, a bad header value). */
export class WebPushError extends Error {
  override name = "WebPushError";
}

const text = new TextEncoder();

/** Octets over a plain ArrayBuffer, as WebCrypto takes them. */
type Bytes = Uint8Array<ArrayBuffer>;

function decodeKey(value: string, what: string, length: number): Bytes {
  const bytes = base64UrlToBytes(value);
  if (!bytes) throw new WebPushError(`${what} is not base64url.`);
  if (bytes.length !== length) throw new WebPushError(`${what} must be ${length} octets, not ${bytes.length}.`);
  return bytes;
}

function decodePoint(value: string, what: string): Bytes {
  const bytes = decodeKey(value, what, 65);
  if (bytes[0] !== 0x04) throw new WebPushError(`${what} must be an uncompressed P-256 point (0x04…).`);
  return bytes;
}

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * A P-256 key pair from its base64url raw forms, for ECDH (the sender's key pair of RFC 8291,
 * as tests inject it) or ECDSA (VAPID signing). The private key is not extractable.
 */
export async function importP256KeyPair(
  keys: { publicKey: string; privateKey: string },
  algorithm: "ECDH" | "ECDSA",
): Promise<CryptoKeyPair> {
  const point = decodePoint(keys.publicKey, "The public key");
  const d = decodeKey(keys.privateKey, "The private key", 32);
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: bytesToBase64Url(point.subarray(1, 33)),
    y: bytesToBase64Url(point.subarray(33)),
  };
  const params = { name: algorithm, namedCurve: "P-256" };
  try {
    const privateKey = await crypto.subtle.importKey("jwk", { ...jwk, d: bytesToBase64Url(d) }, params, false, [
      algorithm === "ECDH" ? "deriveBits" : "sign",
    ]);
    const publicKey = await crypto.subtle.importKey("raw", point, params, true, algorithm === "ECDH" ? [] : ["verify"]);
    return { privateKey, publicKey };
  } catch {
    throw new WebPushError("The key pair is not a valid P-256 key pair.");
  }
}

async function hkdf(salt: Bytes, ikm: Bytes | ArrayBuffer, info: Bytes, length: number) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, length * 8));
}

interface EncryptOptions {
  /** 16 random octets unless given (tests inject RFC 8291's). Never reuse one with the same key pair. */
  salt?: Uint8Array;
  /** The sender's ECDH key pair, a fresh one per message unless given (tests inject RFC 8291's). */
  localKeyPair?: CryptoKeyPair;
  /** Zero octets after the delimiter, to hide the length of the payload (default none). */
  padding?: number;
}

/**
 * The body of a push message for the subscription whose keys are `keys` (RFC 8291 §3.4, RFC 8188):
 * salt ‖ record size ‖ key id length ‖ sender's public key ‖ AES-128-GCM(plaintext ‖ 0x02 ‖ padding).
 */
export async function encryptPayload(
  keys: PushSubscriptionData["keys"],
  payload: string | Uint8Array,
  options: EncryptOptions = {},
): Promise<Bytes> {
  const uaPublic = decodePoint(keys.p256dh, "The subscription's p256dh key");
  const authSecret = decodeKey(keys.auth, "The subscription's auth secret", 16);
  const plaintext = typeof payload === "string" ? text.encode(payload) : payload;
  const padding = options.padding ?? 0;
  if (!Number.isInteger(padding) || padding < 0) throw new WebPushError("Padding must be a whole number of octets.");
  if (plaintext.length + padding > MAX_PUSH_PLAINTEXT) {
    throw new WebPushError(
      `The payload is ${plaintext.length} octets (${padding} of padding); one push message holds ${MAX_PUSH_PLAINTEXT}.`,
    );
  }
  const salt = options.salt ? new Uint8Array(options.salt) : crypto.getRandomValues(new Uint8Array(16));
  if (salt.length !== 16) throw new WebPushError("The salt must be 16 octets.");

  let uaKey: CryptoKey;
  try {
    uaKey = await crypto.subtle.importKey("raw", uaPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  } catch {
    throw new WebPushError("The subscription's p256dh key is not a point on P-256.");
  }
  const local =
    options.localKeyPair ??
    ((await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, false, ["deriveBits"])) as CryptoKeyPair);
  const asPublic = new Uint8Array((await crypto.subtle.exportKey("raw", local.publicKey)) as ArrayBuffer);
  const ecdhSecret = await crypto.subtle.deriveBits({ name: "ECDH", public: uaKey }, local.privateKey, 256);

  // RFC 8291 §3.3-3.4: the auth secret and both public keys go into the input keying material...
  const keyInfo = concat(text.encode("WebPush: info\0"), uaPublic, asPublic);
  const ikm = await hkdf(authSecret, ecdhSecret, keyInfo, 32);
  // ...and RFC 8188 §2.2-2.3 derives the content encryption key and nonce from it with the salt.
  const cek = await hkdf(salt, ikm, text.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, text.encode("Content-Encoding: nonce\0"), 12);

  // The only record is the last one: its delimiter is 0x02, then zeros (RFC 8188 §2).
  const record = new Uint8Array(plaintext.length + 1 + padding);
  record.set(plaintext);
  record[plaintext.length] = 0x02;
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, key, record));

  const header = new Uint8Array(HEADER_LENGTH);
  header.set(salt);
  new DataView(header.buffer).setUint32(16, PUSH_RECORD_SIZE); // big-endian, as RFC 8188 writes numbers
  header[20] = asPublic.length;
  header.set(asPublic, 21);
  return concat(header, ciphertext);
}

/** A VAPID subject: a `mailto:` address or an `https:` URL (RFC 8292 §2.1), how a push service's operator reaches ours. */
function isVapidSubject(subject: string): boolean {
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(subject)) return true;
  try {
    return new URL(subject).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * `vapid t=<JWT>, k=<public key>` for requests to the push service at `audience` (its origin,
 * RFC 8292 §2-3): an ES256 JWT with `aud`, `exp` (seconds since the epoch, in the future and at most
 * 24 hours ahead) and `sub`.
 */
export async function vapidAuthorization(
  audience: string,
  subject: string,
  keys: VapidKeys,
  expiry: number,
): Promise<string> {
  let origin: string;
  try {
    origin = new URL(audience).origin;
  } catch {
    throw new WebPushError("The VAPID audience must be the push service's origin.");
  }
  if (origin !== audience || origin === "null") {
    throw new WebPushError(`The VAPID audience must be an origin (scheme://host[:port]), not ${audience}.`);
  }
  if (!isVapidSubject(subject)) throw new WebPushError("The VAPID subject must be a mailto: address or an https: URL.");
  const now = Math.floor(Date.now() / 1000);
  if (!Number.isInteger(expiry) || expiry <= now || expiry > now + MAX_VAPID_LIFETIME_SECONDS) {
    throw new WebPushError("The VAPID expiry must be a time in seconds within the next 24 hours.");
  }
  const { privateKey } = await importP256KeyPair(keys, "ECDSA");
  // A JWS (RFC 7515) in compact form; WebCrypto's ECDSA signature is already JWS's r ‖ s (RFC 7518 §3.4).
  const json = (value: object) => bytesToBase64Url(text.encode(JSON.stringify(value)));
  const signingInput = `${json({ typ: "JWT", alg: "ES256" })}.${json({ aud: audience, exp: expiry, sub: subject })}`;
  const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, privateKey, text.encode(signingInput));
  const token = `${signingInput}.${bytesToBase64Url(new Uint8Array(signature))}`;
  return `vapid t=${token}, k=${keys.publicKey.replace(/=+$/, "")}`;
}

/**
 * The endpoint as a URL, refused unless it is https (RFC 8030 §8), or http when `allowHttp` (the
 * local push service of the tests). No user name or password: a push resource is a plain URL.
 */
function pushEndpointUrl(endpoint: string, { allowHttp = false } = {}): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new WebPushError("The push endpoint is not a URL.");
  }
  const schemeOk = url.protocol === "https:" || (allowHttp && url.protocol === "http:");
  if (!schemeOk || url.username || url.password) {
    throw new WebPushError(`The push endpoint must be an https: URL, not ${url.protocol}.`);
  }
  return url;
}

interface PushRequestOptions extends EncryptOptions {
  vapid: VapidKeys & { subject: string };
  /** Seconds the push service keeps the message for an offline device (RFC 8030 §5.2); 0 = now or never. */
  ttl: number;
  /** RFC 8030 §5.3; no header (that is, "normal") when absent. */
  urgency?: PushUrgency;
  /**
   * RFC 8030 §5.4: a newer message with the same topic replaces one not yet delivered. At most 32
   * characters of the base64url alphabet.
   */
  topic?: string;
  /** The token's `exp` in seconds since the epoch; 12 hours from now unless given. */
  vapidExpiry?: number;
  /** Accept an http: endpoint (the tests' local push service only). */
  allowHttp?: boolean;
}

export interface PushRequest {
  url: string;
  headers: Record<string, string>;
  body: Bytes;
}

/** The request that delivers `payload` to `subscription`: `fetch(url, { method: "POST", headers, body })`. */
export async function buildPushRequest(
  subscription: PushSubscriptionData,
  payload: string | Uint8Array,
  options: PushRequestOptions,
): Promise<PushRequest> {
  const url = pushEndpointUrl(subscription.endpoint, { allowHttp: options.allowHttp });
  if (!Number.isSafeInteger(options.ttl) || options.ttl < 0) {
    throw new WebPushError("TTL must be a whole number of seconds, 0 or more.");
  }
  if (options.urgency !== undefined && !PUSH_URGENCIES.includes(options.urgency)) {
    throw new WebPushError(`Urgency must be one of ${PUSH_URGENCIES.join(", ")}.`);
  }
  if (options.topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(options.topic)) {
    throw new WebPushError("A topic is 1 to 32 characters of A-Z, a-z, 0-9, '-' and '_'.");
  }
  const expiry = options.vapidExpiry ?? Math.floor(Date.now() / 1000) + DEFAULT_VAPID_LIFETIME_SECONDS;
  const authorization = await vapidAuthorization(url.origin, options.vapid.subject, options.vapid, expiry);
  const body = await encryptPayload(subscription.keys, payload, options);
  const headers: Record<string, string> = {
    Authorization: authorization,
    "Content-Encoding": "aes128gcm",
    "Content-Type": "application/octet-stream",
    TTL: String(options.ttl),
  };
  if (options.urgency) headers.Urgency = options.urgency;
  if (options.topic) headers.Topic = options.topic;
  return { url: url.href, headers, body };
}

/**
 * What the push service's status means (RFC 8030 §5-6, RFC 8292 §4):
 * - `delivered`: accepted (201 Created);
 * - `gone`: the subscription expired or was withdrawn (404, 410): delete it;
 * - `retry`: try later, honouring Retry-After (429, 5xx);
 * - `rejected`: the request itself was refused (400 malformed, 401/403 VAPID, 413 too large, ...):
 *   keep the subscription and look at our side.
 */
export function classifyPushResponse(status: number): "delivered" | "gone" | "retry" | "rejected" {
  if (status >= 200 && status < 300) return "delivered";
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "retry";
  return "rejected";
}
