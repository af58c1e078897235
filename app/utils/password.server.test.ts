import { describe, expect, it } from "vitest";

import {
  PBKDF2_ITERATIONS,
  WORKERS_MAX_PBKDF2_ITERATIONS,
  constantTimeEqual,
  hashPassword,
  verifyPassword,
} from "./password.server";

describe("password hashing", () => {
  it("uses as many PBKDF2 iterations as Workers allow, and no more", () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(WORKERS_MAX_PBKDF2_ITERATIONS);
  });

  it("stores the scheme, iterations, a 16-byte salt and a 32-byte hash", async () => {
    const stored = await hashPassword("correct horse battery staple");
    const [scheme, iterations, salt, hash] = stored.split("$");
    expect(scheme).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(atob(salt ?? "").length).toBe(16);
    expect(atob(hash ?? "").length).toBe(32);
  });

  it("salts every hash differently", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("accepts the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("s3cret-passphrase");
    expect(await verifyPassword("s3cret-passphrase", stored)).toBe(true);
    expect(await verifyPassword("s3cret-passphrasE", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("answers false for a missing or malformed hash, after doing the same work", async () => {
    expect(await verifyPassword("anything", null)).toBe(false);
    expect(await verifyPassword("anything", "plain-text-password")).toBe(false);
    expect(await verifyPassword("anything", "pbkdf2-sha256$999999999$AAAA$AAAA")).toBe(false);
  });

  it("compares bytes in constant time, including length differences", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
  });
});
