import { createExecutionContext, env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getLoadContext, withDb } from "./context.server";
import { createDb } from "./db/client.server";

describe("the load context's database", () => {
  it("is made on first use, once, and queries the DB binding", async () => {
    const context = getLoadContext(env, createExecutionContext());
    expect(Object.getOwnPropertyDescriptor(context, "db")?.get).toBeTypeOf("function");
    const db = context.db;
    expect(context.db).toBe(db);
    expect(await db.get<{ one: number }>(sql`select 1 as one`)).toEqual({ one: 1 });
  });

  it("withDb gives the same request's context on another database, every other member kept", () => {
    const base = getLoadContext(env, createExecutionContext(), { request: new Request("https://x.example/a.data") });
    const session = createDb(env.DB.withSession("first-unconstrained"));
    const context = withDb(base, session);
    expect(context.db).toBe(session);
    expect(context.nonce).toBe(base.nonce);
    expect(context.memo).toBe(base.memo);
    expect(context.config).toBe(base.config);
    expect(context.isDataRequest).toBe(true);
  });
});
