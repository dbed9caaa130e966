import { copy } from "#app/business/copy.ts";
import { CallButton, WhatsAppButton } from "#app/components/contact-actions.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Container } from "#app/components/ui/container.tsx";

/** Spec: Home's closing call to action, with a call link and 'Contact Us'. */
export function HomeCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-800 text-white">
      <Container className="flex flex-col items-start gap-6 py-10 sm:py-14 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
            {copy.home.ctaTitle}
          </h2>
          <p className="mt-2 max-w-xl text-brand-100">{copy.home.ctaText}</p>
        </div>
        <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
          <CallButton variant="onDark" size="lg" className="col-span-2" />
          <WhatsAppButton size="lg" />
          <ButtonLink href="/contact" variant="outlineOnDark" size="lg">
            {copy.home.contactUs}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
