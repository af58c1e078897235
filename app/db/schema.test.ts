/**
 * The drizzle schema and the database built by the real migrations must agree:
 * same tables, columns (type, NOT NULL, default, primary key), indexes (columns,
 * uniqueness), foreign keys and CHECK constraints.
 */
import { env } from "cloudflare:test";
import { getTableName } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";

import { allTables } from "./tables";

const tables = allTables;

async function all<T>(query: string, ...params: unknown[]) {
  const { results } = await env.DB.prepare(query)
    .bind(...params)
    .all<T>();
  return results;
}

function normaliseDefault(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? "1" : "0";
  // SQLite reads the keywords TRUE and FALSE as 1 and 0 (drizzle-kit writes them for boolean columns).
  const text = String(value).replace(/^'(.*)'$/, "$1");
  return text === "false" ? "0" : text === "true" ? "1" : text;
}

describe("schema and migrations", () => {
  it("has exactly the schema's tables", async () => {
    const rows = await all<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    );
    // Besides drizzle's tables: the home page's FTS5 search table and the shadow tables SQLite keeps
    // for it (migrations/0017_home-feed-triggers.sql, docs/home-page.md).
    const search = [
      "debates_search",
      ...["config", "content", "data", "docsize", "idx"].map((s) => `debates_search_${s}`),
    ];
    expect(rows.map((r) => r.name).sort()).toEqual([...tables.map((t) => getTableName(t)), ...search].sort());
  });

  it("has the counters', trending and search triggers (docs/decisions/0009-counters.md, 0095-counted-votes.md, docs/home-page.md)", async () => {
    const rows = await all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name");
    expect(rows.map((r) => r.name)).toEqual([
      "ad_viewers_count_insert",
      "comment_likes_count_delete",
      "comment_likes_counted_guard",
      "comment_likes_counted_insert",
      "comment_likes_counted_update",
      "comment_reactions_count_delete",
      "comment_reactions_count_update",
      "comment_reactions_counted_guard",
      "comment_reactions_counted_insert",
      "comment_reactions_pending_delete",
      "comment_reactions_pending_insert",
      "comment_reactions_pending_update",
      "comments_counted_author_change",
      "comments_counted_guard",
      "comments_counted_insert",
      "comments_counted_update",
      "comments_participants_author_removed",
      "comments_participants_delete",
      "comments_participants_insert",
      "debates_search_delete",
      "debates_search_insert",
      "debates_search_update",
      "debates_trend_insert",
      "expert_ratings_counted_guard",
      "expert_ratings_counted_insert",
      "expert_ratings_likes_delete",
      "expert_ratings_likes_update",
      "participants_count_delete",
      "participants_counted_guard",
      "participants_counted_insert",
      "participants_counted_update",
      "users_common_ground_verified_change",
      "users_counted_change",
      "users_engagement_counted_change",
      "users_reactions_counted_change",
      "users_verified_change",
      "votes_common_ground_pending_insert",
      "votes_common_ground_pending_update",
      "votes_counted_guard",
      "votes_counted_insert",
      "votes_counted_update",
      "votes_counters_delete",
      "votes_counters_insert",
      "votes_verified_delete",
      "votes_verified_insert",
      "votes_verified_update",
    ]);
  });

  describe.each(tables.map((t) => [getTableName(t), t] as const))("table %s", (name, table) => {
    const config = getTableConfig(table);

    it("has the same columns", async () => {
      const actual = await all<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>(
        `SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?)`,
        name,
      );
      const compositePk = config.primaryKeys[0]?.columns.map((c) => c.name) ?? [];
      const expected = config.columns.map((c) => ({
        name: c.name,
        type: c.getSQLType().toUpperCase(),
        notnull: c.notNull ? 1 : 0,
        dflt_value: normaliseDefault(c.default),
        pk: c.primary ? 1 : compositePk.includes(c.name) ? compositePk.indexOf(c.name) + 1 : 0,
      }));
      const sortByName = <T extends { name: string }>(rows: T[]) =>
        [...rows].sort((a, b) => a.name.localeCompare(b.name));
      expect(sortByName(actual.map((c) => ({ ...c, dflt_value: normaliseDefault(c.dflt_value) })))).toEqual(
        sortByName(expected),
      );
    });

    it("has the same indexes", async () => {
      const list = await all<{ name: string; unique: number; origin: string }>(
        `SELECT name, "unique", origin FROM pragma_index_list(?) WHERE origin = 'c'`,
        name,
      );
      const actual = await Promise.all(
        list.map(async (index) => ({
          name: index.name,
          unique: index.unique === 1,
          columns: (
            await all<{ name: string }>(`SELECT name FROM pragma_index_info(?) ORDER BY seqno`, index.name)
          ).map((c) => c.name),
        })),
      );
      const expected = config.indexes.map((index) => ({
        name: index.config.name,
        unique: index.config.unique,
        columns: index.config.columns.map((c) => ("name" in c ? c.name : String(c))),
      }));
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      expect(actual.sort(byName)).toEqual(expected.sort(byName));
    });

    it("has the same foreign keys", async () => {
      const actual = await all<{ table: string; from: string; to: string; on_delete: string }>(
        `SELECT "table", "from", "to", on_delete FROM pragma_foreign_key_list(?)`,
        name,
      );
      const expected = config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        return {
          table: getTableName(ref.foreignTable),
          from: ref.columns.map((c) => c.name).join(","),
          to: ref.foreignColumns.map((c) => c.name).join(","),
          on_delete: (fk.onDelete ?? "no action").toUpperCase(),
        };
      });
      const key = (f: { from: string }) => f.from;
      expect(actual.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
        expected.sort((a, b) => key(a).localeCompare(key(b))),
      );
    });

    it("has the same CHECK constraints", async () => {
      const [row] = await all<{ sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", name);
      const actual = [...(row?.sql ?? "").matchAll(/CONSTRAINT "([^"]+)" CHECK/g)].map((m) => m[1]).sort();
      expect(actual).toEqual(config.checks.map((c) => c.name).sort());
    });
  });
});
