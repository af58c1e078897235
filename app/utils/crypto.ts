import { BoundedMap } from "./bounded-map";

/** SHA-256 of a string, as 64 lower-case hex digits (Web Crypto: workerd, browsers and Node alike). */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Octets as base64url without padding (RFC 4648 §5), as tokens, cursors and Web Push keys are written. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The octets of base64url text (padding optional); null when it is not base64url. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return null;
  const bare = text.replace(/=+$/, "");
  if (bare.length % 4 === 1) return null;
  const binary = atob(bare.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Keyed by the secrets the configuration names (a few); bounded all the same (decision 0116). */
const hmacKeys = new BoundedMap<string, Promise<CryptoKey>>("hmacKeys", 16);

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA-256 of `message` under `secret`, as base64url (a signature a form or a link carries). */
export async function hmacSha256(secret: string, message: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(message));
  return bytesToBase64Url(new Uint8Array(signature));
}

/** Whether `signature` (base64url) is the HMAC-SHA-256 of `message` under `secret`; compared in constant time. */
export async function verifyHmacSha256(secret: string, message: string, signature: string): Promise<boolean> {
  const bytes = base64UrlToBytes(signature);
  if (!bytes) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, new TextEncoder().encode(message));
}
