/**
 * The demo identities of the local OpenID Connect provider of `npm start` (tests/fakes/oidc-provider.ts):
 * who they are is here; their passwords are fresh for each machine, written to .dev.vars by the first
 * start as `LOCAL_OIDC_IDENTITIES="asha:<password>,rahul:<password>,mitali:<password>"`.
 */
import { randomBytes } from "node:crypto";

export interface OidcIdentity {
  login: string;
  password: string;
  givenName: string;
  familyName: string;
  email: string;
}

const DEMO_IDENTITIES = [
  { login: "asha", givenName: "Asha", familyName: "Rao" },
  { login: "rahul", givenName: "Rahul", familyName: "Verma" },
  { login: "mitali", givenName: "Mitali", familyName: "Sen" },
] as const;

/** Where the demo identities' e-mail addresses are (never a real domain). */
const IDENTITY_EMAIL_DOMAIN = "id.debatestorm.local";

/** The `LOCAL_OIDC_IDENTITIES` value for a new machine: each demo identity with a fresh password. */
export function newIdentitiesValue() {
  return DEMO_IDENTITIES.map((i) => `${i.login}:${randomBytes(9).toString("base64url")}`).join(",");
}

/** Reads `LOCAL_OIDC_IDENTITIES` ("login:password,..."); logins other than the demo ones get names made from the login. */
export function parseIdentities(value: string): OidcIdentity[] {
  return value
    .split(",")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf(":");
      const login = (at < 0 ? pair : pair.slice(0, at)).trim().toLowerCase();
      const password = at < 0 ? "" : pair.slice(at + 1);
      if (!login || !password) throw new Error(`LOCAL_OIDC_IDENTITIES: "${pair}" is not login:password.`);
      const known = DEMO_IDENTITIES.find((i) => i.login === login);
      const givenName = known?.givenName ?? login.charAt(0).toUpperCase() + login.slice(1);
      const familyName = known?.familyName ?? "Demo";
      return {
        login,
        password,
        givenName,
        familyName,
        email: `${givenName}.${familyName}@${IDENTITY_EMAIL_DOMAIN}`.toLowerCase(),
      };
    });
}
