/**
 * The audit domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export { loadAuditPage } from "./log-page.server";
export {
  adminActor,
  type AdminActor,
  auditEntry,
  type AuditPerson,
  type AuditRecord,
  runAdminBatch,
} from "./log.server";
