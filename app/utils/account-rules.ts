/** Account rules shared by the server (which enforces them) and the forms (which describe them). */
export const SIGN_UP_MIN_PASSWORD = 6;
export const RESET_MIN_PASSWORD = 8;
export const MAX_PASSWORD = 200;
export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,30}$/;
/** An e-mail address as people type them: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
