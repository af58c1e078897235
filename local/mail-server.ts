/**
 * A local stand-in for the mail API (real HTTP, the request shape app/models/mail/send.server.ts sends: Resend's
 * `POST /emails` with `Authorization: Bearer <key>` and a JSON body `{ from, to: [..], subject, text }`).
 * It answers as Resend does (200 `{ id }`; 401 without a key, 403 with a wrong one, 422 for a body it cannot
 * take) and keeps every message it accepted, never sending anything:
 * - `GET /` lists them as a page a person can read (`npm run start:prod` names it in its banner);
 * - `GET /__messages` (optionally `?to=address`) gives them as JSON, newest last, for the tests.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface SentMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

/** The messages as a page: newest first, each with its text as written (links made clickable). */
function inboxPage(messages: SentMail[]) {
  const items = [...messages]
    .reverse()
    .map((m) => {
      const text = escapeHtml(m.text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
      return `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to.join(", "))} · from ${escapeHtml(m.from)} · ${escapeHtml(m.receivedAt)}</p><pre>${text}</pre></article>`;
    })
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mail API: sent messages</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1e293b}
article{border:1px solid #cbd5e1;border-radius:.5rem;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}
.meta{color:#475569;font-size:.875rem}</style></head><body>
<h1>Local mail API: sent messages</h1>
<p>This server stands in for the mail API (Resend's request shape) of <code>npm run start:prod</code>. Nothing here was sent to anyone.</p>
${items || "<p>No messages yet.</p>"}
</body></html>`;
}

export async function startMailServer({ apiKey, port = 0 }: { apiKey: string; port?: number }) {
  const messages: SentMail[] = [];
  const server = createServer((request, response) => void handle(request, response));

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method === "GET" && url.pathname === "/__messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      return json(
        response,
        200,
        to ? messages.filter((m) => m.to.some((address) => address.toLowerCase() === to)) : messages,
      );
    }
    if (request.method === "GET" && url.pathname === "/") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(inboxPage(messages));
      return;
    }
    if (url.pathname !== "/emails") {
      return json(response, 404, {
        statusCode: 404,
        name: "not_found",
        message: "The requested endpoint does not exist.",
      });
    }
    if (request.method !== "POST") {
      return json(response, 405, { statusCode: 405, name: "method_not_allowed", message: "Method not allowed" });
    }
    const auth = request.headers.authorization ?? "";
    if (!auth.startsWith("Bearer ")) {
      return json(response, 401, {
        statusCode: 401,
        name: "missing_api_key",
        message: "Missing API key in the authorization header.",
      });
    }
    if (auth.slice("Bearer ".length) !== apiKey) {
      return json(response, 403, { statusCode: 403, name: "invalid_api_key", message: "API key is invalid" });
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return json(response, 400, { statusCode: 400, name: "invalid_json", message: "The body is not valid JSON." });
    }
    const fields = (body ?? {}) as Record<string, unknown>;
    const to = typeof fields.to === "string" ? [fields.to] : fields.to;
    const missing = [
      ["from", typeof fields.from === "string" && fields.from],
      ["to", Array.isArray(to) && to.length > 0 && to.every((a) => typeof a === "string" && a.includes("@"))],
      ["subject", typeof fields.subject === "string" && fields.subject],
      ["text", typeof fields.text === "string" || typeof fields.html === "string"],
    ].find(([, ok]) => !ok);
    if (missing) {
      return json(response, 422, {
        statusCode: 422,
        name: "validation_error",
        message: `The \`${String(missing[0])}\` field is missing or invalid.`,
      });
    }
    const message: SentMail = {
      id: randomUUID(),
      from: fields.from as string,
      to: to as string[],
      subject: fields.subject as string,
      text: typeof fields.text === "string" ? fields.text : String(fields.html),
      receivedAt: new Date().toISOString(),
    };
    messages.push(message);
    return json(response, 200, { id: message.id });
  }

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${bound}`;
  return {
    url,
    /** What MAIL_API_URL points at. */
    apiUrl: `${url}/emails`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
