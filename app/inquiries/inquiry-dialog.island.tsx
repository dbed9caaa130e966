// The inquiry dialog, an island: this module, with React,
// Radix and sonner, loads only when a visitor first reaches for an inquiry
// control (app/inquiries/triggers.ts). Until then, and without
// JavaScript, those controls are links to the form's own page.
//
// It is registered as a route module that matches no URL (app/routes.ts), so
// the build hashes it and React Router's manifest knows its URL. A route
// module's client chunk keeps only route exports, so the opener is `handle`.

import { useEffect, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { type Account, currentAccount, rememberName } from "#app/accounts/current-account.ts";
import { copy } from "#app/business/copy.ts";
import { InquiryForm } from "#app/inquiries/components/inquiry-form.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { wholeStylesheet } from "#app/enhance/whole-stylesheet.ts";
import { type FieldErrors, inquiryFieldErrors, inquirySchema } from "./schema.ts";
import { inquiryRequestBody } from "./request-body.ts";

export interface InquiryRequest {
  readonly product?: string;
  /** A search that found nothing: the message asks about it. */
  readonly about?: string;
  readonly page?: string;
  /** The control it was opened from: focus returns there on close. */
  readonly trigger?: HTMLElement;
}

let root: Root | null = null;
let show: ((request: InquiryRequest) => void) | null = null;
// Asked as the island loads (on the visitor's first reach for a trigger), so
// a signed-in visitor's name and e-mail are there when it opens. (The
// server build imports this module too, and has no session to ask about.)
const account = typeof document === "undefined" ? Promise.resolve(null) : currentAccount();

/** Opens the dialog, mounting it on first use. */
function openInquiryDialog(request: InquiryRequest): void {
  if (root) {
    show?.(request);
    return;
  }
  const container = document.createElement("div");
  container.id = "inquiry-island";
  document.body.append(container);
  const mounted = createRoot(container);
  root = mounted;
  void Promise.all([account, wholeStylesheet()]).then(([signedIn]) =>
    mounted.render(<InquiryIsland initial={request} account={signedIn} />),
  );
}

export const handle = { openInquiryDialog };

type Sent = { ok: true } | { ok: false; errors?: FieldErrors; reason: string };

async function sendInquiry(data: Record<string, FormDataEntryValue>): Promise<Sent> {
  try {
    const response = await fetch("/api/inquiries", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(inquiryRequestBody(data)),
    });
    if (response.status === 201) return { ok: true };
    const body = (await response.json().catch(() => ({}))) as {
      fields?: FieldErrors;
      error?: string;
    };
    return { ok: false, errors: body.fields, reason: body.error ?? `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

function InquiryIsland({ initial, account }: { initial: InquiryRequest; account: Account | null }) {
  const [open, setOpen] = useState(true);
  const [request, setRequest] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // Signed in: the form starts with their name (once known) and e-mail.
  const [signedIn, setSignedIn] = useState(account);
  // A new key remounts the form: back to its defaults (the spec's reset).
  const [formKey, setFormKey] = useState(0);

  // Later openings come through here; another product starts a fresh form,
  // the same one keeps what was typed.
  useEffect(() => {
    show = (next) => {
      if (
        next.product !== request.product ||
        next.about !== request.about ||
        next.page !== request.page
      ) {
        setErrors({});
        setFormKey((key) => key + 1);
      }
      setRequest(next);
      setOpen(true);
    };
    return () => {
      show = null;
    };
  }, [request]);

  async function submit(form: HTMLFormElement) {
    const data = Object.fromEntries(new FormData(form));
    const checked = inquirySchema.safeParse(data);
    if (!checked.success) {
      setErrors(inquiryFieldErrors(checked.error));
      return;
    }
    setErrors({});
    setSending(true);
    const sent = await sendInquiry(data);
    setSending(false);
    if (sent.ok) {
      const name = String(data.name);
      if (signedIn && name !== signedIn.name) {
        void rememberName(name);
        setSignedIn({ ...signedIn, name });
      }
      void showToast({
        tone: "success",
        title: copy.inquiry.sentTitle,
        text: copy.inquiry.sentText,
      });
      setFormKey((key) => key + 1);
      setOpen(false);
      return;
    }
    console.error("Inquiry not sent:", sent.reason);
    if (sent.errors) setErrors(sent.errors);
    void showToast({ tone: "error", title: copy.inquiry.errorTitle, text: copy.inquiry.errorText });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={copy.inquiry.title(request.product)}
      returnFocusTo={request.trigger}
      description="Tell us what you need and we will get back to you with advice and a quote."
    >
      <InquiryForm
        key={formKey}
        idPrefix="inquiry-dialog"
        product={request.product}
        about={request.about}
        page={request.page}
        values={signedIn ? { name: signedIn.name, email: signedIn.email } : undefined}
        errors={errors}
        sending={sending}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      />
    </Dialog>
  );
}
