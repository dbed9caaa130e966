import { ContactIcon } from "#app/components/contact-icons.tsx";
import { addressLine, mapHref } from "#app/business/contact-links.ts";
import { copy } from "#app/business/copy.ts";
import { business } from "#app/business/details.ts";
import { termsRows } from "#app/business/terms.ts";
import { cn } from "#app/lib/cn.ts";

/** Delivery, warranty, ways to pay and registration: only the ones filled in. */
export function BusinessTerms({ className }: { className?: string }) {
  const rows = termsRows(business.terms, business.payment);
  if (rows.length === 0) return null;
  return (
    <dl className={cn("space-y-3 text-sm", className)} data-business-terms>
      {rows.map((row) => (
        <div key={row.key}>
          <dt className="font-semibold text-slate-900">{row.label}</dt>
          {row.lines.map((line) => (
            <dd key={line} className="text-slate-600">
              {line}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

/** The street address, with a link that opens it in the visitor's map app. */
export function AddressWithMap({
  tone = "dark",
  withIcon = true,
}: {
  tone?: "dark" | "light";
  withIcon?: boolean;
}) {
  return (
    <address
      className={cn(
        "flex gap-2 text-sm not-italic",
        tone === "dark" ? "text-slate-700" : "text-slate-300",
      )}
    >
      {withIcon ? (
        <ContactIcon
          name="location"
          className={cn(
            "mt-0.5 size-4 shrink-0",
            tone === "dark" ? "text-brand-700" : "text-brand-200",
          )}
        />
      ) : null}
      <span>
        {addressLine()}
        <br />
        <a
          href={mapHref()}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(
            "inline-flex min-h-7 items-center rounded font-medium underline underline-offset-2",
            tone === "dark"
              ? "text-brand-700 hover:text-brand-800"
              : "text-white hover:text-brand-100",
          )}
          aria-label={`${copy.trust.openInMaps}: ${addressLine()} (opens in a new tab)`}
        >
          {copy.trust.openInMaps}
        </a>
      </span>
    </address>
  );
}
