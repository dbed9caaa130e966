import type { ReactNode } from "react";

/**
 * Enter in a field submits with a form's first submit button: this one,
 * unseen, makes that the form's main action (save) rather than whichever
 * button comes first on the page.
 */
export function DefaultSubmit({ value, children }: { value: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      name="intent"
      value={value}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
    >
      {children}
    </button>
  );
}
