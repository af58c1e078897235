/// <reference types="vite/client" />
/**
 * Every literal translation key the app uses (t("...") and translation message keys
 * such as { key: "auth.errors.required" }) exists in English; the locales test then
 * guarantees Hindi and Bengali have it too.
 */
import { describe, expect, it } from "vitest";

import en from "./locales/en";

const sources = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

function has(path: string) {
  let node: unknown = en;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object") return false;
    node = (node as Record<string, unknown>)[part];
  }
  if (node !== undefined) return true;
  // Plural keys: "x.likes" resolves to "x.likes_one" / "x.likes_other".
  const parent = path.split(".").slice(0, -1);
  const last = path.split(".").pop() ?? "";
  let base: unknown = en;
  for (const part of parent) base = (base as Record<string, unknown> | undefined)?.[part];
  return Boolean(base && typeof base === "object" && `${last}_other` in (base as Record<string, unknown>));
}

describe("translation keys used in the code", () => {
  const used = new Map<string, string>();
  for (const [file, text] of Object.entries(sources)) {
    for (const match of text.matchAll(/\bt\(\s*"([a-zA-Z][\w.]*)"/g)) used.set(match[1] ?? "", file);
    for (const match of text.matchAll(/\bkey:\s*"([a-zA-Z][\w]*\.[\w.]+)"/g)) used.set(match[1] ?? "", file);
  }

  it("finds the app's sources", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(40);
    expect(used.size).toBeGreaterThan(100);
  });

  it("all exist in en.json", () => {
    const missing = [...used].filter(([key]) => !has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
