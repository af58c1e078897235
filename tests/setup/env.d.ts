import type { D1Migration } from "cloudflare:test";

import type { Env } from "../../app/env.server";

type AppEnv = Env;

declare global {
  namespace Cloudflare {
    // worker-configuration.d.ts (npm run typegen) declares the bindings and the main module;
    // the tests add the app's secrets and the migrations the setup applies.
    interface Env extends AppEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
