/**
 * A debate's embed as other sites paste it (docs/embed.md): its address, its size, and the
 * `<iframe>` code that the debate page's "Embed this debate" box and the oEmbed endpoint both give.
 */

/** The embed's size when the consumer sets no bound: room for a three-line title, the bar and the vote. */
export const EMBED_WIDTH = 560;
export const EMBED_HEIGHT = 380;
/** Narrower than this, the title and the buttons wrap: the embed asks for more height. */
const NARROW_WIDTH = 420;
const NARROW_HEIGHT = 460;
/** No embed fits in less (oEmbed's answer is then 404: no representation within those bounds). */
const EMBED_MIN_WIDTH = 240;
const EMBED_MIN_HEIGHT = 200;

/** The embed's path for a debate, in a language when one is given (`?lang=`). */
export function embedPath(debateId: string, lang?: string | null): string {
  return `/embed/debates/${encodeURIComponent(debateId)}${lang ? `?lang=${encodeURIComponent(lang)}` : ""}`;
}

/**
 * The embed's size within the consumer's bounds (oEmbed's maxwidth and maxheight): as wide as
 * allowed up to EMBED_WIDTH, the height it needs at that width, cut to maxheight (the embed then
 * scrolls). null when the bounds are below EMBED_MIN_WIDTH or EMBED_MIN_HEIGHT.
 */
export function embedSize(bounds: { maxwidth?: number; maxheight?: number } = {}) {
  const width = Math.min(EMBED_WIDTH, bounds.maxwidth ?? EMBED_WIDTH);
  if (width < EMBED_MIN_WIDTH) return null;
  const natural = width < NARROW_WIDTH ? NARROW_HEIGHT : EMBED_HEIGHT;
  const height = Math.min(natural, bounds.maxheight ?? natural);
  if (height < EMBED_MIN_HEIGHT) return null;
  return { width, height };
}

/** A value as an HTML attribute holds it (double-quoted). */
function attribute(value: string) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The code another site pastes: an `<iframe>` of the embed, with a title for screen readers, no
 * border, at most as wide as its column. No `sandbox`: the embed opens our sign-in window.
 */
export function embedCode({
  src,
  title,
  width,
  height,
}: {
  src: string;
  title: string;
  width: number;
  height: number;
}): string {
  return `<iframe src="${attribute(src)}" width="${width}" height="${height}" title="${attribute(title)}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}
