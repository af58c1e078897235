import { defineConfig } from "drizzle-kit";

// Migrations are generated from app/db/schema.ts and applied by `wrangler d1 migrations apply`.
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/db/schema.ts",
  out: "./migrations",
});
