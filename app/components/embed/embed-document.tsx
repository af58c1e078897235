/**
 * The embed of a debate (docs/embed.md): a whole small document, rendered to HTML on the server
 * (app/routes/embed.debates.$debateId.tsx), never hydrated. Its own few lines of CSS and one
 * small script, both carrying the response's nonce; everything works without the script: plain
 * forms post to the embed's own action, and a visitor's vote opens our sign-in window in a new tab.
 */
import type { Position } from "~/db/schema";
import type { Translate } from "~/utils/http.server";
import { formatNumber, formatPercent } from "~/utils/format";

interface EmbedDebate {
  id: string;
  title: string;
  /** The language of `title` (a translation's, or the original's). */
  titleLang: string;
  forPercentage: number | null;
  againstPercentage: number | null;
  forCount: number;
  againstCount: number;
  participantCount: number;
}

export type EmbedStep =
  | { kind: "idle" }
  /** The second step of a vote: the side chosen, its signed confirmation. */
  | { kind: "confirm"; position: Position; token: string };

interface EmbedDocumentProps {
  lang: string;
  nonce: string;
  t: Translate;
  /** null: unknown or hidden debate (the 404 page). */
  debate: EmbedDebate | null;
  /** The embed's own address (its forms post here), with `?lang=` when the embed has one. */
  self: string;
  /** The sign-in window's address (GET form), and the language it opens in when the embed has one. */
  popup: { action: string; lng: string | null };
  viewer: { name: string; csrf: string; canSignOut: boolean } | null;
  yourPosition: Position | null;
  /** The viewer's vote is recorded but not counted yet (e-mail not confirmed). */
  pending: boolean;
  step: EmbedStep;
  message: { text: string; tone: "info" | "error" } | null;
}

const STYLE = `*{box-sizing:border-box}html{color-scheme:light}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari","Noto Sans Bengali",sans-serif;color:#0f172a;background:#fff}
main{padding:14px 16px;border:1px solid #cbd5e1;border-radius:12px;min-height:100vh}
h1{font-size:18px;line-height:1.3;margin:0 0 10px}
p{margin:6px 0}.s{font-size:13px;color:#334155}
.f{display:flex;justify-content:space-between;gap:8px;font-weight:600;font-size:14px}.y{color:#166534}.n{color:#991b1b}
svg{display:block;width:100%;height:10px;border-radius:5px;margin:4px 0}
form{margin:0}.r{display:flex;flex-wrap:wrap;gap:8px;margin-top:10px}
fieldset{border:0;padding:0;margin:10px 0 0}legend{font-weight:600;font-size:14px;padding:0}
button,.b{font:inherit;font-weight:600;min-height:44px;padding:8px 16px;border-radius:8px;border:2px solid #334155;background:#fff;color:#0f172a;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}
.bf{border-color:#166534;color:#166534}.ba{border-color:#991b1b;color:#991b1b}.bp{background:#3730a3;border-color:#3730a3;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #4338ca;outline-offset:2px}
.m{padding:8px 10px;border-radius:8px;background:#eef2ff}.e{background:#fef2f2;color:#7f1d1d}
.q{margin-top:16px;padding-top:10px;border-top:1px solid #e2e8f0}
a{color:#3730a3}.l{background:none;border:0;padding:0;min-height:24px;color:#3730a3;text-decoration:underline;font-weight:400}`;

/**
 * With JavaScript, a visitor's vote opens our sign-in window as a pop-up (the form's own new tab
 * otherwise); the window hands back a one-time token with postMessage, from our origin only, and
 * the embed posts it to its action for its own session. When the window closes without one (a
 * sign-in that left our pages), the embed reloads to show the figures as they are.
 */
const SCRIPT = `(function(){var w,x=document.getElementById("ds-x");if(!x)return;
document.querySelectorAll("form[data-popup]").forEach(function(f){f.addEventListener("submit",function(e){
var q=new URLSearchParams(new FormData(f,e.submitter));w=window.open(f.action+"?"+q,"debatestorm-vote","popup,width=520,height=720");
if(!w)return;e.preventDefault();var i=setInterval(function(){if(w.closed){clearInterval(i);if(!x.dataset.sent)location.reload()}},1000)})});
addEventListener("message",function(e){var d=e.data;if(e.origin!==location.origin||e.source!==w||!d||d.type!=="debatestorm:embed-token"||typeof d.token!=="string")return;
x.elements.token.value=d.token;x.dataset.sent="1";x.submit()})})();`;

function Figures({ debate, lang, t }: { debate: EmbedDebate; lang: string; t: Translate }) {
  if (debate.forPercentage === null || debate.againstPercentage === null) {
    return <p className="s">{t("debate.noVotes")}</p>;
  }
  return (
    <div data-testid="embed-figures">
      <p className="f">
        <span className="y">{`${t("debate.support")} ${formatPercent(debate.forPercentage, lang)} (${formatNumber(debate.forCount, lang)})`}</span>
        <span className="n">{`${t("debate.against")} ${formatPercent(debate.againstPercentage, lang)} (${formatNumber(debate.againstCount, lang)})`}</span>
      </p>
      <svg
        viewBox="0 0 100 10"
        preserveAspectRatio="none"
        role="img"
        aria-label={t("debate.barLabel", { support: debate.forPercentage, against: debate.againstPercentage })}
      >
        <rect width="100" height="10" fill="#dc2626" />
        <rect width={debate.forPercentage} height="10" fill="#16a34a" />
      </svg>
    </div>
  );
}

