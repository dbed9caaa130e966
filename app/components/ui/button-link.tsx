import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { type StyleProps, buttonClasses } from "./button.tsx";

// Apart from button.tsx so that islands using Button (the inquiry form) do
// not pull React Router into their chunk.

/** A link that looks like a button: internal paths use the router's Link. */
export function ButtonLink({
  href,
  variant,
  size,
  icon,
  className,
  children,
  ...rest
}: ComponentProps<"a"> & StyleProps & { href: string }) {
  const classes = cn(buttonClasses(variant, size), className);
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={classes} {...rest}>
        {icon}
        {children}
      </Link>
    );
  }
  const external = href.startsWith("http");
  return (
    <a
      href={href}
      className={classes}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...rest}
    >
      {icon}
      {children}
    </a>
  );
}
