import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 shadow-sm",
  secondary: "bg-white text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50",
  whatsapp: "bg-whatsapp text-white hover:bg-whatsapp-dark shadow-sm",
  ghost: "text-brand-700 hover:bg-brand-50",
  onDark: "bg-white text-brand-800 hover:bg-brand-50 shadow-sm",
  outlineOnDark: "text-white ring-1 ring-white/60 ring-inset hover:bg-white/10",
} as const;

const sizes = {
  // A finger on a phone needs 44 px; a pointer on a wide screen does with 36.
  sm: "h-11 sm:h-9 px-3 text-sm gap-1.5",
  md: "h-11 px-4 text-sm gap-2",
  lg: "h-12 px-6 text-base gap-2",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md") {
  // .btn (app.css): what every button shares, written once in the stylesheet.
  return cn("btn", variants[variant], sizes[size]);
}

export interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  icon,
  className,
  children,
  type = "button",
  ...rest
}: ComponentProps<"button"> & StyleProps) {
  return (
    <button type={type} className={cn(buttonClasses(variant, size), className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}
