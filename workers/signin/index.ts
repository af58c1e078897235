/**
 * The sign-in Worker (workers/signin/wrangler.toml, `debatestorm-signin`): the OpenID Connect
 * protocol (./oidc.ts: remix-auth-oauth2, jose), kept out of the page Worker so that its libraries
 * do not count against the page Worker's size (docs/decisions/0091-payments-worker.md).
 *
 * `SignIn` is the RPC entrypoint behind the page Worker's SIGNIN service binding; it has no public
 * URL. It answers what the protocol says (where to send the browser, which identity the provider
 * vouched for); the page Worker decides what that identity may do (app/auth/oidc.server.ts,
 * app/routes/api.auth.callback.ts, app/models/accounts/users.server.ts).
 */
import { WorkerEntrypoint } from "cloudflare:workers";

import type { OidcRequest, OidcSettings, SignInApi } from "../../app/auth/oidc.server";

import { oidcAuthenticator } from "./oidc";

const asRequest = ({ url, cookie }: OidcRequest) => new Request(url, { headers: cookie ? { Cookie: cookie } : {} });

const reasonOf = (error: unknown) =>
  error instanceof Error
    ? `${error.name}: ${error.message}`
    : error instanceof Response
      ? `HTTP ${error.status}`
      : String(error);

export class SignIn extends WorkerEntrypoint implements SignInApi {
  async start(settings: OidcSettings, request: OidcRequest) {
    try {
      const authenticator = await oidcAuthenticator(settings);
      // remix-auth-oauth2 answers the start of a flow by throwing its redirect.
      await authenticator.authenticate("oidc", asRequest(request));
    } catch (outcome) {
      if (outcome instanceof Response && outcome.status >= 300 && outcome.status < 400) {
        const location = outcome.headers.get("Location");
        if (location) return { location, setCookies: outcome.headers.getSetCookie() };
      }
      console.error(`[oidc] could not start: ${reasonOf(outcome)}`);
    }
    return null;
  }

  async complete(settings: OidcSettings, request: OidcRequest) {
    try {
      const authenticator = await oidcAuthenticator(settings);
      return { ok: true as const, profile: await authenticator.authenticate("oidc", asRequest(request)) };
    } catch (error) {
      return { ok: false as const, reason: reasonOf(error) };
    }
  }
}

export default {
  // No public URL (workers_dev = false); a request that reaches it anyway gets nothing.
  fetch: () => new Response("Not found", { status: 404 }),
} satisfies ExportedHandler;
