/**
 * Migrations never lose data (issue 27): from every earlier migration, a database filled with
 * representative rows of every table keeps all of them, value for value, once the remaining
 * migrations run, and its counters still equal the rows they count (app/db/migration-check.ts).
 * Real D1 in workerd; the migrations as tests/setup/apply-migrations.ts applies them.
 */
import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { fill, levelOf, missingFixtures, readSchema, resetDatabase, snapshot, verify } from "./migration-check";

const migrations = env.TEST_MIGRATIONS;
const names = migrations.map((m) => m.name);

/** An empty database with the first `count` migrations applied. */
async function databaseAt(count: number) {
  await resetDatabase(env.DB);
  await applyD1Migrations(env.DB, migrations.slice(0, count));
}

describe("migrations keep every row", () => {
  it("has a fixture for every table and column of the latest schema, and none for what is gone", async () => {
    await databaseAt(migrations.length);
    expect(missingFixtures(await readSchema(env.DB), { latest: true })).toEqual([]);
  });

  it.each(names.slice(0, -1).map((name, i) => [name, i + 1] as const))(
    "from %s to the latest",
    async (_name, count) => {
      await databaseAt(count);
      const level = levelOf(names.slice(0, count));
      await fill(env.DB, level);
      const before = await snapshot(env.DB, level);
      // The fixtures reached every table there is at this migration.
      for (const [table, { rows }] of before.tables) expect(rows.size, `rows in ${table}`).toBeGreaterThan(0);
      await applyD1Migrations(env.DB, migrations);
      expect(await verify(env.DB, before)).toEqual([]);
    },
  );

  it("proves 0013 (the comments rebuild) keeps comments, their likes, influences and participants", async () => {
    const at = names.findIndex((n) => n.startsWith("0013_"));
    expect(at).toBeGreaterThan(0);
    await databaseAt(at);
    await fill(env.DB, at - 1);
    const before = await snapshot(env.DB, at - 1);
    await applyD1Migrations(env.DB, migrations.slice(0, at + 1));
    expect(await verify(env.DB, before)).toEqual([]);
    const count = async (table: string) =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n;
    for (const table of ["comments", "comment_likes", "comment_influences", "debate_participants"]) {
      expect(await count(table), table).toBe(before.tables.get(table)?.rows.size);
    }
    const likes = await env.DB.prepare("SELECT id, likes FROM comments ORDER BY id").all();
    expect(likes.results).toEqual([
      { id: "mig-c1", likes: 2 },
      { id: "mig-c2", likes: 1 },
      { id: "mig-c3", likes: 1 },
    ]);
  });

  // The check itself: a migration that loses data is caught, and so is a table without fixtures.
  it("reports a migration that rebuilds a table without some of its rows, values or counts", async () => {
    await databaseAt(migrations.length);
    const level = levelOf(names);
    await fill(env.DB, level);
    const before = await snapshot(env.DB, level);
    await env.DB.batch([
      env.DB.prepare("DELETE FROM comment_likes WHERE comment_id = 'mig-c3'"),
      env.DB.prepare("UPDATE comments SET likes = likes + 1 WHERE id = 'mig-c3'"),
      env.DB.prepare("UPDATE campaigns SET paid_for_by = NULL WHERE id = 'mig-k1'"),
      env.DB.prepare("DROP TABLE ad_events"),
    ]);
    const problems = await verify(env.DB, before);
    expect(problems).toContain('comment_likes ["mig-c3","mig-u1"]: the row is gone');
    expect(problems).toContain('campaigns ["mig-k1"]: paid_for_by was "Clean Rivers Trust", is now null');
    expect(problems).toContain("table ad_events is gone, and its 4 rows with it");
    // The like's trigger took it back (0), the rebuild's own count (+1) is wrong.
    expect(problems).toContain('comments.likes of ["mig-c3"] is 1, but counts 0');
  });

  it("refuses to fill a table or column it has no fixture for, naming what to add", async () => {
    await databaseAt(migrations.length);
    await env.DB.batch([
      env.DB.prepare("CREATE TABLE ad_planted (campaign_id text NOT NULL, viewer text NOT NULL)"),
      env.DB.prepare("ALTER TABLE votes ADD weight integer DEFAULT 1 NOT NULL"),
    ]);
    await expect(fill(env.DB, levelOf(names) + 1)).rejects.toThrow(/table ad_planted has no fixture/);
    await expect(fill(env.DB, levelOf(names) + 1)).rejects.toThrow(/column votes\.weight has no fixture value/);
  });
});
