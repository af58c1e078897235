/**
 * The API's contract as served (docs/api.md, docs/decisions/0098-openapi-contract.md): the document
 * at /api/openapi.json is the one made from the zod schemas that tests/helpers/contract.ts checks
 * every API answer with (callWorker and the security suite do, for every door and role), and that
 * check refuses what breaks the contract.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createDb } from "~/db/client.server";
import { createDebate } from "~/seed/factories";
import { buildOpenApiDocument, OPENAPI_PATH } from "~/openapi/document";
import { REFERENCE_PATH, referenceOf } from "~/utils/api-reference";

import { callWorker, signedInUser } from "../helpers/api-client";
import { contractProblem, operationFor } from "../helpers/contract";

const db = createDb(env.DB);
const json = (body: unknown, status = 200) => Response.json(body, { status });

describe("the OpenAPI document served", () => {
  it("is the document made from the contract's schemas, as JSON", async () => {
    const response = await env.ASSETS.fetch(new URL(OPENAPI_PATH, "http://localhost"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    // JSON round trip: what the build wrote is what the modules make now (no stale build).
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it("is what /developers shows: its view, written beside it by the build", async () => {
    const view = await env.ASSETS.fetch(new URL(REFERENCE_PATH, "http://localhost"));
    expect(await view.json()).toEqual(JSON.parse(JSON.stringify(referenceOf(buildOpenApiDocument()))));
    const page = await callWorker("GET", "/developers");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<code class="break-all font-mono">/api/debates/{debateId}/vote</code>');
    expect(html).toContain('href="/api/openapi.json"');
    expect(html).toContain('id="schema-Debate"');
    // The page's words in the reader's language; the contract's marked as English.
    const hindi = await (await callWorker("GET", "/developers", { headers: { "Accept-Language": "hi" } })).text();
    expect(hindi).toContain("डेवलपर्स के लिए DebateStorm");
    expect(hindi).toContain('<p class="mt-2 text-slate-800" lang="en">Vote for or against</p>');
  });
});

describe("checking answers against the contract", () => {
  it("finds the operation of a request", () => {
    expect(operationFor("POST", "/api/debates/d1/vote")?.operationId).toBe("vote");
    expect(operationFor("GET", "/api/debates/r1/scores")?.operationId).toBe("roomScores");
    expect(operationFor("PATCH", "/api/users/verification")?.operationId).toBe("bulkVerification");
    expect(operationFor("PATCH", "/api/users/u1/verification")?.operationId).toBe("setVerification");
    expect(operationFor("DELETE", "/api/debates")).toBeNull();
  });

  it("accepts a real answer and refuses one that breaks the contract (the check bites)", async () => {
    const debate = await createDebate(db);
    const { cookie } = await signedInUser();
    const real = await callWorker("POST", `/api/debates/${debate.id}/vote`, { cookie, body: { position: "for" } });
    expect(real.status).toBe(200);
    const body = (await real.json()) as Record<string, unknown>;
    expect(await contractProblem("POST", `/api/debates/${debate.id}/vote`, json(body))).toBeNull();

    // A field the contract does not know, a field missing, a wrong type: each is a problem.
    const path = `/api/debates/${debate.id}/vote`;
    expect(await contractProblem("POST", path, json({ ...body, extra: 1 }))).toMatch(/does not match vote/);
    const { counted: _counted, ...withoutCounted } = body;
    expect(await contractProblem("POST", path, json(withoutCounted))).toMatch(/counted/);
    expect(await contractProblem("POST", path, json({ ...body, position: "maybe" }))).toMatch(/position/);
    // A status the operation does not list: a refusal must still be `{ error }`; a success is undocumented.
    expect(await contractProblem("POST", path, json({ error: "Busy." }, 418))).toBeNull();
    expect(await contractProblem("POST", path, json({ message: "Busy." }, 418))).toMatch(/error/);
    expect(await contractProblem("POST", path, json(body, 202))).toMatch(/not documented/);
    expect(await contractProblem("GET", "/api/no-such-door", json([]))).toMatch(/no operation/);
    expect(await contractProblem("GET", "/api/debates", new Response("[]"))).toMatch(/documented as JSON/);
  });
});
