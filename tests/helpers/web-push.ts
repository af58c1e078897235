/**
 * Web Push in the workerd tests: RFC 8291's worked example, VAPID keys and tokens taken apart, and
 * the local push service (tests/fakes/push-service.ts, reached over HTTP from inside workerd):
 * mint a browser-like subscription, mark one expired, read what it decrypted.
 */
import { base64url } from "jose";
import { inject } from "vitest";

import type { PushSubscriptionData, VapidKeys } from "~/utils/web-push";

import { generateVapidKeys } from "../../scripts/vapid-keys.mjs";

/** RFC 8291, Appendix A: every input of the example (base64url), and the body it encrypts to. */
export const RFC8291 = {
  /** "When I grow up, I want to be a watermelon" */
  plaintext: "V2hlbiBJIGdyb3cgdXAsIEkgd2FudCB0byBiZSBhIHdhdGVybWVsb24",
  /** The application server's ECDH key pair. */
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  /** The user agent's key pair (p256dh) and auth secret. */
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  body:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_" +
    "yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
} as const;

/** A fresh VAPID key pair, made as `node scripts/vapid-keys.mjs` makes the secrets. */
export async function newVapidKeys(): Promise<VapidKeys> {
  const keys = await generateVapidKeys();
  if (!keys.privateKey) throw new Error("The private key did not export.");
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** The parts of an `Authorization: vapid t=…, k=…` header: the JWT's header and claims, its signature, k. */
export function vapidParts(header: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match?.[1] || !match[2]) throw new Error(`Not a vapid Authorization header: ${header}`);
  const [h, p, s] = match[1].split(".") as [string, string, string];
  const decode = (part: string) =>
    JSON.parse(new TextDecoder().decode(base64url.decode(part))) as Record<string, unknown>;
  return {
    token: match[1],
    k: match[2],
    header: decode(h),
    claims: decode(p),
    signingInput: `${h}.${p}`,
    signature: s,
  };
}

/** A JWT signed ES256 with `keys` over any claims (to hand the push service tokens our module refuses to make). */
export async function signVapidToken(claims: Record<string, unknown>, keys: VapidKeys): Promise<string> {
  const point = base64url.decode(keys.publicKey);
  const privateKey = await crypto.subtle.importKey(
    "jwk",
    {
      kty: "EC",
      crv: "P-256",
      x: base64url.encode(point.subarray(1, 33)),
      y: base64url.encode(point.subarray(33)),
      d: keys.privateKey,
    },
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["sign"],
  );
  const encode = (value: unknown) => base64url.encode(JSON.stringify(value));
  const input = `${encode({ typ: "JWT", alg: "ES256" })}.${encode(claims)}`;
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    privateKey,
    new TextEncoder().encode(input),
  );
  return `${input}.${base64url.encode(new Uint8Array(signature))}`;
}

export const pushServiceUrl = () => inject("pushServiceUrl");

export interface FakeSubscription extends PushSubscriptionData {
  id: string;
  expirationTime: null;
}

/** A browser-like subscription minted by the local push service, restricted to `applicationServerKey` if given. */
export async function mintPushSubscription(
  options: { applicationServerKey?: string; privateKey?: string; auth?: string } = {},
): Promise<FakeSubscription> {
  const response = await fetch(`${pushServiceUrl()}/__subscriptions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(options),
  });
  if (response.status !== 201) throw new Error(`The push service minted nothing: ${response.status}`);
  return (await response.json()) as FakeSubscription;
}

/** Marks a subscription expired: the push service then answers `status` for it. */
export async function expirePushSubscription(id: string, status: 404 | 410 = 410) {
  const response = await fetch(`${pushServiceUrl()}/__subscriptions/${id}/expire`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ status }),
  });
  if (response.status !== 204) throw new Error(`The push service did not expire ${id}: ${response.status}`);
}

export interface ReceivedPush {
  id: string;
  subscription: string;
  payload: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  vapid: { aud: string; exp: number; sub: string; k: string };
  receivedAt: string;
}

/** What the push service accepted and decrypted for the subscription `id`, oldest first. */
export async function receivedPushes(id: string): Promise<ReceivedPush[]> {
  const response = await fetch(`${pushServiceUrl()}/__messages?subscription=${encodeURIComponent(id)}`);
  return (await response.json()) as ReceivedPush[];
}
