/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a local port, for
 * the tests' external sign-in (the browser tests, and tests/integration/external-sign-in.test.ts
 * through tests/helpers/oidc.ts). Its development login screen accepts any login and password; the
 * account it signs in as is `<login>@oidc.example`, with names made from the login and an e-mail
 * the provider says it verified, except for logins that begin with "unverified".
 */
import type { Server } from "node:http";

import Provider from "oidc-provider";

import { OIDC_CLIENT } from "./oidc-client";

export { OIDC_CLIENT };

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export async function startOidcProvider(port: number, redirectUri: string) {
  const issuer = `http://localhost:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
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
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
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
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, () => resolve(listening));
  });
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
