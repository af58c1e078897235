/** Secrets of the browser-test server (never a developer's .dev.vars). */
export const E2E_SECRETS = {
  APP_ENV: "test",
  SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789abcdef",
  DEV_ADMIN_USERNAME: "e2eadmin",
  DEV_ADMIN_EMAIL: "e2eadmin@debatestorm.local",
  DEV_ADMIN_PASSWORD: "e2e-admin-password-1",
  DEMO_USER_PASSWORD: "e2e-demo-password-1",
} as const;

/** The external provider's name on the "Continue with …" button. */
export const E2E_OIDC_PROVIDER_NAME = "Test Identity";
