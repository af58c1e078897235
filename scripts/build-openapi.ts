/**
 * Writes the JSON API's OpenAPI 3.1 document to public/api/openapi.json, where the static assets
 * serve it at /api/openapi.json, and the reference page's view of it (app/utils/api-reference.ts)
 * to public/developers/reference.json, which /developers reads through the ASSETS binding. Made
 * from the zod schemas the doors parse with (app/openapi/document.ts); the Worker carries neither
 * the generator nor the view's builder (docs/decisions/0098-openapi-contract.md). Run by `npm run build`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { buildOpenApiDocument } from "../app/openapi/document";
import { REFERENCE_PATH, referenceOf } from "../app/utils/api-reference";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const document = buildOpenApiDocument();
const files = {
  [join(root, "public", "api", "openapi.json")]: JSON.stringify(document, null, 2),
  [join(root, "public", ...REFERENCE_PATH.split("/"))]: JSON.stringify(referenceOf(document)),
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${text}\n`);
}
