/**
 * A local stand-in for Cloudflare Turnstile's siteverify endpoint (real HTTP, its real protocol):
 * POST a form { secret, response, remoteip? } and get JSON { success, "error-codes", hostname }.
 * The secret must be TURNSTILE_TEST_SECRET; a response token is good when it starts with
 * TURNSTILE_GOOD_TOKEN and has not been checked before (Turnstile tokens are single-use).
 * GET /__requests lists what it got.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const TURNSTILE_TEST_SECRET = "turnstile-test-secret";
export const TURNSTILE_GOOD_TOKEN = "turnstile-good-token";

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads a urlencoded or multipart form the way Turnstile accepts both. */
function formFields(body: string, type: string): Record<string, string> {
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(body));
  const boundary = /boundary=([^;]+)/.exec(type)?.[1];
  if (!boundary) return {};
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    const value = part.split("\r\n\r\n")[1];
    if (name && value !== undefined) fields[name] = value.replace(/\r\n$/, "");
  }
  return fields;
}

export async function startTurnstileServer(port = 0) {
  const spent = new Set<string>();
  const requests: Record<string, string>[] = [];
  const server = createServer((request, response) => void handle(request, response));
  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method === "GET" && request.url === "/__requests") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(requests));
      return;
    }
    if (request.method !== "POST" || request.url !== "/turnstile/v0/siteverify") {
      response.writeHead(404);
      response.end();
      return;
    }
    const fields = formFields(await readBody(request), request.headers["content-type"] ?? "");
    requests.push({ ...fields, secret: fields.secret ? "(given)" : "" });
    const errors: string[] = [];
    if (!fields.secret) errors.push("missing-input-secret");
    else if (fields.secret !== TURNSTILE_TEST_SECRET) errors.push("invalid-input-secret");
    if (!fields.response) errors.push("missing-input-response");
    else if (!fields.response.startsWith(TURNSTILE_GOOD_TOKEN)) errors.push("invalid-input-response");
    else if (spent.has(fields.response)) errors.push("timeout-or-duplicate");
    if (errors.length === 0 && fields.response) spent.add(fields.response);
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(
      JSON.stringify({
        success: errors.length === 0,
        "error-codes": errors,
        ...(errors.length === 0 ? { challenge_ts: new Date().toISOString(), hostname: "localhost" } : {}),
      }),
    );
  }
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${bound}`;
  return {
    url,
    verifyUrl: `${url}/turnstile/v0/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
