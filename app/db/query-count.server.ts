/**
 * A development-only count of one request's D1 queries (docs/performance.md, "D1 queries per
 * request"): the page Worker wraps the request's D1 session in it when the configuration is not
 * production's and the request asks with `X-Debug-D1: 1`, and answers with `X-D1-Queries:
 * <round trips>; statements=<n>` (a `batch` of n statements is one round trip). Production never
 * wraps anything.
 */
interface QueryCount {
  statements: number;
  batches: number;
  batched: number;
}

/** The session, counting; the count fills as queries are prepared and batched. */
export function countingSession(session: D1DatabaseSession): { session: D1DatabaseSession; count: QueryCount } {
  const count: QueryCount = { statements: 0, batches: 0, batched: 0 };
  const counted = new Proxy(session, {
    get(target, key) {
      if (key === "prepare") {
        return (sql: string) => {
          count.statements++;
          return target.prepare(sql);
        };
      }
      if (key === "batch") {
        return (statements: D1PreparedStatement[]) => {
          count.batches++;
          count.batched += statements.length;
          return target.batch(statements);
        };
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { session: counted, count };
}

/** The header's value: round trips (each statement alone, each batch once), then statements. */
export const queryCountHeader = (c: QueryCount) =>
  `${c.statements - c.batched + c.batches}; statements=${c.statements}`;
