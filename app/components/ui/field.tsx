import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** A text input's look; red border when invalid. */
function inputClass(invalid = false): string {
  return cn(
    "block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30",
    invalid ? "border-red-600" : "border-slate-300",
  );
}

/** The id of a field's error line, for aria-describedby. */
const errorId = (id: string) => `${id}-error`;

/** An input's id, look and invalid state, pointing at its Field's error line when there is one. */
export function inputProps(id: string, error?: string) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId(id) : undefined,
    className: inputClass(Boolean(error)),
  };
}

/** A labelled form field with its error line (referenced by aria-describedby). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {hint ? <span className="font-normal text-slate-500"> {hint}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={errorId(id)} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
