/** Random tokens for cookies and links, stored only as their SHA-256. */
import { bytesToBase64Url } from "~/utils/crypto";

export function randomToken(bytes = 32): string {
  return bytesToBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}
