// The business, in one place (BRIEF: Business details). Every phone number,
// e-mail address, WhatsApp link and director mention on the site comes from
// here: the business edits this file and nothing else. These defaults are
// fictional.

export const business = {
  name: "Mwangaza Tech & Office Supplies",
  shortName: "Mwangaza Tech",
  /** Under the short name in the logo. */
  trade: "Tech & Office Supplies",
  tagline: "Your Trusted Partner for Tech, Office & Business Solutions",
  director: "Grace Wanjiru Kamau",
  directorTitle: "Director & Founder",
  /** E.164, digits only after the plus: used for tel: and WhatsApp links. */
  phone: "+254712345678",
  /** The WhatsApp Business number, E.164. */
  whatsapp: "+254712345678",
  email: "info@mwangaza.example.co.ke",
  location: "Nairobi, Kenya",
  address: {
    street: "3rd Floor, Tumaini House, Moi Avenue",
    locality: "Nairobi",
    region: "Nairobi County",
    postalCode: "00100",
    country: "KE",
  },
  serviceArea: "Nairobi and surrounding areas",
  /** Spec section 9. */
  hours: [
    {
      days: "Monday-Friday",
      opens: "08:00",
      closes: "18:00",
      label: "8:00 AM - 6:00 PM",
    },
    {
      days: "Saturday",
      opens: "09:00",
      closes: "16:00",
      label: "9:00 AM - 4:00 PM",
    },
    { days: "Sunday", opens: null, closes: null, label: "Closed" },
  ],
  /** Spec section 9: the promised reply time. */
  replyWithinHours: 24,
  foundedYear: 2019,
} as const;
