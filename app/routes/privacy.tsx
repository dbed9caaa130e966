import { copy } from "#app/business/copy.ts";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { originOf, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/privacy";

// Pre-rendered like the catalogue pages: plain text, no script.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originOf(matches),
    path: "/privacy",
    title: copy.privacy.title,
    description: copy.privacy.description,
  });

const h2 = "text-xl font-bold tracking-tight text-slate-900";

export default function Privacy() {
  const notice = copy.privacy;
  return (
    <>
      <PageIntro title={notice.title} text={notice.intro} />
      <Container className="max-w-3xl space-y-10 py-12 leading-relaxed text-slate-700">
        {notice.sections.map((section) => (
          <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <h2 id={`privacy-${section.id}`} className={h2}>
              {section.heading}
            </h2>
            {"items" in section ? (
              <ul className="mt-4 list-disc space-y-2 pl-5">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {"paragraphs" in section
              ? section.paragraphs.map((text) => (
                  <p key={text} className="mt-4">
                    {text}
                  </p>
                ))
              : null}
          </section>
        ))}
        <section
          aria-labelledby="privacy-contact"
          className="rounded-2xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="privacy-contact" className={h2}>
            {notice.contactHeading}
          </h2>
          <p className="mt-3">{notice.contactText}</p>
          <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
            {notice.contacts.map(({ label, value, href }) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-slate-900">{label}</dt>
                <dd>
                  {href ? (
                    <a href={href} className="font-medium text-brand-700 underline">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </Container>
    </>
  );
}
