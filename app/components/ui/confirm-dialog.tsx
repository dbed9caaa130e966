import { AlertDialog } from "radix-ui";
import { type ComponentProps, type ReactNode, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { Button, buttonClasses } from "./button.tsx";

/**
 * A question that must be answered before going on, on Radix AlertDialog:
 * focus starts on the safe answer, Escape means no. For pages that run
 * script (the back office).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses("secondary", "md")}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(
                buttonClasses("primary", "md"),
                destructive && "bg-red-700 hover:bg-red-800",
              )}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * A form's submit button that asks first. Without script it simply
 * submits; with it, the question comes up and a yes submits the form as
 * this button would have.
 */
export function ConfirmSubmit({
  question,
  explanation,
  confirmLabel,
  cancelLabel,
  destructive,
  onClick,
  ...button
}: Omit<ComponentProps<typeof Button>, "type"> & {
  /** The dialog's title: "Archive HP 85A Black Toner?" */
  question: string;
  explanation: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  destructive?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={ref}
        type="submit"
        {...button}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          setOpen(true);
        }}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={question}
        description={explanation}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        destructive={destructive}
        onConfirm={() => {
          const submitter = ref.current;
          submitter?.form?.requestSubmit(submitter);
        }}
      />
    </>
  );
}
