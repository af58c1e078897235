/**
 * How the JSON API's contract is written down: one `ApiOperation` per method and path, naming the
 * route file that answers it, the zod schemas its door parses (query, body) and the zod schemas of
 * what it answers, per status. app/openapi/document.ts turns them into the OpenAPI 3.1 document;
 * tests/helpers/contract.ts checks real answers against the same schemas
 * (docs/decisions/0098-openapi-contract.md).
 *
 * Nothing here is imported by the Worker: `npm run build` writes the document to
 * public/api/openapi.json (scripts/build-openapi.ts), served as a static file.
 */
import type * as z from "zod";

import { errorSchema } from "~/utils/api.responses";

type HttpMethod = "get" | "post" | "patch";

/**
 * Who may call: anyone; anyone, with more for a signed-in caller; a signed-in citizen; a premium
 * member; an expert; an admin; the site's own pages (a navigation, with cookies); Stripe.
 */
export const ACCESS = ["public", "optional", "signedIn", "premium", "expert", "admin", "browser", "stripe"] as const;
export type Access = (typeof ACCESS)[number];

/** The groups of the reference (OpenAPI tags), in the order the reference shows them. */
export const TAGS = {
  accounts: "Sign-up, sign-in and the caller's account",
  debates: "Debates, votes and comments",
  user: "The signed-in citizen's figures",
  news: "News",
  experts: "Expert witnesses",
  civic: "Civic education",
  policy: "Policy impact",
  competition: "Debate competitions",
  rooms: "Live rooms and premium",
  campaigns: "Campaigns, the ad library and payments",
  admin: "Administration",
} as const;
type Tag = keyof typeof TAGS;

export interface ApiHeader {
  description: string;
  schema?: { type: "string" | "integer" };
}

export interface ApiResponse {
  description: string;
  /** The JSON body. Absent on a 4xx/5xx: `{ error }` (errorSchema). */
  schema?: z.ZodType;
  /** Not JSON: a redirect (no body) or an HTML page. */
  media?: "none" | "html";
  headers?: Record<string, ApiHeader>;
}

export interface ApiOperation {
  /** The route module in app/routes that answers (the test of completeness reads app/routes). */
  file: string;
  method: HttpMethod;
  /** The OpenAPI path: `{name}` for each `$name` of the route file. */
  path: string;
  operationId: string;
  tag: Tag;
  summary: string;
  description?: string;
  access: Access;
  /** Descriptions of the path's parameters (all strings). */
  params?: Record<string, string>;
  /** The query's schema, as the door parses it. */
  query?: z.ZodObject;
  /** The body's schema, as the door parses it (JSON; a form-encoded body of the same fields is accepted). */
  body?: z.ZodType;
  /** Headers the caller may send. */
  requestHeaders?: Record<string, string>;
  /** By status code. */
  responses: Record<number, ApiResponse>;
}

/** The error shape of every refusal. */
export { errorSchema };

/** A refusal: `{ error }`. */
export const refusal = (description: string, headers?: Record<string, ApiHeader>): ApiResponse => ({
  description,
  schema: errorSchema,
  ...(headers ? { headers } : {}),
});

export const RETRY_AFTER: Record<string, ApiHeader> = {
  "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer" } },
};
export const SETS_SESSION: Record<string, ApiHeader> = {
  "Set-Cookie": { description: "The session cookie (`ds_session`, HttpOnly, SameSite=Lax)." },
};

/** The refusals most doors share. */
export const common = {
  badInput: refusal("The body is unreadable or a field is refused (the message names the first problem)."),
  unauthorized: refusal("Not signed in."),
  forbidden: refusal("Signed in, but not allowed."),
  crossSite: refusal("Not allowed, or a cross-site request (a foreign `Origin` or `Sec-Fetch-Site: cross-site`)."),
  notFound: refusal("No such thing."),
  debateNotFound: refusal("No such debate."),
  tooMany: refusal("Too many attempts from this address or for this account.", RETRY_AFTER),
  unavailable: refusal("A service this needs is not configured on this server."),
} as const;

/** Path parameters by name, so that every operation describes them the same way. */
export const PARAMS = {
  debateId: "A debate's id.",
  commentId: "A comment's id.",
  roomId: "A live room's id (the competition doors share /api/debates/{x} with debates).",
  moduleId: "A civic education module's id.",
  userId: "A user's id.",
} as const;

/**
 * An operation's responses as the document states them: its own, and for a door that changes
 * something, the 403 every such door answers to a cross-site request (workers/app.ts).
 */
export function responsesOf(operation: ApiOperation): Record<number, ApiResponse> {
  const responses = { ...operation.responses };
  if (operation.method !== "get" && operation.access !== "browser" && !responses[403])
    responses[403] = common.crossSite;
  return responses;
}

/** The response documented for `status`, or null when the operation does not list it (then `default`: `{ error }`). */
export function responseFor(operation: ApiOperation, status: number): ApiResponse | null {
  return responsesOf(operation)[status] ?? null;
}
