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
  replyNotification,
  optionalNotifications,
  saveEmailSettings,
  saveOptionalNotifications,
  unreadCount,
} from "./notifications.server";
export { handleFanOutMessages, queueCommentFanOut, queueFanOut } from "./fanout.server";
export {
  deletePushSubscription,
  handlePushMessages,
  kickPushQueue,
  pushDeviceCount,
  savePushSubscription,
} from "./push.server";
export { pushSubscribeSchema, pushUnsubscribeSchema, replyNotificationsSchema } from "./push.schema";
export { describeNotification } from "./text";
