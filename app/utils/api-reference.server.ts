/**
 * The reference page's data: its view of the OpenAPI document, which `npm run build` writes to
 * the static assets (public/developers/reference.json, scripts/build-openapi.ts), read through the
 * ASSETS binding as the strings are (app/i18n/i18n.server.ts), once per isolate. Neither the
 * generator nor the view's builder ships in the Worker (docs/decisions/0098-openapi-contract.md).
 */
import { env } from "cloudflare:workers";

import { REFERENCE_PATH, type ApiReference } from "./api-reference";

let loaded: ApiReference | null = null;

/** The reference, or null when the build did not write it. */
export async function loadApiReference(): Promise<ApiReference | null> {
  if (loaded) return loaded;
  const assets = (env as { ASSETS?: Fetcher }).ASSETS;
  if (!assets) return null;
  const response = await assets.fetch(new URL(REFERENCE_PATH, "https://assets.invalid"));
  if (!response.ok) return null;
  loaded = (await response.json()) as ApiReference;
  return loaded;
}
