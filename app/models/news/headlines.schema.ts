/** GET /api/news/headlines?region=global|bharat: an unknown region is no filter, never an error. */
import * as z from "~/utils/zod";

import { REGIONS } from "~/db/enums";

export const headlineQuerySchema = z.object({ region: z.enum(REGIONS).optional().catch(undefined) });
