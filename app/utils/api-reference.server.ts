/**
 * The reference page's data: the OpenAPI document `npm run build` wrote to the static assets
 * (public/api/openapi.json, scripts/build-openapi.ts), read through the ASSETS binding as the
 * strings are (app/i18n/i18n.server.ts), once per isolate, and turned into the page's view. The
 * generator never ships in the Worker (docs/decisions/0098-openapi-contract.md).
 */
import { env } from "cloudflare:workers";

import { OPENAPI_PATH, referenceOf, type ApiReference } from "./api-reference";

let loaded: ApiReference | null = null;

/** The reference, or null when the document is missing (a build that did not write it). */
export async function loadApiReference(): Promise<ApiReference | null> {
  if (loaded) return loaded;
  const assets = (env as { ASSETS?: Fetcher }).ASSETS;
  if (!assets) return null;
  const response = await assets.fetch(new URL(OPENAPI_PATH, "https://assets.invalid"));
  if (!response.ok) return null;
  loaded = referenceOf(await response.json());
  return loaded;
}
