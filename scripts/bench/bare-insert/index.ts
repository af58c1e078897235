/**
 * Bench only (scripts/bench/crowd.mjs, never deployed): the least a vote can cost on this machine.
 * POST / with a session cookie runs the app's own session check (getUser from app/auth, which requireUser calls: the
 * same D1 read of the sessions and users tables a vote does first), then one bare one-row insert
 * into `bench_inserts`, a table the bench creates in its local D1 only (no triggers, no batch, no
 * other read). A vote through the page Worker does this plus the debate check, the vote's
 * triggers, the follow, Remix and the response; the bench reports the ratio of the two rates.
 */
import { sql } from "drizzle-orm";

import { getUser } from "../../../app/auth/guards.server";
import type { LoadContext } from "../../../app/context.server";
import { createDb } from "../../../app/db/client.server";

interface BenchEnv {
  DB: D1Database;
  SESSION_SECRET: string;
}

export default {
  async fetch(request, env, ctx) {
    if (request.method !== "POST") return new Response("POST only", { status: 405 });
    // The fields of the load context that the session check reads (app/context.server.ts builds the
    // full one from the page Worker's bindings, which this Worker does not have).
    const context = {
      env,
      ctx,
      db: createDb(env.DB),
      memo: new Map(),
      config: { sessionSecret: env.SESSION_SECRET, sessionIdleDays: 14 },
    } as unknown as LoadContext;
    const user = await getUser(request, context);
    if (!user) return new Response(null, { status: 401 });
    const label = new URL(request.url).searchParams.get("round") ?? "";
    await context.db.run(
      sql`INSERT INTO bench_inserts (user_id, label, created_at) VALUES (${user.id}, ${label}, ${new Date().toISOString()})`,
    );
    return Response.json({ ok: true });
  },
} satisfies ExportedHandler<BenchEnv>;
