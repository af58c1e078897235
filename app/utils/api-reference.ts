/**
 * The reference page's view of the OpenAPI document (/developers): operations grouped by tag, each
 * parameter, body field and response with a type written for people ("string | null",
 * `"for" | "against"`, "Debate[]"), nested objects' fields flattened ("sources[].url"). Pure, and
 * run by the build (scripts/build-openapi.ts), which writes the view beside the document; the
 * page's loader only reads it (app/utils/api-reference.server.ts).
 */

type Schema = Record<string, unknown>;

/** Where the document is served (a static file the build writes, scripts/build-openapi.ts). */
export const OPENAPI_PATH = "/api/openapi.json";
/** Where the build writes the reference page's view of it (read by the page, never linked). */
export const REFERENCE_PATH = "/developers/reference.json";

export interface ReferenceField {
  name: string;
  type: string;
  /** A component the type names, to link to its shape. */
  ref: string | null;
  required: boolean;
  description: string | null;
}

interface ReferenceResponse {
  status: string;
  description: string;
  /** The component of its JSON body (null: no body, or HTML). */
  schema: string | null;
  headers: string[];
}

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  access: string;
  parameters: (ReferenceField & { in: string })[];
  /** The request body's component and its fields. */
  body: { schema: string; fields: ReferenceField[] } | null;
  responses: ReferenceResponse[];
}

interface ReferenceTag {
  name: string;
  operations: ReferenceOperation[];
}

interface ReferenceSchema {
  name: string;
  type: string;
  description: string | null;
  fields: ReferenceField[];
}

export interface ApiReference {
  version: string;
  tags: ReferenceTag[];
  schemas: ReferenceSchema[];
}

const REF = "#/components/schemas/";
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const isSchema = (value: unknown): value is Schema => typeof value === "object" && value !== null;
const refName = (schema: Schema) =>
  typeof schema.$ref === "string" && schema.$ref.startsWith(REF) ? schema.$ref.slice(REF.length) : null;
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** A schema's type, as a reader says it. */
export function typeOf(schema: unknown): string {
  if (!isSchema(schema)) return "any";
  const ref = refName(schema);
  if (ref) return ref;
  const union = (schema.anyOf ?? schema.oneOf) as unknown;
  if (Array.isArray(union)) return [...new Set(union.map(typeOf))].join(" | ");
  if ("const" in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const type = schema.type;
  if (Array.isArray(type)) return type.map((t) => typeOf({ ...schema, type: t })).join(" | ");
  if (type === "array") return `${wrap(typeOf(schema.items))}[]`;
  if (type === "object" && !isSchema(schema.properties) && isSchema(schema.additionalProperties)) {
    return `{ [key]: ${typeOf(schema.additionalProperties)} }`;
  }
  if (typeof type === "string") {
    const format = text(schema.format);
    return format ? `${type} (${format})` : type;
  }
  return "any";
}

const wrap = (type: string) => (type.includes(" | ") ? `(${type})` : type);

/** The component a type is made of ("Debate" for Debate, Debate[] or Debate | null), if any. */
function refOf(schema: unknown): string | null {
  if (!isSchema(schema)) return null;
  const union = (schema.anyOf ?? schema.oneOf) as unknown;
  if (Array.isArray(union)) return union.map(refOf).find((name) => name !== null) ?? null;
  return refName(schema) ?? (schema.type === "array" ? refOf(schema.items) : null);
}

/** The object a schema is, looking through `| null` and arrays (for its nested fields). */
function objectOf(schema: unknown): { schema: Schema; suffix: string } | null {
  if (!isSchema(schema) || refName(schema)) return null;
  if (isSchema(schema.properties)) return { schema, suffix: "" };
  if (schema.type === "array") {
    const inner = objectOf(schema.items);
    return inner ? { schema: inner.schema, suffix: `[]${inner.suffix}` } : null;
  }
  const union = (schema.anyOf ?? schema.oneOf) as unknown;
  if (Array.isArray(union)) {
    for (const part of union) {
      const inner = objectOf(part);
      if (inner) return inner;
    }
  }
  return null;
}

/** An object schema's fields, nested objects' fields after theirs as `parent.child`. */
export function fieldsOf(schema: unknown, prefix = "", depth = 0): ReferenceField[] {
  if (!isSchema(schema) || !isSchema(schema.properties)) return [];
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const fields: ReferenceField[] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    const nested = depth < 3 ? objectOf(property) : null;
    fields.push({
      name: `${prefix}${name}`,
      type: nested ? `object${nested.suffix}${typeOf(property).includes("null") ? " | null" : ""}` : typeOf(property),
      ref: refOf(property),
      required: required.has(name),
      description: isSchema(property) ? text(property.description) : null,
    });
    if (nested) fields.push(...fieldsOf(nested.schema, `${prefix}${name}${nested.suffix}.`, depth + 1));
  }
  return fields;
}

