/**
 * GET /embed/debates/{id}[?lang=en|hi|bn]: a debate's embed, the page other sites frame
 * (docs/embed.md): its title, the bar with the public (counted) figures, the participants, the
 * vote, and a link to the discussion here. Its own small document (app/components/embed/
 * embed-document.tsx), never Remix's shell: no framework script, a few lines of CSS, a tiny script
 * that only opens the sign-in window. The only answer of the site that other sites may frame
 * (app/utils/security-headers.server.ts: `frame-ancestors *`, no X-Frame-Options).
 *
 * POST, its forms (app/models/debates/embed.schema.ts): `choose` a side, then `confirm` it (the vote, with
 * the site's own vote function), `exchange` the sign-in window's token for the embed's session,
 * `signOut` of it. The cross-site refusal (app/utils/origin.server.ts) runs first, as for every
 * post: the frame's forms come from our own origin, another page's do not.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderToReadableStream } from "react-dom/server";

import {
  checkConfirmToken,
  checkEmbedCsrf,
  claimEmbedSession,
  confirmToken,
  embedCsrf,
  endEmbedSession,
  getEmbedViewer,
  type EmbedViewer,
} from "~/auth/embed.server";
import { EmbedDocument, type EmbedStep } from "~/components/embed/embed-document";
import type { LoadContext } from "~/context.server";
import type { Position } from "~/db/schema";
import type { SupportedLanguage } from "~/i18n/config";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { counterDoor, getDebate, redrawCardSoon, withTranslation, ownVote, vote } from "~/models/debates";
import { embedFormSchema, embedLanguage } from "~/models/debates";
import { displayName } from "~/utils/display-name";
import { readForm } from "~/utils/action.server";
import { shownText } from "~/utils/debate-text";
import { embedPath } from "~/utils/embed";
import { localRedirect } from "~/utils/redirect.server";
import { embedContentSecurityPolicy } from "~/utils/security-headers.server";

interface Render {
  status?: number;
  step?: EmbedStep;
  message?: { key: string; tone: "info" | "error"; values?: Record<string, string | number> } | null;
  headers?: [string, string][];
}

/** The embed's language: `?lang=`, else the reader's (cookies when same-site, then Accept-Language). */
async function embedLocale(request: Request): Promise<{ lang: SupportedLanguage; explicit: boolean }> {
  const asked = embedLanguage.parse(new URL(request.url).searchParams.get("lang") ?? undefined);
  return asked ? { lang: asked, explicit: true } : { lang: await getLocale(request), explicit: false };
}

