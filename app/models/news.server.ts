/** What the Live News Integration panel shows: the last runs and each feed's health. */
import { asc, desc, ne } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { feedState, newsRuns } from "~/db/schema";

export interface NewsRunSummary {
  id: string;
  trigger: "cron" | "manual";
  status: "running" | "succeeded" | "failed" | "skipped";
  startedAt: string;
  finishedAt: string | null;
  feedsFetched: number;
  headlinesNew: number;
  debatesNew: number;
  errors: { feed: string; message: string }[];
}

function parseErrors(raw: string): NewsRunSummary["errors"] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((e): e is { feed: string; message: string } => typeof e?.message === "string")
      : [];
  } catch {
    return [];
  }
}

export async function getNewsStatus(db: Database, now = new Date()) {
  const [runs, feeds] = await Promise.all([
    db.select().from(newsRuns).where(ne(newsRuns.status, "skipped")).orderBy(desc(newsRuns.startedAt)).limit(5),
    db.select().from(feedState).orderBy(asc(feedState.region), asc(feedState.url)),
  ]);
  const summaries: NewsRunSummary[] = runs.map((run) => ({ ...run, errors: parseErrors(run.errors) }));
  const lastFinished = summaries.find((r) => r.status === "succeeded" && r.finishedAt);
  return {
    lastRun: summaries[0] ?? null,
    recentRuns: summaries,
    minutesSinceLastGeneration: lastFinished?.finishedAt
      ? Math.max(0, Math.floor((now.getTime() - Date.parse(lastFinished.finishedAt)) / 60_000))
      : null,
    feeds,
  };
}
export type NewsStatus = Awaited<ReturnType<typeof getNewsStatus>>;
