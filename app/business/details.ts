// The business, in one place. Every phone number,
// e-mail address, WhatsApp link and director mention on the site comes from
// here: the business edits this file and nothing else. These defaults are
// fictional.

export interface BusinessTerms {
  readonly delivery: string;
  readonly warranty: string;
  readonly registration: string;
}

/** How customers pay; each way left "" is not offered. */
export interface PaymentWays {
  /** The M-Pesa Paybill business number; a quote's number is its account number. */
  readonly mpesaPaybill: string;
  readonly mpesaTill: string;
  /** Bank transfer, as a customer needs to read it. */
  readonly bankTransfer: string;
  /** Where cash on delivery is taken ("within Nairobi"). */
  readonly cashOnDelivery: string;
}

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
  /**
   * What buyers check before they call, shown on Contact and in each
   * product's quote box. Each is optional: leave it "" (or the list empty)
   * and its line disappears. These are placeholders, clearly fictional: the
   * business puts its own in.
   */
  terms: {
    delivery:
      "Free delivery within Nairobi CBD; same or next day to Westlands, Kilimani, Upper Hill and Thika Road; countrywide by courier in 2-3 days.",
    warranty:
      "Manufacturer's warranty on all new equipment (one year on most laptops, printers and UPS units); 90 days on our repairs.",
    registration: "Registered in Kenya, No. PVT-EXAMPLE000",
  } as BusinessTerms,
  payment: {
    mpesaPaybill: "000000 (example)",
    mpesaTill: "000000 (example)",
    bankTransfer: "Bank transfer",
    cashOnDelivery: "within Nairobi",
  } as PaymentWays,
  /** Quotes: VAT and how prices are entered, how long a quote holds. */
  quotes: {
    /** The VAT rate in basis points: 1600 is 16%. */
    vatBasisPoints: 1600,
    /** Whether staff type prices with VAT in them, as shelf prices here are. */
    pricesIncludeVat: true,
    /** A quote is valid to the end of its last day, this many days on. */
    validityDays: 14,
    /** The KRA PIN printed on quotes; "" to leave it out. */
    kraPin: "P000000000X (example)",
  },
  /** Opening hours: shown on Contact, and what the reply promise counts. */
  hours: [
    {
      days: "Monday-Friday",
      /** ISO weekdays (Monday 1 … Sunday 7): the reply promise counts these hours. */
      weekdays: [1, 2, 3, 4, 5],
      opens: "08:00",
      closes: "18:00",
      label: "8:00 AM - 6:00 PM",
    },
    {
      days: "Saturday",
      weekdays: [6],
      opens: "09:00",
      closes: "16:00",
      label: "9:00 AM - 4:00 PM",
    },
    { days: "Sunday", weekdays: [7], opens: null, closes: null, label: "Closed" },
  ],
  /** The promised reply time, counted in opening hours. */
  replyWithinHours: 24,
  /** The clock the opening hours are read on. */
  timeZone: "Africa/Nairobi",
  /** Kenyan public holidays with fixed dates: closed, so they do not count. */
  holidays: [
    "2026-12-12",
    "2026-12-25",
    "2026-12-26",
    "2027-01-01",
    "2027-03-26",
    "2027-03-29",
    "2027-05-01",
    "2027-06-01",
    "2027-10-10",
    "2027-10-20",
    "2027-12-12",
    "2027-12-25",
    "2027-12-26",
  ],
  foundedYear: 2019,
  /** Starts every inquiry's reference (MW-10042). */
  referencePrefix: "MW",
} as const;
