/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a local port, for
 * the browser tests' external sign-in. Its development login screen accepts any
 * login and password; the account it signs in as is `<login>@oidc.example`, with a
 * verified email and names made from the login.
 */
import type { Server } from "node:http";

import Provider from "oidc-provider";

export const OIDC_CLIENT = { id: "debatestorm-e2e", secret: "e2e-oidc-client-secret-0123456789" };

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
            email_verified: true,
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
