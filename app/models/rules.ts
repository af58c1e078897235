/**
 * Rules of the debate core that the server enforces and the forms describe (a textarea's
 * maxLength, a counter of characters left). Plain constants, so components can import them
 * without pulling zod or the database into the browser.
 */
export const COMMENT_MAX_LENGTH = 5_000;
