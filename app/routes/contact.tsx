import { AddressWithMap, BusinessTerms } from "#app/components/business-terms.tsx";
import { termsRows } from "#app/business/terms.ts";
import { CheckCircle2, Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { business } from "#app/business/details.ts";
import { copy } from "#app/business/copy.ts";
import {
  mailtoHref,
  phoneDisplay,
  subjects,
  telHref,
  webmailComposeHref,
  whatsappHref,
  whatsappMessages,
} from "#app/business/contact-links.ts";
import { CallButton, WhatsAppButton } from "#app/components/contact-actions.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { LeadershipCard } from "#app/components/leadership-card.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { localBusinessJsonLd, originOf, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originOf(matches),
    path: "/contact",
    title: "Contact Us",
    description: `Call ${phoneDisplay}, WhatsApp or e-mail ${business.name} in Nairobi. We reply within ${business.replyWithinHours} hours.`,
  });

const expectations = [
  `A consultation within ${business.replyWithinHours} hours`,
  "Product recommendations that fit your needs",
  "Competitive quotes",
  "Installation and support options",
] as const;

function ContactItem({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <div className="mt-1 text-sm text-slate-700">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "rounded font-medium text-brand-700 hover:underline";

function TermsSection() {
  if (termsRows(business.terms).length === 0) return null;
  return (
    <section
      aria-labelledby="terms-heading"
      className="mt-6 rounded-xl border border-slate-200 p-6"
    >
      <h2 id="terms-heading" className="text-lg font-semibold text-slate-900">
        {copy.trust.termsTitle}
      </h2>
      <BusinessTerms className="mt-4" />
    </section>
  );
}

export default function Contact({ matches }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={localBusinessJsonLd(matches[0].loaderData.origin)} />
      <PageIntro
        title="Contact Us"
        text="Call, WhatsApp or e-mail us for a quote, advice or support. We are happy to help."
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[3fr_2fr]">
        <div>
          <ul className="grid gap-4 sm:grid-cols-2">
            <ContactItem icon={<Phone className="size-5" aria-hidden="true" />} title="Phone">
              <a href={telHref()} className={linkClass}>
                {phoneDisplay}
              </a>
            </ContactItem>
            <ContactItem
              icon={<MessageCircle className="size-5" aria-hidden="true" />}
              title="WhatsApp"
            >
              <a
                href={whatsappHref(whatsappMessages.general)}
                className={linkClass}
                target="_blank"
                rel="noopener noreferrer"
              >
                Chat with us on WhatsApp
              </a>
            </ContactItem>
            <ContactItem icon={<Mail className="size-5" aria-hidden="true" />} title="Email">
              <a href={mailtoHref()} className={`${linkClass} break-all`}>
                {business.email}
              </a>
              <p className="mt-1 text-slate-600">
                We respond within {business.replyWithinHours} hours
              </p>
            </ContactItem>
            <ContactItem icon={<MapPin className="size-5" aria-hidden="true" />} title="Location">
              <p>{business.location}</p>
              <p className="text-slate-600">Serving {business.serviceArea}</p>
              <div className="mt-2">
                <AddressWithMap withIcon={false} />
              </div>
            </ContactItem>
          </ul>

          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink
              href={webmailComposeHref(subjects.general)}
              size="lg"
              icon={<Mail className="size-5" aria-hidden="true" />}
              aria-label={`${copy.contact.emailUs} (opens a new window)`}
            >
              {copy.contact.emailUs}
            </ButtonLink>
            <CallButton size="lg" />
            <WhatsAppButton size="lg" />
          </div>

          <section
            aria-labelledby="hours-heading"
            className="mt-10 rounded-xl border border-slate-200 p-6"
          >
            <h2
              id="hours-heading"
              className="flex items-center gap-2 text-lg font-semibold text-slate-900"
            >
              <Clock className="size-5 text-brand-700" aria-hidden="true" />
              Business hours
            </h2>
            <dl className="mt-4 divide-y divide-slate-200 text-sm">
              {business.hours.map((slot) => (
                <div key={slot.days} className="flex justify-between py-2.5">
                  <dt className="text-slate-700">{slot.days}</dt>
                  <dd className="font-medium text-slate-900">{slot.label}</dd>
                </div>
              ))}
            </dl>
          </section>

          <TermsSection />
        </div>

        <div className="space-y-6">
          <section aria-labelledby="expect-heading" className="rounded-2xl bg-slate-50 p-6">
            <h2 id="expect-heading" className="text-lg font-semibold text-slate-900">
              {copy.contact.whatToExpect}
            </h2>
            <ul className="mt-4 space-y-3">
              {expectations.map((item) => (
                <li key={item} className="flex gap-2.5 text-slate-700">
                  <CheckCircle2
                    className="mt-0.5 size-5 shrink-0 text-brand-700"
                    aria-hidden="true"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="leadership-heading">
            <h2 id="leadership-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Leadership
            </h2>
            <LeadershipCard />
          </section>
        </div>
      </Container>
    </>
  );
}
