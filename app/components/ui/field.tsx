import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** A text input's look; red border when invalid. */
export function inputClass(invalid = false): string {
  return cn(
    "block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30",
    invalid ? "border-red-600" : "border-slate-300",
  );
}

/** The ids of a field's hint and error lines, for aria-describedby. */
const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/**
 * An input's id, look and invalid state. A field is named by its label
 * alone; its hint and its error are descriptions, heard after the name.
 */
export function inputProps(id: string, error?: string, { hint = false } = {}) {
  const describedBy = [hint ? hintId(id) : "", error ? errorId(id) : ""].filter(Boolean);
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
    className: inputClass(Boolean(error)),
  };
}

/**
 * A labelled form field with its hint and error line. The input inside
 * passes `{ hint: true }` to inputProps when the field has a hint. Compact
 * is the back office's denser look, its hint on a line of its own.
 */
export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  compact?: boolean;
  /** Said to a screen reader only, where the layout already shows what it is. */
  hideLabel?: boolean;
  className?: string;
}

export function Field({
  id,
  label,
  hint,
  error,
  compact = false,
  hideLabel = false,
  className,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <div
        className={cn(
          compact ? "mb-1 text-xs text-slate-600" : "mb-1.5 text-sm",
          hideLabel && !hint && "sr-only",
        )}
      >
        <label
          htmlFor={id}
          className={cn(
            compact ? "font-medium text-slate-700" : "font-medium text-slate-800",
            hideLabel && "sr-only",
          )}
        >
          {label}
        </label>
        {hint ? (
          <span id={hintId(id)} className={compact ? "block text-slate-500" : "text-slate-500"}>
            {compact ? hint : <> {hint}</>}
          </span>
        ) : null}
      </div>
      {children}
      {error ? (
        <p id={errorId(id)} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
