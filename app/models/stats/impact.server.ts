/**
 * "Your Impact This Week": real figures from the data, cached in KV for five minutes. Each counts
 * proven people only, those with a confirmed e-mail (docs/security.md, "Vote integrity"), so flood
 * accounts move none of them:
 *   citizens: accounts with a confirmed e-mail; liveDebates: debates with a counted vote or a
 *   counted comment in the last 7 days; countries: distinct countries those accounts signed up
 *   from; votesCast: the counted votes, summed from the debates' counters.
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

async function computeImpactFigures(context: Pick<LoadContext, "db">, now = new Date()): Promise<ImpactFigures> {
  const since = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const [row] = await context.db.all<ImpactFigures>(sql`SELECT
      (SELECT count(*) FROM users WHERE email_confirmed_at IS NOT NULL) AS citizens,
      (SELECT count(*) FROM (SELECT debate_id FROM votes WHERE created_at >= ${since} AND counted = 1
                             UNION SELECT debate_id FROM comments WHERE created_at >= ${since} AND counted = 1)) AS liveDebates,
      (SELECT count(DISTINCT country) FROM users WHERE country IS NOT NULL AND email_confirmed_at IS NOT NULL) AS countries,
      (SELECT coalesce(sum(for_count + against_count), 0) FROM debates) AS votesCast`);
  return row ?? { citizens: 0, liveDebates: 0, countries: 0, votesCast: 0 };
}

export function getImpactFigures(context: LoadContext): Promise<ImpactFigures> {
  return readThrough(context, KEY, TTL_SECONDS, () => computeImpactFigures(context));
}
