/**
 * D1 read replication through the Sessions API (docs/scaling.md "D1 read replicas through the Sessions API").
 *
 * Every request's queries go through one `env.DB.withSession(…)` (the Worker entry, workers/app.ts,
 * builds the request's drizzle handle on it), so D1 may answer reads from the nearest replica while
 * the session stays sequentially consistent: whatever it wrote, its later reads see. Across requests
 * the session's latest bookmark travels in the `ds_d1` cookie and the next request starts from it,
 * so a citizen always reads their own writes (a vote, then the page), even on a replica.
 *
 * Where a session starts:
 *   - a request that may write (any method but GET and HEAD): "first-primary", whatever it carries
 *     (its reads, such as a limit's count, see every citizen's writes, not only this browser's);
 *   - otherwise the bookmark the request carries, if any;
 *   - otherwise "first-primary" for a signed-in citizen (their earlier writes may not have reached a
 *     replica yet), "first-unconstrained" for a visitor (nothing of theirs to wait for).
 * Durable Objects, the cron, the queue consumer and the news Worker use the binding: the primary.
 *
 * The cookie is signed with the session secret like our other cookies: a bookmark grants nothing,
 * but a forged one (from the future) could make D1 wait for a replica that never catches up. An
 * unreadable one is dropped and expired by the Worker entry before anything reads it (APP_COOKIES,
 * app/utils/cookies.server.ts): the request starts as if it had none, never a 500.
 */
import { createCookie } from "~/utils/remix.server";

const BOOKMARK_COOKIE = "ds_d1";

/** A D1 bookmark's shape (D1 writes 8-8-8-32 hex digits; any short word of hex and dashes is accepted). */
export const isBookmark = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f][0-9a-f-]{0,199}$/i.test(value);

function bookmarkCookie(request: Request, secret: string, maxAgeDays: number) {
  return createCookie(BOOKMARK_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    // As long as a session may stay idle.
    maxAge: maxAgeDays * 24 * 3600,
    secrets: [secret],
  });
}

interface D1RequestSession {
  session: D1DatabaseSession;
  /** The bookmark the request carried (readable and ours), or null. */
  carried: string | null;
}

interface Options {
  secret: string;
  maxAgeDays: number;
}

/** Whether a request may write (its session starts on the primary whatever bookmark it carries). */
export const mayWrite = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

/** The D1 session of one request (see the rules above). */
export async function openD1Session(
  d1: D1Database,
  request: Request,
  options: Options & { signedIn: boolean },
): Promise<D1RequestSession> {
  const value: unknown = await bookmarkCookie(request, options.secret, options.maxAgeDays).parse(
    request.headers.get("Cookie"),
  );
  const carried = isBookmark(value) ? value : null;
  const start =
    mayWrite(request) || (!carried && options.signedIn) ? "first-primary" : (carried ?? "first-unconstrained");
  return { session: d1.withSession(start), carried };
}

/**
 * The Set-Cookie value carrying the session's latest bookmark to the next request, or null when the
 * session has none (no query ran) or it is the one the request carried.
 */
export async function bookmarkSetCookie(
  opened: D1RequestSession,
  request: Request,
  options: Options,
): Promise<string | null> {
  const latest = opened.session.getBookmark();
  if (!isBookmark(latest) || latest === opened.carried) return null;
  return bookmarkCookie(request, options.secret, options.maxAgeDays).serialize(latest);
}
