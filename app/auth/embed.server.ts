/**
 * Who is voting in a debate's embed, when the embed sits in another site's page (docs/embed.md).
 *
 * Inside another site's page, our session cookie (SameSite=Lax) is never sent, and browsers that
 * block third-party cookies would drop any other cookie of ours. So the embed has its own session:
 *
 *   1. the citizen signs in (or is already signed in) in our sign-in window, `/embed/auth`, a page
 *      of our own site opened by the embed; it writes a **handover**, a session row that lives two
 *      minutes and no cookie holds, and gives its token to the embed that opened it
 *      (`postMessage` to our own origin only);
 *   2. the embed posts the token to its own action, which claims the handover once (a new session,
 *      the handover deleted: app/models/sessions.server.ts `claimHandover`) and sets `ds_embed`:
 *      `HttpOnly; Secure; SameSite=None; Partitioned; Path=/embed`. Partitioned (CHIPS): the
 *      browser keeps it for that one embedding site only, and it works where third-party cookies
 *      are blocked. Path=/embed: no other page of the site ever reads it.
 *
 * It is an ordinary server-side session: it appears among the citizen's sessions, signing out
 * everywhere ends it, and an account claimed by its address's owner loses it with the others.
 *
 * Every form of the embed carries `csrf`, an HMAC of the session under the session secret, which
 * the page around the frame cannot read; the vote itself needs a second, signed confirmation
 * (`confirmToken`) at least CONFIRM_MIN_AGE_MS old, against clickjacking.
 */
import { createCookie } from "~/utils/remix.server";

import type { LoadContext } from "~/context.server";
import type { Position, User } from "~/db/schema";
import { hmacSha256, sha256Hex, verifyHmacSha256 } from "~/utils/crypto";

import {
  claimHandover,
  currentSessionId,
  deleteSession,
  getSessionUser,
  HANDOVER_TTL_MS,
  insertSession,
  newSessionRow,
  userOfSessionToken,
} from "~/models/accounts";
import { randomToken } from "~/utils/tokens.server";

const EMBED_COOKIE = "ds_embed";
/** The cookie outlives the server-side expiry, as the site's does; the server decides when it ends. */
const COOKIE_MAX_AGE = 400 * 24 * 3600;
/** The confirmation of a vote is refused sooner than this after the choice (a double click is not a vote). */
const CONFIRM_MIN_AGE_MS = 1_000;
/** …and later than this (choose again). */
const CONFIRM_MAX_AGE_MS = 10 * 60_000;

/**
 * `Secure` and `SameSite=None` always (a cookie that must be sent inside another site's frame
 * needs both; browsers accept Secure cookies from http://localhost, where development and the
 * tests run), `Partitioned` for CHIPS.
 */
function embedCookie(context: LoadContext) {
  return createCookie(EMBED_COOKIE, {
    path: "/embed",
    httpOnly: true,
    secure: true,
    sameSite: "none",
    partitioned: true,
    maxAge: COOKIE_MAX_AGE,
    secrets: [context.config.sessionSecret],
  });
}

async function readEmbedToken(context: LoadContext, request: Request): Promise<string | null> {
  const value: unknown = await embedCookie(context).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length >= 32 ? value : null;
}

/** Who the embed acts for, and the session that proves it (its id: the token's SHA-256). */
export interface EmbedViewer {
  user: User;
  sessionId: string;
  /** "embed": the embed's own session (`ds_embed`); "site": the site's, sent when the frame is same-site. */
  via: "embed" | "site";
}

/** The embed's viewer: its own session first, else the site's session (a same-site frame, or the embed opened alone). */
export async function getEmbedViewer(context: LoadContext, request: Request): Promise<EmbedViewer | null> {
  const token = await readEmbedToken(context, request);
  if (token) {
    const user = await userOfSessionToken(context, token);
    if (user) return { user, sessionId: await sha256Hex(token), via: "embed" };
  }
  const user = await getSessionUser(context, request);
  const sessionId = user ? await currentSessionId(context, request) : null;
  return user && sessionId ? { user, sessionId, via: "site" } : null;
}

