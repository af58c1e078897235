/**
 * The civic domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export { type CivicFilter, civicFilterSchema, moduleFormSchema } from "./modules.schema";
export {
  type CivicModuleCard,
  type CivicModuleDetail,
  civicSummary,
  type CivicSummary,
  completeModule,
  getModule,
  listModules,
  startModule,
} from "./modules.server";
export * from "./civic.responses";
