/**
 * Zod as every schema of ours imports it (`import * as z from "~/utils/zod"`), with `jitless` set
 * before any schema is built. Otherwise zod probes `new Function("")` when it builds its first object
 * schema, to compile faster parsers. Our Content-Security-Policy allows no eval, so on every page
 * whose route module holds a schema the browser reported that probe as a policy violation
 * (Lighthouse's best practices: "Issues were logged in the Issues panel"). Workers forbid eval too,
 * and zod already skipped the probe there, so parsing on the server is unchanged.
 *
 * `export *` keeps `import * as z` trimmable by esbuild (decision 0015).
 */
import { config } from "zod";

config({ jitless: true });

export * from "zod";
