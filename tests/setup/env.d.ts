import type { D1Migration } from "cloudflare:test";

import type { Env } from "../../app/env.server";
import type * as WorkerModule from "../../workers/app";

type AppEnv = Env;

declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof WorkerModule;
      durableNamespaces: "LiveRoom";
    }
  }
}
