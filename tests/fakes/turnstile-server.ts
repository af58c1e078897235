/**
 * A local stand-in for Cloudflare Turnstile's siteverify endpoint (real HTTP, its real protocol):
 * POST a form { secret, response, remoteip? } and get JSON { success, "error-codes", hostname }.
 * The secret must be TURNSTILE_TEST_SECRET (or the `secret` it was started with); a response token is good
 * when it starts with TURNSTILE_GOOD_TOKEN and has not been checked before (Turnstile tokens are
 * single-use), or when it is the dummy token Cloudflare's testing site keys give
 * (CLOUDFLARE_DUMMY_TOKEN, which Cloudflare's testing secret always accepts).
 * GET /__requests lists what it got.
 *
 * It also serves a stand-in for Turnstile's browser script (GET /turnstile/v0/api.js, the path of
 * Cloudflare's): `turnstile.render(element, options)` puts a hidden `cf-turnstile-response` field
 * holding a fresh good token in the element, with a line saying the local check passed, as
 * Cloudflare's widget does with a testing site key that always passes. `npm run start:prod`'s
 * browser tests serve it in place of Cloudflare's (tests/e2e-local/fixtures.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const TURNSTILE_TEST_SECRET = "turnstile-test-secret";
export const TURNSTILE_GOOD_TOKEN = "turnstile-good-token";
/** The token Cloudflare's testing site keys (1x00000000000000000000AA) produce. */
export const CLOUDFLARE_DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
/** Cloudflare's testing site key that always passes, invisibly. */
export const CLOUDFLARE_TEST_SITE_KEY = "1x00000000000000000000AA";

/** The stand-in for https://challenges.cloudflare.com/turnstile/v0/api.js. */
const WIDGET_SCRIPT = `(() => {
  let next = 0;
  const widgets = new Map();
  window.turnstile = {
    render(element, options) {
      const id = "local-turnstile-" + ++next;
      const box = document.createElement("div");
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = (options && options["response-field-name"]) || "cf-turnstile-response";
      field.value = "${TURNSTILE_GOOD_TOKEN}-" + crypto.randomUUID();
      const note = document.createElement("p");
      note.textContent = "Local Turnstile stand-in: check passed.";
      note.style.fontSize = "0.75rem";
      box.append(field, note);
      (typeof element === "string" ? document.querySelector(element) : element).append(box);
      widgets.set(id, box);
      return id;
    },
    remove(id) {
      widgets.get(id)?.remove();
      widgets.delete(id);
    },
    reset() {},
    getResponse(id) {
      return widgets.get(id)?.querySelector("input")?.value;
    },
  };
})();
`;

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

export async function startTurnstileServer(port = 0, { secret = TURNSTILE_TEST_SECRET } = {}) {
  const spent = new Set<string>();
  const requests: Record<string, string>[] = [];
  const server = createServer((request, response) => void handle(request, response));
  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method === "GET" && request.url === "/__requests") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(requests));
      return;
    }
    if (request.method === "GET" && request.url?.split("?")[0] === "/turnstile/v0/api.js") {
      response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" });
      response.end(WIDGET_SCRIPT);
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
    else if (fields.secret !== secret) errors.push("invalid-input-secret");
    if (!fields.response) errors.push("missing-input-response");
    else if (fields.response === CLOUDFLARE_DUMMY_TOKEN) {
      // Cloudflare's testing keys: always good, never spent.
    } else if (!fields.response.startsWith(TURNSTILE_GOOD_TOKEN)) errors.push("invalid-input-response");
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
    /** The stand-in for Turnstile's browser script. */
    scriptUrl: `${url}/turnstile/v0/api.js`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
