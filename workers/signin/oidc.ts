/**
 * The OpenID Connect protocol, for the sign-in Worker (./index.ts). remix-auth-oauth2 runs the
 * authorization-code flow with PKCE (S256) and checks `state` against its cookie; here we add the
 * provider's discovery, a nonce bound to that state, and verification of the ID token (signature
 * against the provider's JWKS, issuer, audience, expiry, nonce). What the page Worker does with the
 * verified identity (find, link or create the account) is app/models/accounts/users.server.ts's.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { Authenticator } from "remix-auth";
import { CodeChallengeMethod, OAuth2Strategy } from "remix-auth-oauth2";
import * as z from "../../app/utils/zod";

import type { OidcProfile, OidcSettings } from "../../app/auth/oidc.server";

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

/** An authenticator with the "oidc" strategy for these settings. */
export async function oidcAuthenticator(settings: OidcSettings) {
  const meta = await discover(settings.issuer);
  const authenticator = new Authenticator<OidcProfile>();
  authenticator.use(
    new OidcStrategy(
      {
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        authorizationEndpoint: meta.authorization_endpoint,
        tokenEndpoint: meta.token_endpoint,
        redirectURI: settings.redirectURI,
        scopes: ["openid", "email", "profile"],
        codeChallengeMethod: CodeChallengeMethod.S256,
        cookie: {
          name: settings.stateCookie,
          httpOnly: true,
          sameSite: "Lax",
          path: "/",
          maxAge: 600,
          ...(settings.secure ? { secure: true as const } : {}),
        },
      },
      async ({ tokens, request: callback }) => {
        const idToken = tokens.idToken();
        const { payload } = await jwtVerify(idToken, keySet(meta.jwks_uri), {
          issuer: meta.issuer,
          audience: settings.clientId,
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
