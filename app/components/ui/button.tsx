/**
 * Buttons and links that look like buttons: one set of variants and sizes, at least 44 px
 * tall (touch targets), with a visible focus ring and a disabled look. Use these instead of
 * writing the classes again.
 */
import { Link, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

type ButtonVariant = "primary" | "secondary" | "outline" | "danger" | "ghost";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-indigo-800 text-white hover:bg-indigo-900",
  secondary: "border border-slate-400 bg-white text-slate-900 hover:bg-slate-50",
  outline: "border border-indigo-800 bg-white text-indigo-800 hover:bg-indigo-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  ghost: "text-indigo-800 hover:bg-indigo-50",
};

const sizes = { sm: "px-3 text-sm", md: "px-4", lg: "px-5" } as const;

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Full width of its container. */
  block?: boolean;
}

export function buttonClass({ variant = "primary", size = "md", block = false }: ButtonStyle = {}, extra = "") {
  return [base, variants[variant], sizes[size], block ? "w-full" : "", extra].filter(Boolean).join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle;

export function Button({ variant, size, block, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...props} />;
}

type LinkButtonProps = LinkProps & ButtonStyle;

export function LinkButton({ variant, size, block, className, ...props }: LinkButtonProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />;
}