/**
 * The sign-in window's handover for the signed-in `userId`: a session row that expires in two
 * minutes and that no cookie holds; its token goes to the embed, which claims it once.
 */
export async function writeHandover(context: LoadContext, request: Request, userId: string): Promise<string> {
  const token = randomToken();
  await insertSession(context.db, { ...(await newSessionRow(context, request, token, HANDOVER_TTL_MS)), userId });
  return token;
}

/**
 * Claims a handover token for the embed: a new session and the `ds_embed` cookie that holds it
 * (Set-Cookie), or null when the token is unknown, expired or already used.
 */
export async function claimEmbedSession(context: LoadContext, request: Request, handoverToken: string) {
  const token = randomToken();
  const userId = await claimHandover(
    context.db,
    await sha256Hex(handoverToken),
    await newSessionRow(context, request, token),
  );
  return userId ? { userId, setCookie: await embedCookie(context).serialize(token) } : null;
}

/** Ends the embed's own session (on the server) and clears its cookie; the site's session is untouched. */
export async function endEmbedSession(context: LoadContext, request: Request) {
  const token = await readEmbedToken(context, request);
  if (token) await deleteSession(context.db, await sha256Hex(token));
  return embedCookie(context).serialize("", { maxAge: 0 });
}

// ---------------------------------------------------------------- form tokens

/** The embed forms' anti-forgery token: bound to the session, unreadable by the page around the frame. */
export function embedCsrf(context: LoadContext, sessionId: string): Promise<string> {
  return hmacSha256(context.config.sessionSecret, `embed-csrf\n${sessionId}`);
}

export function checkEmbedCsrf(context: LoadContext, sessionId: string, csrf: string): Promise<boolean> {
  return verifyHmacSha256(context.config.sessionSecret, `embed-csrf\n${sessionId}`, csrf);
}

/** What a confirmation confirms: a side, or (the sign-in window without one) only the embed's sign-in. */
export type Choice = Position | "signin";

const confirmMessage = (sessionId: string, debateId: string, choice: Choice, issuedAt: number) =>
  `embed-confirm\n${sessionId}\n${debateId}\n${choice}\n${issuedAt}`;

/**
 * The second step's token: this session, this debate, this choice, issued now
 * ("choice.issuedAt.signature"). The embed's confirmation and the sign-in window's button carry it.
 */
export async function confirmToken(
  context: LoadContext,
  sessionId: string,
  debateId: string,
  choice: Choice,
  now = Date.now(),
): Promise<string> {
  const signature = await hmacSha256(context.config.sessionSecret, confirmMessage(sessionId, debateId, choice, now));
  return `${choice}.${now}.${signature}`;
}

type ConfirmCheck =
  | { ok: true; choice: Choice }
  | { ok: false; reason: "invalid" | "expired" }
  | { ok: false; reason: "tooSoon"; choice: Choice };

/**
 * Whether `token` confirms a choice of this session on this debate, and is neither too fresh (a
 * double click, or a window slipped under the cursor between two clicks) nor too old.
 */
export async function checkConfirmToken(
  context: LoadContext,
  sessionId: string,
  debateId: string,
  token: string,
  now = Date.now(),
): Promise<ConfirmCheck> {
  const match = /^(for|against|signin)\.(\d{13})\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const choice = match[1] as Choice;
  const issuedAt = Number(match[2]);
  const signed = await verifyHmacSha256(
    context.config.sessionSecret,
    confirmMessage(sessionId, debateId, choice, issuedAt),
    match[3] ?? "",
  );
  if (!signed) return { ok: false, reason: "invalid" };
  const age = now - issuedAt;
  if (age > CONFIRM_MAX_AGE_MS || age < -60_000) return { ok: false, reason: "expired" };
  if (age < CONFIRM_MIN_AGE_MS) return { ok: false, reason: "tooSoon", choice };
  return { ok: true, choice };
}
