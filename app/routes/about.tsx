import { Award, Target, Users } from "lucide-react";
import { business } from "#app/business/details.ts";
import { copy } from "#app/business/copy.ts";
import { servicesOffered } from "#app/business/services.ts";
import { useCategories } from "#app/components/layout/use-categories.ts";
import { countInWords } from "#app/lib/count-words.ts";
import { CallButton, WhatsAppButton } from "#app/components/contact-actions.tsx";
import { InquiryDialogLoader } from "#app/inquiries/components/inquiry-dialog-loader.tsx";
import { InquiryTrigger } from "#app/inquiries/components/inquiry-trigger.tsx";
import { LeadershipCard } from "#app/components/leadership-card.tsx";
import { OurValues } from "#app/components/our-values.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { originOf, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originOf(matches),
    path: "/about",
    title: "About Us",
    description: `Who we are: ${business.name}, a ${business.address.locality} supplier of technology, office products and IT services, led by ${business.director}.`,
  });

const h2 = "text-2xl font-bold tracking-tight text-slate-900";

export default function About() {
  const categories = useCategories();
  return (
    <>
      <PageIntro title="About Us" text={business.tagline} />
      <Container className="grid gap-12 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-12">
          <section aria-labelledby="who-heading">
            <h2 id="who-heading" className={h2}>
              Who we are
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
              <p>
                {business.name} is a {business.address.locality} business that supplies technology,
                office products and technical services to homes, students, schools and companies.
                Since {business.foundedYear} we have helped customers choose the right laptop, keep
                their printers running, protect their work from power cuts and get their offices
                connected.
              </p>
              <p>
                We are your trusted partner for tech, office and business solutions: one place to
                buy the equipment, the software and the supplies, and the people to set it all up
                and keep it working.
              </p>
            </div>
          </section>

          <section
            aria-labelledby="mission-heading"
            className="rounded-2xl bg-brand-800 p-8 text-white"
          >
            <h2 id="mission-heading" className="flex items-center gap-2 text-2xl font-bold">
              <Target className="size-6 text-brand-200" aria-hidden="true" />
              Our mission
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-brand-50">
              To simplify your tech, office and service needs through one reliable source.
            </p>
          </section>

          <OurValues headingClass={h2} />

          <section aria-labelledby="offer-heading">
            <h2 id="offer-heading" className={h2}>
              What we offer
            </h2>
            <p className="mt-3 text-slate-700">
              Beyond the {countInWords(categories.length)} product categories in our catalogue, our
              technicians offer:
            </p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {servicesOffered.map((service) => (
                <li key={service.title} className="flex gap-3 rounded-xl bg-slate-50 p-4">
                  <Award className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <div>
                    <h3 className="font-semibold text-slate-900">{service.title}</h3>
                    <p className="mt-1 text-sm text-slate-600">{service.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside className="space-y-6" aria-label="Leadership and contact">
          <section aria-labelledby="leadership-heading">
            <h2
              id="leadership-heading"
              className="mb-4 flex items-center gap-2 text-xl font-bold text-slate-900"
            >
              <Users className="size-5 text-brand-700" aria-hidden="true" />
              Leadership
            </h2>
            <LeadershipCard />
          </section>
          <section
            aria-labelledby="start-heading"
            className="rounded-2xl border border-slate-200 bg-slate-50 p-6"
          >
            <h2 id="start-heading" className="text-xl font-bold text-slate-900">
              Ready to get started?
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              Tell us what you need and we will reply within {business.replyWithinHours} hours.
            </p>
            <div className="mt-5 flex flex-col gap-2">
              <InquiryTrigger label={copy.about.getStarted} from="/about" />
              <CallButton label={copy.about.callNow} variant="secondary" />
              <WhatsAppButton />
            </div>
          </section>
        </aside>
      </Container>
      <InquiryDialogLoader />
    </>
  );
}
