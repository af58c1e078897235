/**
 * What the news doors answer (docs/api.md "News"), for the OpenAPI contract and the tests that
 * check real answers against it (app/utils/api.responses.ts).
 */
import * as z from "~/utils/zod";

import { FEED_ERROR_KINDS, FEED_OUTCOMES, LANGUAGES, NEWS_RUN_TRIGGERS, REGIONS } from "~/db/enums";

import { count, timestamp } from "~/utils/api.responses";

import { RUN_ERROR_KINDS } from "./runs.server";

/** GET /api/news/headlines. */
export const headlineListSchema = z.array(
  z.strictObject({
    id: z.string(),
    title: z.string(),
    source: z.string(),
    url: z.string(),
    region: z.enum(REGIONS),
    language: z.enum(LANGUAGES),
    publishedAt: timestamp,
  }),
);

/** A news run's report (docs/news.md). */
export const newsRunSchema = z.strictObject({
  id: z.string(),
  trigger: z.enum(NEWS_RUN_TRIGGERS),
  status: z.enum(["succeeded", "failed", "skipped"]),
  startedAt: timestamp,
  finishedAt: timestamp,
  feedsFetched: count,
  headlinesNew: count,
  debatesNew: count,
  errors: z.array(
    z.strictObject({
      feed: z.string(),
      message: z.string(),
      kind: z.enum(RUN_ERROR_KINDS).optional(),
    }),
  ),
  feeds: z.array(
    z.strictObject({
      url: z.string(),
      region: z.enum(REGIONS),
      outcome: z.enum(FEED_OUTCOMES),
      errorKind: z.enum(FEED_ERROR_KINDS).nullable(),
      httpStatus: z.number().int().nullable(),
      errorMessage: z.string().nullable(),
      itemsRead: count,
      itemsKept: count,
      itemsUndated: count,
    }),
  ),
});

/** 200 of POST /api/news/generate-debates. */
export const newsRunDoneSchema = z.strictObject({ success: z.literal(true), run: newsRunSchema });

/** 409 (a run is in progress) and 502 (the run failed) of POST /api/news/generate-debates. */
export const newsRunRefusedSchema = z.strictObject({ error: z.string(), run: newsRunSchema });
