/**
 * The push opt-in's inputs (/settings, intents `pushSubscribe` and `pushUnsubscribe`): what the
 * browser's `PushSubscription.toJSON()` gives, flattened into form fields by the settings page.
 */
import * as z from "~/utils/zod";

const REQUIRED = "validation.required";
const INVALID = "validation.invalid";

/** A push service's URL: https (http only for the tests' local service, checked again with the configuration). */
const endpoint = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(2048, INVALID)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), INVALID);

const base64url = (length: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), INVALID)
    .transform((value) => value.replace(/=+$/, ""));

export const pushSubscribeSchema = z.object({
  endpoint,
  /** The browser's P-256 public key: 65 octets, 87 characters of base64url. */
  p256dh: base64url(87),
  /** The auth secret: 16 octets, 22 characters of base64url. */
  auth: base64url(22),
});
export type PushSubscribeData = z.output<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint });

/** The settings' "Replies to my comments" and "New comments on debates I follow": checkboxes (absent = off). */
export const replyNotificationsSchema = z.object({
  replies: z.boolean().default(false),
  followed: z.boolean().default(false),
});
