/**
 * Writes the JSON API's OpenAPI 3.1 document to public/api/openapi.json, where the static assets
 * serve it at /api/openapi.json and the reference page (/developers) reads it through the ASSETS
 * binding. Made from the zod schemas the doors parse with (app/openapi/document.ts); the Worker
 * never carries the generator (docs/decisions/0098-openapi-contract.md). Run by `npm run build`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { buildOpenApiDocument } from "../app/openapi/document";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const OPENAPI_FILE = join(root, "public", "api", "openapi.json");

mkdirSync(dirname(OPENAPI_FILE), { recursive: true });
writeFileSync(OPENAPI_FILE, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