function jsonSchemaOf(content: unknown): Schema | null {
  if (!isSchema(content)) return null;
  const json = content["application/json"];
  return isSchema(json) && isSchema(json.schema) ? json.schema : null;
}

/** The reference's view of an OpenAPI document (as `buildOpenApiDocument` makes them). */
export function referenceOf(document: unknown): ApiReference {
  const doc = isSchema(document) ? document : {};
  const components = isSchema(doc.components) && isSchema(doc.components.schemas) ? doc.components.schemas : {};
  const tagNames = Array.isArray(doc.tags)
    ? doc.tags.map((tag) => (isSchema(tag) ? String(tag.name) : "")).filter(Boolean)
    : [];
  const byTag = new Map<string, ReferenceOperation[]>(tagNames.map((name) => [name, []]));

  for (const [path, item] of Object.entries(isSchema(doc.paths) ? doc.paths : {})) {
    if (!isSchema(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isSchema(op)) continue;
      const parameters = (Array.isArray(op.parameters) ? op.parameters : []).filter(isSchema).map((p) => ({
        name: String(p.name),
        in: String(p.in),
        type: typeOf(p.schema),
        ref: null,
        required: p.required === true,
        description: text(p.description),
      }));
      const bodySchema = isSchema(op.requestBody) ? jsonSchemaOf(op.requestBody.content) : null;
      const bodyName = bodySchema ? refName(bodySchema) : null;
      const responses = Object.entries(isSchema(op.responses) ? op.responses : {})
        .filter((entry): entry is [string, Schema] => isSchema(entry[1]))
        .map(([status, response]) => {
          const schema = jsonSchemaOf(response.content);
          return {
            status,
            description: text(response.description) ?? "",
            schema: schema ? refName(schema) : null,
            headers: isSchema(response.headers) ? Object.keys(response.headers) : [],
          };
        });
      const operation: ReferenceOperation = {
        id: String(op.operationId ?? `${method}${path}`),
        method: method.toUpperCase(),
        path,
        summary: text(op.summary) ?? "",
        description: text(op.description),
        access: String(op["x-access"] ?? "public"),
        parameters,
        body: bodyName ? { schema: bodyName, fields: fieldsOf(components[bodyName]) } : null,
        responses,
      };
      const tag = Array.isArray(op.tags) && typeof op.tags[0] === "string" ? op.tags[0] : "";
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)?.push(operation);
    }
  }

  return {
    version: isSchema(doc.info) ? String(doc.info.version ?? "") : "",
    tags: [...byTag]
      .filter(([, operations]) => operations.length > 0)
      .map(([name, operations]) => ({ name, operations })),
    // Request bodies are shown with their operation; the shapes are what the API answers.
    schemas: Object.entries(components)
      .filter((entry): entry is [string, Schema] => isSchema(entry[1]) && !entry[0].endsWith("Request"))
      .map(([name, schema]) => ({
        name,
        type: isSchema(schema.properties) ? "object" : typeOf(schema),
        description: text(schema.description),
        fields: fieldsOf(schema),
      })),
  };
}