function VoteArea(props: EmbedDocumentProps & { debate: EmbedDebate }) {
  const { t, debate, viewer, yourPosition, pending, step, self, popup } = props;
  if (yourPosition) {
    return (
      <>
        <p className="m" data-testid="embed-your-vote">
          {yourPosition === "for" ? t("vote.youSupported") : t("vote.youOpposed")}
        </p>
        {pending ? <p className="s">{t("vote.pending")}</p> : null}
      </>
    );
  }
  if (!viewer) {
    // A visitor: each side opens our sign-in window (a new tab without JavaScript), where they
    // sign in and confirm; the vote is cast there, on our own site.
    return (
      <form method="get" action={popup.action} target="_blank" data-popup="">
        <input type="hidden" name="debate" value={debate.id} />
        {popup.lng ? <input type="hidden" name="lng" value={popup.lng} /> : null}
        <VoteButtons t={t} />
        <p className="s">{t("embed.visitorNote")}</p>
      </form>
    );
  }
  if (step.kind === "confirm") {
    // The second step, somewhere else than the first: a click meant for the page around the
    // frame (or a double click) cannot land on it by accident.
    return (
      <form method="post" action={self} data-testid="embed-confirm">
        <p className="m">
          <strong>{step.position === "for" ? t("embed.confirmFor") : t("embed.confirmAgainst")}</strong>
        </p>
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="confirm" value={step.token} />
        <input type="hidden" name="csrf" value={viewer.csrf} />
        <div className="r">
          <a className="b" href={self}>
            {t("embed.cancel")}
          </a>
          <button type="submit" className="bp">
            {t("embed.confirm")}
          </button>
        </div>
      </form>
    );
  }
  return (
    <form method="post" action={self}>
      <input type="hidden" name="intent" value="choose" />
      <input type="hidden" name="csrf" value={viewer.csrf} />
      <VoteButtons t={t} />
    </form>
  );
}

export function EmbedDocument(props: EmbedDocumentProps) {
  const { lang, nonce, t, debate, viewer, message, self } = props;
  const title = debate ? t("embed.documentTitle", { title: debate.title }) : t("embed.notFound");
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <main>
          {debate ? (
            <>
              <h1 lang={debate.titleLang}>{debate.title}</h1>
              <Figures debate={debate} lang={lang} t={t} />
              <p className="s" data-testid="embed-participants">
                {t("debate.participants", { count: debate.participantCount })}
              </p>
              {message ? (
                <p
                  className={message.tone === "error" ? "m e" : "m"}
                  role={message.tone === "error" ? "alert" : "status"}
                >
                  {message.text}
                </p>
              ) : null}
              <VoteArea {...props} debate={debate} />
              <p className="q">
                <a href={`/debates/${encodeURIComponent(debate.id)}`} target="_blank" rel="noopener">
                  {`${t("embed.joinDiscussion")} `}
                  <span className="s">{t("embed.opensNewTab")}</span>
                </a>
              </p>
              {viewer ? (
                <div className="r s">
                  <span>{t("embed.votingAs", { name: viewer.name })}</span>
                  {viewer.canSignOut ? (
                    <form method="post" action={self}>
                      <input type="hidden" name="intent" value="signOut" />
                      <input type="hidden" name="csrf" value={viewer.csrf} />
                      <button type="submit" className="l">
                        {t("embed.signOut")}
                      </button>
                    </form>
                  ) : null}
                </div>
              ) : (
                // Where the sign-in window's token comes back to (the script fills and posts it).
                <form id="ds-x" method="post" action={self} hidden>
                  <input type="hidden" name="intent" value="exchange" />
                  <input type="hidden" name="token" value="" />
                </form>
              )}
            </>
          ) : (
            <>
              <h1>{t("embed.notFound")}</h1>
              <p>
                <a href="/" target="_blank" rel="noopener">
                  {`${t("app.name")} `}
                  <span className="s">{t("embed.opensNewTab")}</span>
                </a>
              </p>
            </>
          )}
        </main>
        {debate && !viewer ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} /> : null}
      </body>
    </html>
  );
}

/** The two sides, as submit buttons of the form around them (the visitor's and the signed-in reader's). */
function VoteButtons({ t }: { t: EmbedDocumentProps["t"] }) {
  return (
    <fieldset>
      <legend>{t("embed.voteLegend")}</legend>
      <div className="r">
        <button type="submit" name="position" value="for" className="bf">
          {t("debate.support")}
        </button>
        <button type="submit" name="position" value="against" className="ba">
          {t("debate.against")}
        </button>
      </div>
    </fieldset>
  );
}
