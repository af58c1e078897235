/** What every feature overlay takes from the link that opens it (./overlay-link.tsx). */
export interface OverlayProps {
  /** The address whose data the overlay shows first (a page's loader). */
  href: string;
  onClose: () => void;
}
