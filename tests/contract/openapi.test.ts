/**
 * The OpenAPI contract (docs/api.md, docs/decisions/0098-openapi-contract.md), in Node: the
 * document validates as OpenAPI 3.1 with a validator of its own (@seriousme/openapi-schema-validator,
 * the OpenAPI Initiative's JSON Schemas through Ajv), and every `api.*` route module of app/routes is
 * in it, at the path its file name gives.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";

import { buildOpenApiDocument } from "~/openapi/document";
import { NOT_OPERATIONS, OPERATIONS } from "~/openapi/operations";

type Operation = { "x-route-file": string; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

const document = buildOpenApiDocument() as Document;
const apiRouteFiles = readdirSync(fileURLToPath(new URL("../../app/routes", import.meta.url))).filter(
  (file) => file.startsWith("api.") && !file.includes(".test."),
);

/** `api.debates.$debateId.vote.ts` → `/api/debates/{debateId}/vote` (Remix's flat routes). */
function pathOf(file: string) {
  const segments = file.replace(/\.tsx?$/, "").split(".");
  return `/${segments.map((s) => (s.startsWith("$") ? `{${s.slice(1)}}` : s)).join("/")}`;
}

/** The route files with no operation in `doc` (except those that are none: the catch-all). */
function missingFromDocument(files: readonly string[], doc: Document) {
  const documented = new Set(
    Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op["x-route-file"])),
  );
  return files.filter((file) => !(file in NOT_OPERATIONS) && !documented.has(`app/routes/${file}`));
}

async function validate(doc: unknown) {
  return new Validator().validate(doc as Record<string, unknown>);
}

describe("the OpenAPI document", () => {
  it("validates as OpenAPI 3.1", async () => {
    const result = await validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect((document as { openapi?: string }).openapi).toMatch(/^3\.1\./);
  });

  it("is refused by the validator when broken (the check bites)", async () => {
    const noTitle = structuredClone(document) as unknown as { info: { title?: string } };
    delete noTitle.info.title;
    expect((await validate(noTitle)).valid).toBe(false);
    const badParameter = structuredClone(document) as unknown as {
      paths: Record<string, { get: { parameters: { in: string }[] } }>;
    };
    const parameter = badParameter.paths["/api/debates"]?.get.parameters[0];
    if (!parameter) throw new Error("GET /api/debates has no parameter");
    parameter.in = "body"; // OpenAPI 2's, gone in 3
    expect((await validate(badParameter)).valid).toBe(false);
  });

  it("has an operation for every api.* route file", () => {
    expect(apiRouteFiles.length).toBeGreaterThan(40);
    expect(missingFromDocument(apiRouteFiles, document)).toEqual([]);
    // Only the catch-all is not an operation, and it exists.
    expect(Object.keys(NOT_OPERATIONS).every((file) => apiRouteFiles.includes(file))).toBe(true);
  });

  it("fails when a route file is missing from it (the check bites)", () => {
    const without = structuredClone(document);
    delete without.paths["/api/user/votes"];
    expect(missingFromDocument(apiRouteFiles, without)).toEqual(["api.user.votes.ts"]);
    expect(missingFromDocument([...apiRouteFiles, "api.new-door.ts"], document)).toEqual(["api.new-door.ts"]);
  });

  it("puts each operation at the path of its route file, once per method", () => {
    const seen = new Set<string>();
    for (const op of OPERATIONS) {
      expect(apiRouteFiles, op.file).toContain(op.file);
      expect(op.path, op.file).toBe(pathOf(op.file));
      const key = `${op.method} ${op.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(document.paths[op.path]?.[op.method]?.["x-route-file"]).toBe(`app/routes/${op.file}`);
    }
  });
});
