/**
 * "Your Impact This Week": real figures from the data, cached in KV for five minutes.
 *   citizens: registered accounts; liveDebates: debates with a counted vote or a comment in the
 *   last 7 days; countries: distinct countries accounts signed up from; votesCast: the counted
 *   votes (those of confirmed e-mails, as every debate's figures: docs/security.md), summed from
 *   the debates' counters.
 */
import { sql } from "drizzle-orm";

import type { LoadContext } from "~/context.server";
import { readThrough } from "~/utils/cache.server";

export interface ImpactFigures {
  citizens: number;
  liveDebates: number;
  countries: number;
  votesCast: number;
}

const KEY = "impact:v1";
const TTL_SECONDS = 300;

export async function computeImpactFigures(context: Pick<LoadContext, "db">, now = new Date()): Promise<ImpactFigures> {
  const since = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const [row] = await context.db.all<ImpactFigures>(sql`SELECT
      (SELECT count(*) FROM users) AS citizens,
      (SELECT count(*) FROM (SELECT debate_id FROM votes WHERE created_at >= ${since} AND counted = 1
                             UNION SELECT debate_id FROM comments WHERE created_at >= ${since})) AS liveDebates,
      (SELECT count(DISTINCT country) FROM users WHERE country IS NOT NULL) AS countries,
      (SELECT coalesce(sum(for_count + against_count), 0) FROM debates) AS votesCast`);
  return row ?? { citizens: 0, liveDebates: 0, countries: 0, votesCast: 0 };
}

export function getImpactFigures(context: LoadContext): Promise<ImpactFigures> {
  return readThrough(context, KEY, TTL_SECONDS, () => computeImpactFigures(context));
}
