/**
 * Sign-in with an external OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID,
 * OIDC_CLIENT_SECRET). remix-auth-oauth2 runs the authorization-code flow with PKCE
 * (S256) and checks `state` against its cookie; here we add the provider's discovery,
 * a nonce bound to that state, and verification of the ID token (signature against
 * the provider's JWKS, issuer, audience, expiry, nonce). The callback then finds,
 * links or creates the account.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { Authenticator } from "remix-auth";
import { CodeChallengeMethod, OAuth2Strategy } from "remix-auth-oauth2";
import * as z from "~/models/zod";

import type { LoadContext } from "~/context.server";
import type { ExternalProfile } from "~/models/users.server";
import { publicOrigin } from "~/utils/http.server";

export const OIDC_STATE_COOKIE = "ds_oidc";
export const CALLBACK_PATH = "/api/auth/callback";

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  userinfo_endpoint: z.string().url().optional(),
});
type Discovery = z.infer<typeof discoverySchema>;

// Provider metadata and keys change rarely: cached per isolate, keyed by issuer / URL.
const discoveries = new Map<string, Promise<Discovery>>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function discover(issuer: string): Promise<Discovery> {
  let pending = discoveries.get(issuer);
  if (!pending) {
    pending = (async () => {
      const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`OIDC discovery at ${issuer} answered ${response.status}`);
      return discoverySchema.parse(await response.json());
    })();
    discoveries.set(issuer, pending);
    pending.catch(() => discoveries.delete(issuer));
  }
  return pending;
}

function keySet(uri: string) {
  let set = keySets.get(uri);
  if (!set) {
    set = createRemoteJWKSet(new URL(uri));
    keySets.set(uri, set);
  }
  return set;
}

export type OidcProfile = ExternalProfile;

/** The state doubles as the nonce: both are random, single-use and bound to the browser's state cookie. */
class OidcStrategy extends OAuth2Strategy<OidcProfile> {
  protected override authorizationParams(params: URLSearchParams) {
    const next = new URLSearchParams(params);
    const state = params.get("state");
    if (state) next.set("nonce", state);
    return next;
  }
}

function claim(payload: JWTPayload, name: string): string | null {
  const value = payload[name];
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** An authenticator with the "oidc" strategy, or null when external sign-in is not configured. */
export async function oidcAuthenticator(context: LoadContext, request: Request) {
  const config = context.config.oidc;
  if (!config) return null;
  const origin = publicOrigin(context, request);
  if (!origin) return null;
  const meta = await discover(config.issuer);
  const secure = new URL(request.url).protocol === "https:";
  const authenticator = new Authenticator<OidcProfile>();
  authenticator.use(
    new OidcStrategy(
      {
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        authorizationEndpoint: meta.authorization_endpoint,
        tokenEndpoint: meta.token_endpoint,
        redirectURI: `${origin}${CALLBACK_PATH}`,
        scopes: ["openid", "email", "profile"],
        codeChallengeMethod: CodeChallengeMethod.S256,
        cookie: {
          name: OIDC_STATE_COOKIE,
          httpOnly: true,
          sameSite: "Lax",
          path: "/",
          maxAge: 600,
          ...(secure ? { secure: true as const } : {}),
        },
      },
      async ({ tokens, request: callback }) => {
        const idToken = tokens.idToken();
        const { payload } = await jwtVerify(idToken, keySet(meta.jwks_uri), {
          issuer: meta.issuer,
          audience: config.clientId,
        });
        const state = new URL(callback.url).searchParams.get("state");
        if (!state || payload.nonce !== state) throw new Error("The ID token's nonce does not match this sign-in.");
        if (!payload.sub) throw new Error("The ID token has no subject.");
        // Providers may keep profile claims out of the ID token; then they come from userinfo.
        let claims: JWTPayload = payload;
        if (!claim(payload, "email") && meta.userinfo_endpoint) {
          const response = await fetch(meta.userinfo_endpoint, {
            headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: "application/json" },
          });
          if (!response.ok) throw new Error(`OIDC userinfo answered ${response.status}`);
          const info = (await response.json()) as JWTPayload;
          if (info.sub !== payload.sub) throw new Error("The userinfo subject differs from the ID token's.");
          claims = { ...info, ...payload };
        }
        return {
          subject: payload.sub,
          email: claim(claims, "email")?.toLowerCase() ?? null,
          emailVerified: claims.email_verified === true,
          firstName: claim(claims, "given_name") ?? claim(claims, "name") ?? "",
          lastName: claim(claims, "family_name") ?? "",
          preferredUsername: claim(claims, "preferred_username"),
          picture: claim(claims, "picture"),
        };
      },
    ),
    "oidc",
  );
  return authenticator;
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
  try {
    const authenticator = await oidcAuthenticator(context, request);
    // Only the address and the cookies matter here; a form post's body has already been read.
    await authenticator?.authenticate("oidc", new Request(request.url, { headers: request.headers }));
  } catch (outcome) {
    if (outcome instanceof Response && outcome.status >= 300 && outcome.status < 400) {
      const headers = new Headers(outcome.headers);
      for (const cookie of cookies) headers.append("Set-Cookie", cookie);
      return new Response(null, { status: outcome.status, headers });
    }
    console.error(`[oidc] could not start: ${outcome instanceof Error ? outcome.message : String(outcome)}`);
  }
  return null;
}
