import { applyD1Migrations, env } from "cloudflare:test";

// The real SQL migrations from migrations/, applied to the test D1 before any test file runs.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
