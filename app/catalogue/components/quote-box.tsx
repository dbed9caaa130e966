import { Clock } from "lucide-react";
import { ContactIcon } from "#app/components/contact-icons.tsx";
import { subjects, whatsappMessages } from "#app/business/contact-links.ts";
import { copy } from "#app/business/copy.ts";
import { productPath } from "#app/catalogue/paths.ts";
import type { Product } from "#app/catalogue/types.ts";
import { BusinessTerms } from "#app/components/business-terms.tsx";
import {
  CallButton,
  ContactList,
  EmailButton,
  WhatsAppButton,
} from "#app/components/contact-actions.tsx";
import { InquiryTrigger } from "#app/inquiries/components/inquiry-trigger.tsx";

/**
 * Spec: the product page's quote box ('Email for Quote', 'Call Now'), with
 * WhatsApp, an inquiry and the business's terms beside them; then its
 * contact block.
 */
export function QuoteBox({ product, isService }: { product: Product; isService: boolean }) {
  return (
    <>
      <section
        aria-labelledby="quote-heading"
        className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-5"
      >
        <h2 id="quote-heading" className="font-semibold text-slate-900">
          {copy.product.quoteTitle(isService)}
        </h2>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
          <Clock className="size-4 text-brand-700" aria-hidden="true" />
          {copy.replyPromise.weReply}.
        </p>
        <div className="mt-4 grid gap-2 sm:grid-cols-3">
          <EmailButton
            subject={subjects.quoteFor(product.name)}
            label={copy.product.emailForQuote}
          />
          <CallButton label={copy.product.callNow} />
          <WhatsAppButton message={whatsappMessages.product(product.name)} />
          <InquiryTrigger
            label={copy.inquiry.send}
            product={product}
            from={productPath(product.slug)}
            variant="secondary"
            className="sm:col-span-3"
          />
        </div>
        <BusinessTerms className="mt-5 border-t border-brand-200 pt-4" />
      </section>

      <section
        aria-labelledby="contact-heading"
        className="mt-6 rounded-xl border border-slate-200 p-5"
      >
        <h2 id="contact-heading" className="flex items-center gap-2 font-semibold text-slate-900">
          <ContactIcon name="chat" className="size-5 text-brand-700" />
          {copy.product.talkToUs}
        </h2>
        <ContactList
          whatsappMessage={whatsappMessages.product(product.name)}
          className="mt-3 grid gap-2.5 text-sm sm:grid-cols-2"
        />
      </section>
    </>
  );
}
