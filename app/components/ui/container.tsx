import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export function Container({ className, ...rest }: ComponentProps<"div">) {
  return (
    <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...rest} />
  );
}
