/**
 * The notifications domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export {
  clearAllNotifications,
  clearNotification,
  deleteOldNotifications,
  deliverNotificationEmails,
  emailSettings,
  listNotifications,
  markAllRead,
  notification,
  notificationInserts,
  notificationToEach,
  notificationToVoters,
  saveEmailSettings,
  unreadCount,
} from "./notifications.server";
export { describeNotification } from "./text";
