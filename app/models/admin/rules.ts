/**
 * The admin area's status tabs (All Users, Verified, Pending, Rejected). A plain module: the
 * browser's code reads it without the schemas.
 */
import { VERIFICATION_STATUSES } from "~/db/enums";

export const USER_TABS = ["all", ...VERIFICATION_STATUSES] as const;
export type UserTab = (typeof USER_TABS)[number];
