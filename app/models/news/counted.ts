/**
 * What counts in the public figures (docs/security.md, "Vote integrity"): the rows of accounts whose
 * e-mail is confirmed, flagged `counted` by the database's triggers (the counted-votes and
 * counted-engagement migrations). Queries that read recent comments for a public figure (Emerging
 * Topics, the trending badge, the home page's live debates, comment influence) filter with
 * `countedComment`, written literally so that the partial index `comments_counted_created_at_idx`
 * serves it (a bound parameter could not use it) and a flood of uncounted comments is never read.
 */
import { sql } from "drizzle-orm";

import { comments } from "~/db/schema";

export const countedComment = sql`${comments.counted} = 1`;
