// The contact icons (phone, e-mail, WhatsApp, location), drawn once a page:
// a product card has three, and All Products has 71 cards. The site's shell
// puts the sprite at the top of every public page; each icon is a <use> of
// its symbol, 60 bytes instead of 400 (ADR 0028).

import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";

const DRAWINGS = { phone: Phone, mail: Mail, chat: MessageCircle, location: MapPin } as const;

export type ContactIconName = keyof typeof DRAWINGS;

const idOf = (name: ContactIconName) => `icon-${name}`;

/** The symbols, in a hidden <svg>: a <use> draws them wherever it stands. */
export function ContactIconSprite() {
  return (
    // Not displayed itself; a <use> still draws its symbols.
    <svg className="hidden" aria-hidden="true">
      {Object.entries(DRAWINGS).map(([name, Drawing]) => (
        <symbol key={name} id={idOf(name as ContactIconName)} viewBox="0 0 24 24">
          <Drawing />
        </symbol>
      ))}
    </svg>
  );
}

/** One contact icon, sized by `className` (it fills its box). */
export function ContactIcon({ name, className }: { name: ContactIconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`#${idOf(name)}`} />
    </svg>
  );
}
