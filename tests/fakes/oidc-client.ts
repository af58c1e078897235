/**
 * Our client at the local OpenID Connect provider (tests/fakes/oidc-provider.ts): its id and secret,
 * apart from the provider itself so that tests running inside workerd can name them too.
 */
export const OIDC_CLIENT = { id: "debatestorm-e2e", secret: "e2e-oidc-client-secret-0123456789" };
