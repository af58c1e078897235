import { base64url } from "jose";
import { describe, expect, it } from "vitest";

import { base64UrlToBytes, bytesToBase64Url, hmacSha256, verifyHmacSha256 } from "./crypto";

describe("base64url", () => {
  it("agrees with jose's encoding both ways, for every length and every octet value", () => {
    for (let length = 0; length <= 70; length++) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      const encoded = bytesToBase64Url(bytes);
      expect(encoded).toBe(base64url.encode(bytes));
      expect(Array.from(base64UrlToBytes(encoded) ?? [])).toEqual(Array.from(bytes));
    }
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(Array.from(base64UrlToBytes(bytesToBase64Url(all)) ?? [])).toEqual(Array.from(all));
  });

  it("accepts padding, and refuses what is not base64url", () => {
    expect(Array.from(base64UrlToBytes("AQI=") ?? [])).toEqual([1, 2]);
    expect(base64UrlToBytes("a+b/")).toBeNull(); // base64, not base64url
    expect(base64UrlToBytes("not base64")).toBeNull();
    expect(base64UrlToBytes("abcde")).toBeNull(); // no whole octet in the last group
  });
});

describe("HMAC-SHA-256", () => {
  it("matches RFC 4231's test case 2 and verifies only the right message under the right key", async () => {
    const signature = await hmacSha256("Jefe", "what do ya want for nothing?");
    expect(Array.from(base64UrlToBytes(signature) ?? [], (b) => b.toString(16).padStart(2, "0")).join("")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
    expect(await verifyHmacSha256("Jefe", "what do ya want for nothing?", signature)).toBe(true);
    expect(await verifyHmacSha256("Jefe", "what do ya want for nothing!", signature)).toBe(false);
    expect(await verifyHmacSha256("jefe", "what do ya want for nothing?", signature)).toBe(false);
    expect(await verifyHmacSha256("Jefe", "what do ya want for nothing?", "not base64url!")).toBe(false);
  });
});
