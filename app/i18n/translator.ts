/**
 * A small translator for rendering, on the server and in the browser: nested keys,
 * {{name}} interpolation (numbers written by `formatNumber`, the one number rule of each
 * language), plurals by Intl.PluralRules ("key_one", "key_other"), and returnObjects. The same
 * JSON resources as i18next's (docs/decisions/0005-client-i18n.md).
 */
import { formatNumber } from "~/utils/format";

export type Resources = Record<string, unknown>;
type TOptions = Record<string, unknown> & { count?: number; returnObjects?: boolean };

export interface TFunction {
  <T>(key: string, options: TOptions & { returnObjects: true }): T;
  (key: string, options?: TOptions): string;
}

function lookup(resources: Resources, key: string): unknown {
  let node: unknown = resources;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, values: TOptions, language: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) return whole;
    return typeof value === "number" ? formatNumber(value, language) : String(value);
  });
}

export function createTranslator(language: string, resources: Resources): TFunction {
  const plurals = new Intl.PluralRules(language);
  // Each key found walked once per translator: a page of 12 cards asks for the same dozen keys 12 times
  // (decision 0119). Only what is found is kept: in the browser the resources gain areas as they load
  // (load-locale.client.ts merges them into the same object), so a key missing now may be there later.
  const found = new Map<string, unknown>();
  const find = (key: string) => {
    let value = found.get(key);
    if (value === undefined) {
      value = lookup(resources, key);
      if (value !== undefined) found.set(key, value);
    }
    return value;
  };
  // And each count's plural category asked of Intl once.
  const categories = new Map<number, string>();
  const category = (count: number) => {
    let found = categories.get(count);
    if (found === undefined) categories.set(count, (found = plurals.select(count)));
    return found;
  };
  const t = (key: string, options: TOptions = {}) => {
    let value: unknown;
    if (typeof options.count === "number") {
      value = find(`${key}_${category(options.count)}`) ?? find(`${key}_other`);
    }
    value ??= find(key);
    if (options.returnObjects) return value;
    if (typeof value !== "string") return key;
    return value.includes("{{") ? interpolate(value, options, language) : value;
  };
  return t as TFunction;
}
