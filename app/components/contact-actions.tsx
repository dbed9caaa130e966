// The business's contact links, drawn from business/details.ts so that every
// phone, e-mail and WhatsApp mention on the site has one source.

import { ContactIcon } from "#app/components/contact-icons.tsx";
import { type ButtonSize, type ButtonVariant } from "#app/components/ui/button.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { business } from "#app/business/details.ts";
import {
  mailtoHref,
  phoneDisplay,
  telHref,
  whatsappHref,
  whatsappMessages,
} from "#app/business/contact-links.ts";

export function CallButton({
  label = phoneDisplay,
  about,
  variant = "secondary",
  size = "md",
  className,
}: {
  label?: string;
  /** What the call is about, for assistive technology (a product's name). */
  about?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const name = label === phoneDisplay ? `Call ${phoneDisplay}` : `${label}: ${phoneDisplay}`;
  return (
    <ButtonLink
      href={telHref()}
      variant={variant}
      size={size}
      className={className}
      icon={<ContactIcon name="phone" className="size-4" />}
      aria-label={about ? `${name} about ${about}` : name}
    >
      {label}
    </ButtonLink>
  );
}

export function EmailButton({
  subject,
  label,
  variant = "primary",
  size = "md",
  className,
}: {
  subject: string;
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <ButtonLink
      href={mailtoHref(subject)}
      variant={variant}
      size={size}
      className={className}
      icon={<ContactIcon name="mail" className="size-4" />}
    >
      {label}
    </ButtonLink>
  );
}

export function WhatsAppButton({
  message = whatsappMessages.general,
  label = "WhatsApp",
  about,
  size = "md",
  className,
}: {
  message?: string;
  label?: string;
  /** A product's name: the button shows only its icon and names the product to assistive technology. */
  about?: string;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <ButtonLink
      href={whatsappHref(message)}
      variant="whatsapp"
      size={size}
      className={className}
      icon={<ContactIcon name="chat" className="size-4" />}
      aria-label={
        about
          ? `Chat about ${about} on WhatsApp (opens in a new tab)`
          : `${label} (chat on WhatsApp, opens in a new tab)`
      }
    >
      {about ? null : label}
    </ButtonLink>
  );
}

/** Phone, WhatsApp, e-mail and location as a list of links. */
export function ContactList({
  tone = "dark",
  whatsappMessage = whatsappMessages.general,
  className,
}: {
  tone?: "dark" | "light";
  whatsappMessage?: string;
  className?: string;
}) {
  const text =
    tone === "dark" ? "text-slate-700 hover:text-brand-700" : "text-slate-200 hover:text-white";
  const icon = tone === "dark" ? "text-brand-700" : "text-brand-200";
  const item = `inline-flex items-center gap-2 rounded ${text}`;
  return (
    <ul className={className}>
      <li>
        <a href={telHref()} className={item}>
          <ContactIcon name="phone" className={`size-4 shrink-0 ${icon}`} />
          <span>{phoneDisplay}</span>
        </a>
      </li>
      <li>
        <a
          href={whatsappHref(whatsappMessage)}
          className={item}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ContactIcon name="chat" className={`size-4 shrink-0 ${icon}`} />
          <span>WhatsApp us</span>
        </a>
      </li>
      <li>
        <a href={mailtoHref()} className={`${item} break-all`}>
          <ContactIcon name="mail" className={`size-4 shrink-0 ${icon}`} />
          <span>{business.email}</span>
        </a>
      </li>
      <li
        className={`inline-flex items-center gap-2 ${tone === "dark" ? "text-slate-700" : "text-slate-200"}`}
      >
        <ContactIcon name="location" className={`size-4 shrink-0 ${icon}`} />
        <span>{business.location}</span>
      </li>
    </ul>
  );
}
