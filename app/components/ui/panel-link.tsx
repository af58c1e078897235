/**
 * A link inside a panel that is shown both as a page and inside an overlay (civic education, the
 * policy impact tracker): on the page it navigates; inside an overlay (<InPlaceNavigation>) it loads
 * the address's data into the overlay instead, so the overlay moves without leaving the page under it.
 */
import { Link, type LinkProps } from "@remix-run/react";
import { createContext, useContext, type MouseEvent } from "react";

const InPlace = createContext<((href: string) => void) | null>(null);

/** Inside it, every <PanelLink> calls `value(href)` instead of navigating. */
export const InPlaceNavigation = InPlace.Provider;

export function PanelLink({ to, onClick, ...props }: LinkProps & { to: string }) {
  const inPlace = useContext(InPlace);
  return (
    <Link
      to={to}
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!inPlace || event.defaultPrevented) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        inPlace(to);
      }}
    />
  );
}
