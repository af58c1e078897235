/**
 * Password hashing: PBKDF2-SHA256 through WebCrypto (available in Workers and Node),
 * 100,000 iterations (the most the Workers runtime allows), a 16-byte random salt,
 * parameters stored with the hash, constant-time comparison.
 *
 * Stored form: pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>
 */
export const PBKDF2_ITERATIONS = 100_000;
/** The Workers runtime refuses PBKDF2 with more iterations than this. */
export const WORKERS_MAX_PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = "pbkdf2-sha256";

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(value: string): Uint8Array {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Compares every byte whatever the first difference, so timing says nothing about the hash. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

// A fixed, well-formed hash checked when there is no user, so an unknown account
// costs the same work as a wrong password.
const DUMMY_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

/** True when `password` matches `stored`. A null `stored` still does the full work and answers false. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText] = (stored ?? DUMMY_HASH).split("$");
  const iterations = Number(iterationsText);
  if (
    scheme !== SCHEME ||
    !saltText ||
    !hashText ||
    !Number.isInteger(iterations) ||
    iterations < 1 ||
    iterations > WORKERS_MAX_PBKDF2_ITERATIONS
  ) {
    await derive(password, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS);
    return false;
  }
  const expected = fromBase64(hashText);
  const actual = await derive(password, fromBase64(saltText), iterations);
  return constantTimeEqual(actual, expected) && stored != null;
}
