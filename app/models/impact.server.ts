/**
 * "Your Impact This Week": real figures from the data, cached in KV for five minutes.
 *   citizens: registered accounts; liveDebates: debates with a vote or comment in the
 *   last 7 days; countries: distinct countries accounts signed up from; votesCast: all votes.
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
      (SELECT count(*) FROM (SELECT debate_id FROM votes WHERE created_at >= ${since}
                             UNION SELECT debate_id FROM comments WHERE created_at >= ${since})) AS liveDebates,
      (SELECT count(DISTINCT country) FROM users WHERE country IS NOT NULL) AS countries,
      (SELECT count(*) FROM votes) AS votesCast`);
  return row ?? { citizens: 0, liveDebates: 0, countries: 0, votesCast: 0 };
}

export function getImpactFigures(context: LoadContext): Promise<ImpactFigures> {
  return readThrough(context, KEY, TTL_SECONDS, () => computeImpactFigures(context));
}
