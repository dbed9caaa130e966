import { Download } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { inputProps } from "#app/components/ui/field.tsx";

/** The owner's export and erasure of everything held about the customer. */
export function PersonalDataCard({ email, reference }: { email: string; reference: string }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card title="Customer's personal data">
      <p className="text-xs text-slate-600">
        Everything held about {email}: inquiries, their trail and e-mails, and their account.
      </p>
      <a
        href={`/staff/inquiries/${reference}/customer-data.json`}
        download
        className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
      >
        <Download className="size-4" aria-hidden="true" /> Export as JSON
      </a>
      {confirming ? (
        <Form method="post" className="mt-3 flex flex-col gap-2">
          <p id="erase-confirm-hint" className="text-xs text-red-800">
            This deletes it all, for good.
          </p>
          <label htmlFor="erase-confirm" className="text-xs text-red-800">
            Type <strong>erase</strong> to confirm
          </label>
          <input
            name="confirm"
            autoComplete="off"
            required
            pattern="erase"
            {...inputProps("erase-confirm", undefined, { hint: true })}
          />
          <div className="flex gap-2">
            <Button
              type="submit"
              name="intent"
              value="erase"
              size="sm"
              className="bg-red-700 hover:bg-red-800"
            >
              Erase everything
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : (
        <div className="mt-3">
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            Erase this customer…
          </Button>
        </div>
      )}
    </Card>
  );
}
