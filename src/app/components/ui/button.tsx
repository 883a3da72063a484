import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "accent" | "secondary" | "ghost-dark" | "outline" | "danger";
type Size = "md" | "lg";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-control font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<Variant, string> = {
  primary: "bg-brand-500 text-ink-950 shadow-glow hover:bg-brand-400",
  /** The secondary brand colour (blue, Max). */
  accent: "bg-accent-600 text-white hover:bg-accent-700",
  secondary: "bg-ink-900 text-white hover:bg-ink-700",
  "ghost-dark": "border border-white/20 bg-white/5 text-white backdrop-blur hover:border-white/40 hover:bg-white/10",
  outline: "border border-gray-300 bg-white text-gray-900 hover:border-gray-400 hover:bg-gray-50",
  /** Destructive confirmations (the staff console's Delete and Erase). */
  danger: "bg-danger-600 text-white hover:brightness-90",
};

const sizes: Record<Size, string> = {
  md: "px-4 py-2 text-sm",
  lg: "px-6 py-3 text-base",
};

export function buttonClass(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant, size, className = "", type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}

interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  size?: Size;
}

export function ButtonLink({ variant, size, className = "", ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}

interface ExternalButtonProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Variant;
  size?: Size;
}

/** For addresses outside the app (live sites, mailto:, tel:). */
export function ExternalButton({ variant, size, className = "", ...rest }: ExternalButtonProps) {
  return <a className={buttonClass(variant, size, className)} {...rest} />;
}
