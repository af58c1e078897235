/**
 * Real answers against the API's contract (docs/api.md, app/openapi): the operation a request
 * reached, the response documented for its status, and the body parsed with that response's zod
 * schema, the very schema the OpenAPI document was made from (tests/integration/api-contract.test.ts
 * checks that the document served is the one made from them). A status the operation does not list
 * must be a refusal (`default`: `{ error }`); an undocumented success is a failure.
 *
 * workerd forbids code generation, so the answers are checked with zod itself, never compiled JSON
 * Schema validators.
 */
import { errorSchema, responseFor, type ApiOperation } from "~/openapi/define";
import { OPERATIONS } from "~/openapi/operations";

const matchers = OPERATIONS.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, "[^/]+")}$`),
}));

/** The operation answering `method` on `pathname`, or null. */
export function operationFor(method: string, pathname: string): ApiOperation | null {
  const lower = method.toLowerCase();
  return (
    matchers.find(({ operation, pattern }) => operation.method === lower && pattern.test(pathname))?.operation ?? null
  );
}

/** What is wrong with `response` as an answer to `method` on `url` by the contract, or null when nothing is. */
export async function contractProblem(method: string, url: string, response: Response): Promise<string | null> {
  const pathname = new URL(url, "http://localhost").pathname;
  if (!pathname.startsWith("/api/")) return null;
  const operation = operationFor(method, pathname);
  const name = `${method.toUpperCase()} ${pathname} → ${response.status}`;
  const documented = operation ? responseFor(operation, response.status) : null;
  if (!documented && response.status < 400) {
    return operation
      ? `${name}: status ${response.status} is not documented for ${operation.operationId} (app/openapi/operations)`
      : `${name}: no operation of the contract answers ${method.toUpperCase()} ${pathname} (app/openapi/operations)`;
  }
  if (documented?.media === "none") return null;
  if (documented?.media === "html") {
    const type = response.headers.get("Content-Type") ?? "";
    return type.startsWith("text/html") ? null : `${name}: documented as HTML, answered ${type}`;
  }
  const schema = documented?.schema ?? errorSchema;
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/json")) return `${name}: documented as JSON, answered ${type || "no Content-Type"}`;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return `${name}: the body is not JSON`;
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
  return `${name}: the body does not match ${operation?.operationId ?? "the error shape"}'s schema: ${issues
    .slice(0, 5)
    .join("; ")}\n${JSON.stringify(body).slice(0, 600)}`;
}

/** Throws when `response` breaks the contract (see contractProblem). */
export async function expectContract(method: string, url: string, response: Response) {
  const problem = await contractProblem(method, url, response);
  if (problem) throw new Error(`API contract: ${problem}`);
}
