import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { copy } from "#app/business/copy.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";

const words = copy.catalogueEditor.unsaved;

/**
 * While `dirty`, leaving the page asks first: a link or the back button
 * inside the back office (React Router's blocker, answered in a dialog),
 * and closing or reloading the tab (the browser's own question). Posting
 * the form itself, to the same page, is not leaving it.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  // Saved in the meantime (or changes discarded): a blocked leave goes on.
  useEffect(() => {
    if (blocker.state === "unblocked") leaving.current = false;
    if (blocker.state === "blocked" && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && !leaving.current && blocker.state === "blocked") blocker.reset();
      }}
      title={words.title}
      description={words.text}
      cancelLabel={words.stay}
      confirmLabel={words.leave}
      destructive
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
    />
  );
}
