/**
 * A new VAPID key pair for Web Push (RFC 8292), in the format app/utils/web-push.ts reads:
 * VAPID_PUBLIC_KEY is the uncompressed P-256 point (65 octets, base64url, also what browsers take as
 * `applicationServerKey`), VAPID_PRIVATE_KEY the private scalar (32 octets, base64url). Prints the
 * three secrets to set; see docs/push.md.
 *
 *   node scripts/vapid-keys.mjs mailto:ops@example.org
 *
 * Generate once per deployment and keep it: every subscription is bound to the public key it was
 * made with, so a new pair means every citizen must subscribe again.
 */
import { Buffer } from "node:buffer";
import { fileURLToPath } from "node:url";

const toBase64Url = (bytes) => Buffer.from(bytes).toString("base64url");

/** A fresh ECDSA P-256 key pair as { publicKey, privateKey } in base64url (WebCrypto: Node and workerd alike). */
export async function generateVapidKeys() {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const publicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  return { publicKey, privateKey: d };
}

async function main() {
  const given = process.argv[2];
  if (!given) {
    console.error("Usage: node scripts/vapid-keys.mjs <subject>");
    console.error("  <subject>: how push services reach you, mailto:ops@example.org or https://example.org/contact");
    process.exit(1);
  }
  // A bare address becomes a mailto: URI; anything but mailto: or https: is refused when signing.
  const subject = /^[^:@\s]+@[^@\s]+$/.test(given) ? `mailto:${given}` : given;
  const { publicKey, privateKey } = await generateVapidKeys();
  console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
  console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
  console.log(`VAPID_SUBJECT=${subject}`);
  console.error("\nSet each on Cloudflare with `npx wrangler secret put <NAME>` and paste its value (for local");
  console.error(
    "development, put the three lines in .dev.vars). Keep the pair: a new one invalidates every subscription.",
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
