/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a local port.
 *
 * - For the browser tests (no `identities`): its development login screen accepts any login and
 *   password; the account it signs in as is `<login>@oidc.example`, with names made from the login
 *   and an e-mail the provider says it verified, except for logins that begin with "unverified"
 *   (tests/integration/external-sign-in.test.ts through tests/helpers/oidc.ts).
 * - For `npm start` and `npm run start:prod` (`identities`, local/oidc-identities.ts): its own login
 *   page, which says it is a local stand-in, accepts only those identities with their passwords,
 *   and signs in with their names and e-mail (verified); consent is given at once (the app is its
 *   only client).
 *
 * `port` 0 picks a free port; the issuer is `http://localhost:<port>`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import Provider, { type Configuration } from "oidc-provider";

import type { OidcIdentity } from "../../local/oidc-identities";

import { OIDC_CLIENT } from "./oidc-client";

export { OIDC_CLIENT };

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export interface OidcProviderOptions {
  /** Only these identities may sign in, with their passwords (the provider's own login page). */
  identities?: OidcIdentity[];
  /** The app's client (default: the tests' OIDC_CLIENT). */
  client?: { id: string; secret: string };
  /** Where the vars file that lists the identities is, named on the login page. */
  identitiesFile?: string;
}

function loginPage(
  uid: string,
  { error, login, identitiesFile }: { error?: string; login?: string; identitiesFile?: string },
) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in: local identity provider</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1e293b}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;padding:.5rem;margin-top:.25rem;border:1px solid #64748b;border-radius:.375rem;font:inherit}
button{margin-top:1.5rem;padding:.6rem 1.2rem;background:#3730a3;color:#fff;border:0;border-radius:.375rem;font:inherit;font-weight:600}
.note{background:#fef3c7;border:1px solid #b45309;padding:.75rem;border-radius:.375rem}.error{color:#b91c1c;font-weight:600}</style></head>
<body><main>
<h1>Local identity provider</h1>
<p class="note">This is the local stand-in for an OpenID Connect provider, run by DebateStorm's <code>npm start</code>. It is not a real account service. The demo identities and their passwords are in <code>${escapeHtml(identitiesFile ?? ".dev.vars")}</code> (<code>LOCAL_OIDC_IDENTITIES</code>).</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<label for="login">Login</label><input id="login" name="login" autocomplete="username" required value="${escapeHtml(login ?? "")}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign-in</button>
</form></main></body></html>`;
}

async function readForm(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startOidcProvider(port: number, redirectUri: string, options: OidcProviderOptions = {}) {
  const { identities } = options;
  const client = options.client ?? OIDC_CLIENT;
  let handler: (request: IncomingMessage, response: ServerResponse) => void = () => undefined;
  const server: Server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name", "preferred_username"],
    },
    cookies: { keys: ["e2e-oidc-cookie-key-0123456789"] },
    // Lifetimes of its own (seconds), so it does not print a notice for each default it falls back to.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 86400,
      Grant: 14 * 86400,
    },
    features: { devInteractions: { enabled: !identities } },
    async findAccount(_ctx, sub) {
      const identity = identities?.find((i) => i.login === sub);
      if (identities && !identity) return undefined;
      return {
        accountId: sub,
        async claims() {
          if (identity) {
            return {
              sub,
              email: identity.email,
              email_verified: true,
              given_name: identity.givenName,
              family_name: identity.familyName,
              name: `${identity.givenName} ${identity.familyName}`,
              preferred_username: identity.login,
            };
          }
          return {
            sub,
            email: `${sub.toLowerCase()}@oidc.example`,
            email_verified: !sub.toLowerCase().startsWith("unverified"),
            given_name: capitalise(sub),
            family_name: "Tester",
            name: `${capitalise(sub)} Tester`,
            preferred_username: sub.toLowerCase(),
          };
        },
      };
    },
  };
  if (identities) configuration.interactions = { url: (_ctx, interaction) => `/interaction/${interaction.uid}` };
  const provider = new Provider(issuer, configuration);
  const koa = provider.callback();
  const callback = (request: IncomingMessage, response: ServerResponse) => void koa(request, response);

  if (!identities) {
    handler = callback;
  } else {
    const html = (response: ServerResponse, status: number, body: string) => {
      response.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      response.end(body);
    };
    handler = (request, response) => {
      const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec((request.url ?? "/").split("?")[0] ?? "/");
      if (!match) return callback(request, response);
      void (async () => {
        const uid = match[1] as string;
        const details = await provider.interactionDetails(request, response);
        if (details.prompt.name === "consent") {
          // The app is this provider's only client: consent is given for what it asks.
          const grant = details.grantId
            ? await provider.Grant.find(details.grantId)
            : new provider.Grant({ accountId: details.session?.accountId, clientId: String(details.params.client_id) });
          if (!grant) throw new Error("No such grant.");
          const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
          if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
          if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
          await provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } });
          return;
        }
        if (request.method === "POST" && match[2]) {
          const form = await readForm(request);
          const login = (form.get("login") ?? "").trim().toLowerCase();
          const identity = identities.find((i) => i.login === login && i.password === form.get("password"));
          if (!identity) {
            html(
              response,
              401,
              loginPage(uid, { error: "Wrong login or password.", login, identitiesFile: options.identitiesFile }),
            );
            return;
          }
          await provider.interactionFinished(
            request,
            response,
            { login: { accountId: identity.login } },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        html(response, 200, loginPage(uid, { identitiesFile: options.identitiesFile }));
      })().catch((error: unknown) => {
        if (response.headersSent) return response.end();
        html(response, 400, `<!doctype html><title>Sign-in failed</title><p>${escapeHtml(String(error))}</p>`);
      });
    };
  }

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
