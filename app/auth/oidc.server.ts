/**
 * Sign-in with an external OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID,
 * OIDC_CLIENT_SECRET): the page Worker's side. The protocol (discovery, the authorization-code
 * flow with PKCE and its state cookie, the code exchange, the ID token's verification against the
 * provider's keys) runs in the sign-in Worker (workers/signin, `debatestorm-signin`, through the
 * SIGNIN service binding; docs/decisions/0091-payments-worker.md), so that its libraries are not in
 * the page Worker. What a verified identity means (find, link or create the account, start a
 * session) stays here and in app/models/accounts/users.server.ts (app/routes/api.auth.callback.ts).
 */
import type { LoadContext } from "~/context.server";
import type { ExternalProfile } from "~/models/accounts";
import { publicOrigin } from "~/utils/http.server";
import { serviceRedirect } from "~/utils/redirect.server";

const OIDC_STATE_COOKIE = "ds_oidc";
const CALLBACK_PATH = "/api/auth/callback";

export type OidcProfile = ExternalProfile;

/** What the sign-in Worker needs for one flow: the provider, our client, where to come back. */
export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectURI: string;
  /** The state cookie's name, and whether it is Secure (an https request). */
  stateCookie: string;
  secure: boolean;
};

/** The browser's request as the flow needs it: its address and its cookies. */
export type OidcRequest = { url: string; cookie: string | null };

/** The sign-in Worker's RPC surface (workers/signin/index.ts `SignIn implements SignInApi`). */
export interface SignInApi {
  /** The redirect to the provider, with the state and PKCE cookie; null if the provider cannot be reached (logged there). */
  start(settings: OidcSettings, request: OidcRequest): Promise<{ location: string; setCookies: string[] } | null>;
  /** The callback: the verified identity, or why not (state, code, token or nonce refused). */
  complete(
    settings: OidcSettings,
    request: OidcRequest,
  ): Promise<{ ok: true; profile: OidcProfile } | { ok: false; reason: string }>;
}

function signIn(context: LoadContext): SignInApi {
  // The binding's generated type is a plain Service (wrangler types reads this Worker's config
  // only); its RPC surface is SignInApi, which the sign-in Worker's entrypoint implements.
  return context.env.SIGNIN as unknown as SignInApi;
}

function settingsFor(context: LoadContext, request: Request): OidcSettings | null {
  const config = context.config.oidc;
  if (!config) return null;
  const origin = publicOrigin(context, request);
  if (!origin) return null;
  return {
    issuer: config.issuer,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectURI: `${origin}${CALLBACK_PATH}`,
    stateCookie: OIDC_STATE_COOKIE,
    secure: new URL(request.url).protocol === "https:",
  };
}

const flowRequest = (request: Request): OidcRequest => ({ url: request.url, cookie: request.headers.get("Cookie") });

/**
 * The callback's identity: null when external sign-in is not configured; otherwise the verified
 * profile, or an Error saying why it was refused (to log; the citizen sees a general message).
 */
export async function completeOidcFlow(context: LoadContext, request: Request): Promise<OidcProfile | null> {
  const settings = settingsFor(context, request);
  if (!settings) return null;
  const outcome = await signIn(context).complete(settings, flowRequest(request));
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.profile;
}

/** Set-Cookie values that clear the state cookies remix-auth-oauth2 left behind. */
export function clearStateCookies(request: Request, secure: boolean) {
  const names = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name.startsWith(OIDC_STATE_COOKIE));
  return names.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`);
}

/**
 * Starts the provider's flow: the redirect to its authorization endpoint, carrying the state and
 * PKCE cookie, plus `cookies` of the caller's (where to come back to, a link's intent). Null when
 * external sign-in is not configured or the provider cannot be reached (logged).
 */
export async function startOidcFlow(
  context: LoadContext,
  request: Request,
  cookies: string[],
): Promise<Response | null> {
  const settings = settingsFor(context, request);
  if (!settings) return null;
  try {
    const started = await signIn(context).start(settings, flowRequest(request));
    if (!started) return null;
    const headers = new Headers();
    for (const cookie of [...started.setCookies, ...cookies]) headers.append("Set-Cookie", cookie);
    return serviceRedirect(started.location, { status: 302, headers });
  } catch (error) {
    console.error(`[oidc] could not start: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
