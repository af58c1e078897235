/** Addresses of a debate's shareable card image (served by debates.$debateId_.infographic[.png].ts). */

/** debate-{first 8 characters of the id}.png (SPEC.md section 9). */
export function infographicFileName(debateId: string): string {
  return `debate-${debateId.slice(0, 8)}.png`;
}

export function infographicPath(debateId: string, lng: string, download = false): string {
  return `/debates/${encodeURIComponent(debateId)}/infographic.png?lng=${encodeURIComponent(lng)}${download ? "&download=1" : ""}`;
}

/** The PNG's size: the 800x600 card at scale 2 (SPEC.md section 9). */
export const INFOGRAPHIC_WIDTH = 1600;
export const INFOGRAPHIC_HEIGHT = 1200;