async function render(context: LoadContext, request: Request, debateId: string, options: Render = {}) {
  const { lang, explicit } = await embedLocale(request);
  const [t, found, viewer] = await Promise.all([
    getFixedT(lang),
    /^[\w-]{1,64}$/.test(debateId) ? getDebate(context.db, debateId) : Promise.resolve(null),
    getEmbedViewer(context, request),
  ]);
  const self = embedPath(debateId, explicit ? lang : null);
  let debate = null;
  let yourPosition: Position | null = null;
  if (found) {
    const [reader, vote] = await Promise.all([
      withTranslation(context.db, found, lang),
      viewer ? ownVote(context.db, context.env.DEBATE_COUNTER, found.id, viewer.user.id) : Promise.resolve(null),
    ]);
    const shown = shownText(reader);
    debate = { ...found, title: shown.title, titleLang: shown.lang };
    yourPosition = vote;
  }
  // The streaming renderer, read to the end: the page Worker carries no other (decision 0099).
  const stream = await renderToReadableStream(
    <EmbedDocument
      lang={lang}
      nonce={context.nonce}
      t={t}
      debate={debate}
      self={self}
      popup={{ action: "/embed/auth", lng: explicit ? lang : null }}
      viewer={
        viewer
          ? {
              name: displayName(viewer.user),
              csrf: await embedCsrf(context, viewer.sessionId),
              canSignOut: viewer.via === "embed",
            }
          : null
      }
      yourPosition={yourPosition}
      pending={Boolean(yourPosition && viewer && !viewer.user.emailConfirmedAt)}
      step={options.step ?? { kind: "idle" }}
      message={
        options.message
          ? { text: t(options.message.key, options.message.values ?? {}), tone: options.message.tone }
          : null
      }
    />,
  );
  await stream.allReady;
  // It writes the doctype itself (the root is <html>) and marks text-node boundaries for hydration
  // with <!-- -->; nothing hydrates the embed, and text it prints is escaped, so the marks go.
  const html = (await new Response(stream).text()).replaceAll("<!-- -->", "");
  const headers = new Headers(options.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set(
    "Content-Security-Policy",
    embedContentSecurityPolicy(context.nonce, new URL(request.url).protocol === "https:"),
  );
  // A visitor's embed is the same for everyone reading in that language: shared caches may keep it a
  // minute. A signed-in one holds the viewer's side and form tokens: never stored.
  headers.set("Cache-Control", viewer ? "private, no-store" : "public, max-age=60");
  headers.set("Vary", "Accept-Language, Cookie");
  return new Response(html, { status: options.status ?? (debate ? 200 : 404), headers });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return render(context, request, params.debateId ?? "");
}

export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  const debateId = params.debateId ?? "";
  const form = await readForm(args);
  const { lang, explicit } = await embedLocale(request);
  const back = () => localRedirect(embedPath(debateId, explicit ? lang : null), 303);
  const parsed = embedFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return render(context, request, debateId, {
      status: 400,
      message: { key: parsed.error.issues[0]?.message ?? "errors.unknownForm", tone: "error" },
    });
  }
  const input = parsed.data;

  if (input.intent === "exchange") {
    const claimed = await claimEmbedSession(context, request, input.token);
    if (!claimed) {
      return render(context, request, debateId, {
        status: 400,
        message: { key: "embed.errors.handoverExpired", tone: "error" },
      });
    }
    const response = back();
    response.headers.append("Set-Cookie", claimed.setCookie);
    return response;
  }

  const viewer = await getEmbedViewer(context, request);
  if (!viewer) {
    return render(context, request, debateId, {
      status: 401,
      message: { key: "embed.errors.signInFirst", tone: "error" },
    });
  }
  if (!(await checkEmbedCsrf(context, viewer.sessionId, input.csrf))) {
    return render(context, request, debateId, {
      status: 403,
      message: { key: "embed.errors.expiredForm", tone: "error" },
    });
  }

  if (input.intent === "signOut") {
    const response = back();
    if (viewer.via === "embed") response.headers.append("Set-Cookie", await endEmbedSession(context, request));
    return response;
  }

  if (input.intent === "choose") {
    return render(context, request, debateId, {
      step: {
        kind: "confirm",
        position: input.position,
        token: await confirmToken(context, viewer.sessionId, debateId, input.position),
      },
    });
  }

  return confirmVote(context, request, debateId, viewer, input.confirm, back);
}

/** The second step: a signed, not too fresh, not too old confirmation of this session's choice, then the vote. */
async function confirmVote(
  context: LoadContext,
  request: Request,
  debateId: string,
  viewer: EmbedViewer,
  token: string,
  back: () => Response,
) {
  const check = await checkConfirmToken(context, viewer.sessionId, debateId, token);
  if (!check.ok && check.reason === "tooSoon" && check.choice !== "signin") {
    // Too quick to be a considered second click (a double click): ask once more, from now.
    return render(context, request, debateId, {
      status: 400,
      step: {
        kind: "confirm",
        position: check.choice,
        token: await confirmToken(context, viewer.sessionId, debateId, check.choice),
      },
      message: { key: "embed.confirmAgain", tone: "error" },
    });
  }
  if (!check.ok || check.choice === "signin") {
    return render(context, request, debateId, {
      status: 400,
      message: { key: "embed.errors.confirmExpired", tone: "error" },
    });
  }
  // The site's own vote: one per citizen and debate, counted only for a confirmed e-mail.
  const result = await vote(
    context.db,
    { debateId, userId: viewer.user.id, position: check.choice },
    counterDoor(context.env, viewer.user),
  );
  if (result.ok) {
    if (result.counted) redrawCardSoon(context, debateId);
    return back();
  }
  if (result.status === 400) return back(); // Voted already: the embed shows the side that stands.
  return render(context, request, debateId, {
    status: result.status,
    headers: result.status === 503 ? [["Retry-After", String(result.retryAfter)]] : [],
    message: { key: result.error.key, values: result.error.values, tone: "error" },
  });
}
