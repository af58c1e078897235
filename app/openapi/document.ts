/**
 * The OpenAPI 3.1 document of the JSON API, made from the operations (app/openapi/operations) and
 * the zod schemas they name: the request schemas the doors parse with, converted as their input
 * (`io: "input"`), and the response schemas, as their output, both by zod's own `z.toJSONSchema`
 * (JSON Schema 2020-12, the dialect of OpenAPI 3.1). `npm run build` writes it to
 * public/api/openapi.json (scripts/build-openapi.ts); the Worker never runs this
 * (docs/decisions/0098-openapi-contract.md).
 */
import * as z from "~/utils/zod";

import { TAGS, responsesOf, type Access, type ApiOperation, type ApiResponse } from "./define";
import { NAMED_SCHEMAS } from "./names";
import { OPERATIONS } from "./operations";

type Json = Record<string, unknown>;

export { OPENAPI_PATH } from "~/utils/api-reference";
export const SESSION_COOKIE_NAME = "ds_session";

const DESCRIPTION = `The JSON API of DebateStorm, for third-party clients (the site's own pages use forms, not this API).

**Bodies** are JSON; a form-encoded body (\`application/x-www-form-urlencoded\`) with the same fields is accepted too.

**Errors** are JSON \`{ "error": "message" }\` in the caller's language (\`Accept-Language\`, or the \`lng\` cookie: en, hi, bn), with a status a client can act on: 400 bad input (an unreadable body is a 400, never a 500), 401 not signed in, 403 not allowed or a cross-site request, 404 unknown, 405 wrong method (with \`Allow\`), 409 conflict, 429 too many attempts (with \`Retry-After\`), 503 a service is not configured. Any other /api/* address answers 404 \`{ error }\`.

**Signing in**: \`POST /api/login-user\` (or \`/api/auth/login\`) sets the session cookie \`${SESSION_COOKIE_NAME}\`; send it back on every call that needs a signed-in caller. A request that changes something must come from this site or from no site at all: a foreign \`Origin\`, \`Origin: null\` or \`Sec-Fetch-Site: cross-site\` is refused with 403.

**Feeds**: new debates as Atom and RSS 2.0, per division and language, at \`/feeds/…\` (see the reference page, /developers).`;

const SECURITY: Record<Access, Json[]> = {
  public: [],
  optional: [{}, { sessionCookie: [] }],
  signedIn: [{ sessionCookie: [] }],
  premium: [{ sessionCookie: [] }],
  expert: [{ sessionCookie: [] }],
  admin: [{ sessionCookie: [] }],
  browser: [{}, { sessionCookie: [] }],
  stripe: [{ stripeSignature: [] }],
};

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** zod's JSON Schema, made plainer to read: no safe-integer bounds, no date pattern beside `format`. */
function tidy(schema: Json) {
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  if (schema.format === "date-time" || schema.format === "date") delete schema.pattern;
}

/**
 * `z.preprocess(fn, schema)` reads as its target schema: what the door accepts once the
 * preprocessing has run is what a client should send (campaignData, sent as an object).
 */
function overrideFor(io: "input" | "output") {
  return (ctx: { zodSchema: unknown; jsonSchema: Json }) => {
    const def = (ctx.zodSchema as { _zod: { def: { type: string; in?: z.ZodType; out?: z.ZodType } } })._zod.def;
    if (io === "input" && def.type === "pipe" && def.in?._zod.def.type === "transform" && def.out) {
      const { $schema: _ignored, ...target } = z.toJSONSchema(def.out, { io, unrepresentable: "any" }) as Json;
      Object.assign(ctx.jsonSchema, target);
    }
    tidy(ctx.jsonSchema);
  };
}

function convertRegistry(registry: z.core.$ZodRegistry<{ id: string }>, io: "input" | "output") {
  const { schemas } = z.toJSONSchema(registry, {
    io,
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
    override: overrideFor(io),
  }) as { schemas: Record<string, Json> };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return schemas;
}

function convertInline(schema: z.ZodType, io: "input" | "output") {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", override: overrideFor(io) }) as Json;
  delete json.$schema;
  return json;
}

