import { ContactIcon } from "#app/components/contact-icons.tsx";
import { subjects, webmailComposeHref } from "#app/business/contact-links.ts";
import { copy } from "#app/business/copy.ts";
import { ContactCards } from "#app/components/contact/contact-cards.tsx";
import { BusinessHours, TermsSection } from "#app/components/contact/hours-and-terms.tsx";
import { WhatToExpect } from "#app/components/contact/what-to-expect.tsx";
import { CallButton, WhatsAppButton } from "#app/components/contact-actions.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { localBusinessJsonLd, originOf, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originOf(matches),
    path: "/contact",
    title: copy.contact.title,
    description: copy.contact.description,
  });

export default function Contact({ matches }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={localBusinessJsonLd(matches[0].loaderData.origin)} />
      <PageIntro title={copy.contact.title} text={copy.contact.intro} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[3fr_2fr]">
        <div>
          <ContactCards />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink
              href={webmailComposeHref(subjects.general)}
              size="lg"
              icon={<ContactIcon name="mail" className="size-5" />}
              aria-label={`${copy.contact.emailUs} (opens a new window)`}
            >
              {copy.contact.emailUs}
            </ButtonLink>
            <CallButton size="lg" />
            <WhatsAppButton size="lg" />
          </div>
          <BusinessHours />
          <TermsSection />
        </div>
        <WhatToExpect />
      </Container>
    </>
  );
}
