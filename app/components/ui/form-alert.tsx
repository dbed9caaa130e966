import type { ReactNode } from "react";

/** What stops a form as a whole, above its fields, said at once to a screen reader. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      {children}
    </p>
  );
}
