// Builders for the outbound contact links: mailto, tel,
// WhatsApp and the webmail compose window. Pure functions, unit-tested.

import { business } from "./details.ts";

/** "+254712345678" -> "+254 712 345 678" (Kenyan mobile format). */
export function formatKenyanPhone(e164: string): string {
  const digits = e164.replace(/\D/g, "");
  const match = /^254(\d{3})(\d{3})(\d{3})$/.exec(digits);
  if (!match) return e164;
  return `+254 ${match[1]} ${match[2]} ${match[3]}`;
}

export function telHref(e164: string = business.phone): string {
  return `tel:${e164.replace(/[^\d+]/g, "")}`;
}

/** An e-mail to the business (or to `email`), with the subject filled in when there is one. */
export function mailtoHref(subject?: string, email: string = business.email): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
}

/** A WhatsApp chat with the business, with the first message typed in. */
export function whatsappHref(message: string, e164: string = business.whatsapp): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** The street address on one line, as a shopper reads it and a map searches it. */
export function addressLine(address: typeof business.address = business.address): string {
  return [address.street, `${address.locality} ${address.postalCode}`, "Kenya"].join(", ");
}

/** A map search for the address: opens the phone's map app, no map script on our pages. */
export function mapHref(address: typeof business.address = business.address): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}`;
}

/** Gmail's compose window, the webmail most visitors here use (spec: Contact). */
export function webmailComposeHref(subject: string, email: string = business.email): string {
  const params = new URLSearchParams({
    view: "cm",
    fs: "1",
    to: email,
    su: subject,
  });
  return `https://mail.google.com/mail/?${params.toString()}`;
}

/** The mailto subjects, worded exactly as the e-mail buttons have always sent them. */
export const subjects = {
  quote: "Quote Request",
  quoteFor: (productName: string) => `Quote Request for ${productName}`,
  inquiryAbout: (productName: string) => `Inquiry about ${productName}`,
  general: "General Inquiry",
} as const;

export const whatsappMessages = {
  general: `Hello ${business.shortName}, I would like to ask about your products and services.`,
  product: (productName: string) =>
    `Hello ${business.shortName}, I am interested in the ${productName}. Could you send me a quote?`,
} as const;

export const phoneDisplay = formatKenyanPhone(business.phone);
