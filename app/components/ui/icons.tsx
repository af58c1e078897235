/**
 * The interface's icons, drawn as inline SVG (never emoji: a device without an emoji font shows
 * those as boxes, and their look changes from one system to the next). Each takes `label`: given,
 * the icon is an image with that name (`role="img"`); left out, it is decoration beside text that
 * says the same, hidden from assistive technology. They draw in `currentColor`.
 */
import type { ReactNode } from "react";

interface IconProps {
  /** The icon's accessible name; without one the icon is hidden (the text beside it speaks). */
  label?: string;
  className?: string;
}

function Svg({
  label,
  className = "h-5 w-5",
  filled = false,
  children,
}: IconProps & { filled?: boolean; children: ReactNode }) {
  const named = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  return (
    <svg
      viewBox="0 0 24 24"
      className={`inline-block shrink-0 ${className}`}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={filled ? 1 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...named}
    >
      {children}
    </svg>
  );
}

export function TrophyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M7 3h10v6a5 5 0 0 1-10 0V3z" />
      <path d="M17 5h3v1.5A3.5 3.5 0 0 1 16.6 10M7 5H4v1.5A3.5 3.5 0 0 0 7.4 10" />
      <path d="M12 14v4M8 21h8M9 18h6" />
    </Svg>
  );
}

const MEDAL_COLOURS = ["text-amber-700", "text-slate-500", "text-orange-800"] as const;

/** A medal with its place (1, 2, 3) written on it: gold, silver, bronze. */
export function MedalIcon({ place, label, className = "h-7 w-7" }: IconProps & { place: 1 | 2 | 3 }) {
  return (
    <Svg label={label} className={`${MEDAL_COLOURS[place - 1]} ${className}`}>
      <path d="M8 2l3 7M16 2l-3 7" />
      <circle cx="12" cy="15" r="6.5" fill="currentColor" />
      <text
        x="12"
        y="18.5"
        textAnchor="middle"
        fontSize="10"
        fontWeight="700"
        fill="white"
        stroke="none"
        fontFamily="system-ui, sans-serif"
      >
        {place}
      </text>
    </Svg>
  );
}

export function MagnifierIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M16.5 16.5L21 21" />
    </Svg>
  );
}

export function TargetIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
    </Svg>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <Svg {...props} filled>
      <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9L12 2.5z" />
    </Svg>
  );
}

export function BoltIcon(props: IconProps) {
  return (
    <Svg {...props} filled>
      <path d="M13.5 2L4 14h7l-1.5 8L20 10h-7l.5-8z" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <Svg {...props} filled>
      <path d="M12 20.5s-7.5-4.6-9.6-9.3C1 8 3.2 4.5 6.8 4.5c2.1 0 3.6 1.2 4.4 2.6l.8 1.3.8-1.3c.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.8 3.5 4.4 6.7-2.1 4.7-9.6 9.3-9.6 9.3z" />
    </Svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 12.5l4.5 4.5L19 7" />
    </Svg>
  );
}

export function CircleIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="7" />
    </Svg>
  );
}
