import { ContactIcon } from "#app/components/contact-icons.tsx";
import type { ReactNode } from "react";
import {
  mailtoHref,
  phoneDisplay,
  telHref,
  whatsappHref,
  whatsappMessages,
} from "#app/business/contact-links.ts";
import { copy } from "#app/business/copy.ts";
import { business } from "#app/business/details.ts";
import { AddressWithMap } from "#app/components/business-terms.tsx";

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

/** Spec: Contact's phone, e-mail (with its response time) and location; WhatsApp beside them. */
export function ContactCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <ContactItem icon={<ContactIcon name="phone" className="size-5" />} title="Phone">
        <a href={telHref()} className={linkClass}>
          {phoneDisplay}
        </a>
      </ContactItem>
      <ContactItem icon={<ContactIcon name="chat" className="size-5" />} title="WhatsApp">
        <a
          href={whatsappHref(whatsappMessages.general)}
          className={linkClass}
          target="_blank"
          rel="noopener noreferrer"
        >
          {copy.contact.chatOnWhatsApp}
        </a>
      </ContactItem>
      <ContactItem icon={<ContactIcon name="mail" className="size-5" />} title="Email">
        <a href={mailtoHref()} className={`${linkClass} break-all`}>
          {business.email}
        </a>
        <p className="mt-1 text-slate-600">{copy.contact.respondWithin}</p>
      </ContactItem>
      <ContactItem icon={<ContactIcon name="location" className="size-5" />} title="Location">
        <p>{business.location}</p>
        <p className="text-slate-600">{copy.contact.serving}</p>
        <div className="mt-2">
          <AddressWithMap withIcon={false} />
        </div>
      </ContactItem>
    </ul>
  );
}
