import { describe, expect, it } from "vitest";

import { SESSION_COOKIE } from "~/models/accounts";
import bn from "~/i18n/locales/developers/bn.json";
import en from "~/i18n/locales/developers/en.json";
import hi from "~/i18n/locales/developers/hi.json";
import { ACCESS, TAGS } from "~/openapi/define";
import { buildOpenApiDocument, SESSION_COOKIE_NAME } from "~/openapi/document";

import { fieldsOf, referenceOf, typeOf } from "./api-reference";

const reference = referenceOf(buildOpenApiDocument());
const operation = (id: string) => reference.tags.flatMap((tag) => tag.operations).find((op) => op.id === id);

describe("typeOf", () => {
  it("says a schema's type as people read it", () => {
    expect(typeOf({ type: "string" })).toBe("string");
    expect(typeOf({ type: ["string", "null"] })).toBe("string | null");
    expect(typeOf({ type: "string", enum: ["for", "against"] })).toBe('"for" | "against"');
    expect(typeOf({ type: "boolean", const: true })).toBe("true");
    expect(typeOf({ type: "array", items: { $ref: "#/components/schemas/Debate" } })).toBe("Debate[]");
    expect(typeOf({ anyOf: [{ $ref: "#/components/schemas/Debate" }, { type: "null" }] })).toBe("Debate | null");
    expect(typeOf({ type: "array", items: { type: ["string", "null"] } })).toBe("(string | null)[]");
    expect(typeOf({ type: "string", format: "date-time" })).toBe("string (date-time)");
    expect(typeOf({ type: "object", additionalProperties: { type: "string" } })).toBe("{ [key]: string }");
    expect(typeOf({})).toBe("any");
  });

  it("flattens nested objects' fields", () => {
    const fields = fieldsOf({
      type: "object",
      properties: {
        sources: {
          type: "array",
          items: { type: "object", properties: { url: { type: "string" } }, required: ["url"] },
        },
      },
      required: ["sources"],
    });
    expect(fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ["sources", "object[]", true],
      ["sources[].url", "string", true],
    ]);
  });
});

describe("the reference of the API's document", () => {
  it("groups every operation under its tag, in the document's order", () => {
    expect(reference.tags.map((tag) => tag.name)).toEqual(Object.keys(TAGS));
    expect(reference.tags.flatMap((tag) => tag.operations).length).toBeGreaterThan(50);
  });

  it("shows an operation's parameters, body fields, access and responses", () => {
    const vote = operation("vote");
    expect(vote).toMatchObject({ method: "POST", path: "/api/debates/{debateId}/vote", access: "signedIn" });
    expect(vote?.parameters).toEqual([
      expect.objectContaining({ name: "debateId", in: "path", required: true, type: "string" }),
    ]);
    expect(vote?.body?.fields).toEqual([
      expect.objectContaining({ name: "position", type: '"for" | "against"', required: true }),
    ]);
    expect(vote?.responses.map((r) => r.status)).toEqual(["200", "400", "401", "403", "404", "503", "default"]);
    expect(vote?.responses[0]).toMatchObject({ schema: "VoteResponse" });
    expect(operation("listDebates")?.parameters.map((p) => p.name)).toEqual([
      "region",
      "language",
      "trending",
      "page",
      "q",
    ]);
    const debate = reference.schemas.find((schema) => schema.name === "Debate");
    expect(debate?.fields.find((field) => field.name === "sources[].url")).toMatchObject({ type: "string" });
    expect(reference.schemas.some((schema) => schema.name.endsWith("Request"))).toBe(false);
  });

  it("names the session cookie the Worker sets", () => {
    expect(SESSION_COOKIE_NAME).toBe(SESSION_COOKIE);
  });

  it("has words in every language for each group and each kind of caller", () => {
    for (const strings of [en, hi, bn]) {
      for (const tag of Object.keys(TAGS)) expect(strings.developers.tags, tag).toHaveProperty(tag);
      for (const access of ACCESS) expect(strings.developers.access, access).toHaveProperty(access);
    }
  });
});