/** The names of the components: named schemas first, then each operation's own. */
function registries(operations: readonly ApiOperation[]) {
  const outputs = z.registry<{ id: string }>();
  const inputs = z.registry<{ id: string }>();
  for (const [schema, id] of NAMED_SCHEMAS) outputs.add(schema, { id });
  for (const op of operations) {
    if (op.body && !inputs.has(op.body)) inputs.add(op.body, { id: `${pascal(op.operationId)}Request` });
    for (const [status, response] of Object.entries(responsesOf(op))) {
      if (!response.schema || outputs.has(response.schema)) continue;
      const id = Number(status) < 400 ? `${pascal(op.operationId)}Response` : `${pascal(op.operationId)}Error${status}`;
      outputs.add(response.schema, { id });
    }
  }
  return { outputs, inputs };
}

function parameters(op: ApiOperation) {
  const list: Json[] = [];
  for (const name of [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "")) {
    list.push({ name, in: "path", required: true, description: op.params?.[name] ?? name, schema: { type: "string" } });
  }
  if (op.query) {
    const json = convertInline(op.query, "input") as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...schema } = property;
      list.push({
        name,
        in: "query",
        required: (json.required ?? []).includes(name),
        ...(typeof description === "string" ? { description } : {}),
        schema,
      });
    }
  }
  for (const [name, description] of Object.entries(op.requestHeaders ?? {})) {
    list.push({ name, in: "header", required: false, description, schema: { type: "string" } });
  }
  return list;
}

function responseObject(response: ApiResponse, ref: (schema: z.ZodType) => string): Json {
  const headers = response.headers
    ? Object.fromEntries(
        Object.entries(response.headers).map(([name, header]) => [
          name,
          { description: header.description, schema: header.schema ?? { type: "string" } },
        ]),
      )
    : undefined;
  const content =
    response.media === "none"
      ? undefined
      : response.media === "html"
        ? { "text/html": { schema: { type: "string" } } }
        : response.schema
          ? { "application/json": { schema: { $ref: ref(response.schema) } } }
          : undefined;
  return { description: response.description, ...(headers ? { headers } : {}), ...(content ? { content } : {}) };
}

/** The OpenAPI 3.1 document of `operations` (every operation of the API unless told). */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = OPERATIONS): Json {
  const { outputs, inputs } = registries(operations);
  const outputSchemas = convertRegistry(outputs, "output");
  const inputSchemas = convertRegistry(inputs, "input");
  for (const id of Object.keys(inputSchemas)) {
    if (id in outputSchemas) throw new Error(`OpenAPI: the component name ${id} is used twice.`);
  }
  const ref = (registry: typeof outputs) => (schema: z.ZodType) => {
    const id = registry.get(schema)?.id;
    if (!id) throw new Error("OpenAPI: a schema without a component name.");
    return `#/components/schemas/${id}`;
  };

  const paths: Record<string, Record<string, Json>> = {};
  for (const op of operations) {
    const responses: Json = {};
    for (const [status, response] of Object.entries(responsesOf(op))) {
      responses[status] = responseObject(response, ref(outputs));
    }
    responses.default = {
      description: "Any other refusal: `{ error }`.",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
    const params = parameters(op);
    const bodyRequired = op.body ? !op.body.safeParse({}).success : false;
    const operation: Json = {
      operationId: op.operationId,
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      security: SECURITY[op.access],
      "x-access": op.access,
      "x-route-file": `app/routes/${op.file}`,
      ...(params.length ? { parameters: params } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: bodyRequired,
              content: {
                "application/json": { schema: { $ref: ref(inputs)(op.body) } },
                "application/x-www-form-urlencoded": { schema: { $ref: ref(inputs)(op.body) } },
              },
            },
          }
        : {}),
      responses,
    };
    (paths[op.path] ??= {})[op.method] = operation;
  }

  return {
    openapi: "3.1.1",
    info: {
      title: "DebateStorm API",
      version: "1",
      description: DESCRIPTION,
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [{ url: "/", description: "The site that serves this document." }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: { ...outputSchemas, ...inputSchemas },
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE_NAME,
          description: "The session cookie the sign-in doors set (HttpOnly; send it back as is).",
        },
        stripeSignature: {
          type: "apiKey",
          in: "header",
          name: "Stripe-Signature",
          description: "Stripe's signature of the event, checked with the webhook's signing secret.",
        },
      },
    },
  };
}
