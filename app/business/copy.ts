// The site's user-facing strings, in one place: the product's own words,
// quoted exactly (the tests hold them), and ours beside them, marked "Ours".
// Components and tests import them from here.

import {
  formatKenyanPhone,
  mailtoHref,
  phoneDisplay,
  telHref,
  whatsappHref,
} from "./contact-links.ts";
import { business } from "./details.ts";
import { ZONE_NAME } from "./time.ts";
import { countInWords } from "#app/lib/count-words.ts";

const postalAddress = `${business.address.street}, ${business.address.locality} ${business.address.postalCode}, Kenya`;

/** "24 opening hours": the promise, and what its hours count. */
const promiseHours = `${business.replyWithinHours} opening hours`;

export const copy = {
  /**
   * Ours: the reply promise, worded once. The spec's own "24 hours" (Contact)
   * stay as the spec has them; ours say that opening hours are what counts.
   */
  replyPromise: {
    hours: promiseHours,
    /** "We reply within 24 opening hours" */
    weReply: `We reply within ${promiseHours}`,
    /** "Monday-Friday 8:00 AM - 6:00 PM, Saturday 9:00 AM - 4:00 PM, Nairobi time" */
    openingHours: `${business.hours
      .filter((slot) => slot.opens)
      .map((slot) => `${slot.days} ${slot.label}`)
      .join(", ")}, ${ZONE_NAME}`,
  },
  nav: {
    home: "Home",
    allProducts: "All Products",
    about: "About",
    aboutUs: "About Us",
    contact: "Contact",
    login: "Login",
  },
  search: {
    placeholder: "Search products...",
    allCategories: "All Categories",
    showing: (found: number, total: number) => `Showing ${found} of ${total} products`,
    /** Ours: which of the matches a page of a long list holds. */
    shownOnPage: (first: number, last: number) => `On this page: ${first} to ${last}`,
    emptyTitle: "No products found",
    emptyText: "Try adjusting your search or category filter to find what you're looking for.",
    /** Ours: the empty state's way on, and the matches the spec's rule misses. */
    askAbout: (query: string) => `Ask us about "${query}"`,
    closeMatches: "Close matches",
    closeMatchesText: (query: string) =>
      `Not an exact match for "${query}", but close: another spelling or spacing, or the words found in the specifications.`,
  },
  home: {
    browseProducts: "Browse Products",
    emailForQuote: "Email for Quote",
    shopByCategory: "Shop by Category",
    popularProducts: "Popular Products",
    viewAllProducts: "View All Products",
    contactUs: "Contact Us",
    // Ours: the page's own words around the spec's.
    description: `${business.name}, ${business.address.locality}: laptops, printers, storage, networking, software, stationery and IT services, with quotes by e-mail, phone or WhatsApp.`,
    heroText:
      "Laptops, printers, networking, software, stationery and expert IT services. Our mission is to simplify your tech, office and service needs through one reliable source.",
    heroPictures: "Some of what we supply",
    whyUs: "Why choose us",
    values: [
      { title: "Quality", text: "Genuine products from brands we trust, with warranty." },
      { title: "Support", text: "Advice before you buy and help long after." },
      { title: "Affordability", text: "Competitive quotes for homes, schools and businesses." },
      {
        title: "One reliable source",
        text: "Tech, office supplies and services from one partner.",
      },
    ],
    categoriesIntro: (count: number) =>
      `Everything a home, school or office needs, in ${countInWords(count)} departments.`,
    popularIntro: "The products and services our customers ask for most.",
    ctaTitle: "Need a quote or some advice?",
    ctaText: `Call, WhatsApp or visit us in ${business.address.locality}. We reply within ${promiseHours}.`,
  },
  category: {
    available: (count: number) => `${count} Products Available`,
    notFoundTitle: "Category Not Found",
    notFoundText: "The category you're looking for doesn't exist.",
  },
  product: {
    keyFeatures: "Key Features",
    emailForQuote: "Email for Quote",
    callNow: "Call Now",
    notFoundTitle: "Product Not Found",
    notFoundText: "The product you're looking for doesn't exist.",
    // Ours.
    description: (description: string) =>
      `${description} Ask ${business.shortName} in ${business.address.locality} for a quote.`,
    quoteTitle: (isService: boolean) => `Get a quote for this ${isService ? "service" : "product"}`,
    talkToUs: "Talk to us",
    moreIn: (category: string) => `More in ${category}`,
    /** An archived product's page (410): where to look instead. */
    browseCategory: (category: string) => `Browse ${category}`,
  },
  card: {
    emailForInfo: "Email for Info",
  },
  contact: {
    emailUs: "Email Us",
    whatToExpect: "What to expect",
    /** The spec's: an e-mail's response time, and the 'What to expect' list. */
    respondWithin: `We respond within ${business.replyWithinHours} hours`,
    expectations: [
      `A consultation within ${business.replyWithinHours} hours`,
      "Product recommendations that fit your needs",
      "Competitive quotes",
      "Installation and support options",
    ],
    // Ours.
    title: "Contact Us",
    intro: "Call, WhatsApp or e-mail us for a quote, advice or support. We are happy to help.",
    description: `Call ${phoneDisplay}, WhatsApp or e-mail ${business.name} in ${business.address.locality}. We reply within ${promiseHours}.`,
    chatOnWhatsApp: "Chat with us on WhatsApp",
    serving: `Serving ${business.serviceArea}`,
    businessHours: "Business hours",
    leadership: "Leadership",
  },
  about: {
    getStarted: "Get Started",
    callNow: "Call Now",
  },
  trust: {
    visitUs: "Visit us",
    openInMaps: "Open in Maps",
    delivery: "Delivery",
    warranty: "Warranty",
    payments: "Ways to pay",
    registration: "Company",
    termsTitle: "Delivery, warranty and payment",
  },
  notFound: {
    code: "404",
    title: "Oops! Page not found",
    returnHome: "Return to Home",
    searchInstead: "Search our products",
    browseCategories: "Or browse a department",
  },
  inquiry: {
    title: (product?: string) => (product ? `Inquire about ${product}` : "Send Inquiry"),
    send: "Send Inquiry",
    sending: "Sending...",
    fullName: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    message: "Message",
    interestedIn: (product: string) => `Interested in ${product}`,
    /** Ours: the message of an inquiry asked from a search that found nothing. */
    lookingFor: (query: string) =>
      `I'm looking for "${query}" and could not find it on your site. Do you have it, or something like it?`,
    sentTitle: "Inquiry Sent!",
    sentText: "Thank you for your interest. We'll get back to you soon.",
    /** Ours: the no-JavaScript thank-you page and the acknowledgement e-mail. */
    sentReference: (reference: string) =>
      `Your reference is ${reference}. We have e-mailed you a confirmation.`,
    errorTitle: "Error",
    errorText: "Failed to send inquiry. Please try again or contact us directly.",
  },
  auth: {
    login: {
      title: "Login",
      subtitle: "Sign in to your account",
      button: "Login",
      toggle: "Don't have an account? Sign up",
    },
    signup: {
      title: "Create Account",
      subtitle: "Create a new account to get started",
      button: "Sign Up",
      toggle: "Already have an account? Login",
    },
    loading: "Loading...",
    loginFailed: "Login Failed",
    invalidCredentials: "Invalid email or password. Please try again.",
    welcomeBack: "Welcome back!",
    loggedIn: "You have successfully logged in.",
    accountExists: "Account Exists",
    accountExistsText: "An account with this email already exists. Please login instead.",
    signupFailed: "Signup Failed",
    accountCreated: "Account Created",
    checkEmail: "Please check your email to verify your account.",
    error: "Error",
    unexpected: "An unexpected error occurred. Please try again.",
    // Ours, beyond the spec's screen.
    email: "Email",
    password: "Password",
    passwordHint: (min: number) => `(at least ${min} characters)`,
    forgotLink: "Forgot password?",
    verifyFirst: "Please verify your email address first: we have sent you a new link.",
    tooManyTitle: "Please wait",
    tooManyText: "Too many requests. Please try again in a minute.",
  },
  /** Ours: asking for a password reset (/auth/forgot) and choosing one (/auth/reset). */
  passwordReset: {
    forgotTitle: "Forgot password",
    forgotSubtitle: "Enter your email and we will send you a link to choose a new password.",
    send: "Send reset link",
    backToLogin: "Back to login",
    sentTitle: "Check your email",
    sentText:
      "If an account exists for that address, we have sent it a link to choose a new password.",
    chooseTitle: "Choose a new password",
    inviteTitle: "Choose your password",
    rule: (min: number) => `At least ${min} characters.`,
    inviteRule: (min: number) => `Welcome to the back office. At least ${min} characters.`,
    newPassword: "New password",
    save: "Save new password",
    expiredTitle: "This link has expired",
    expiredText: "Ask for a new link to reset your password.",
    askAgain: "Ask for a new link",
    changedTitle: "Password changed",
    changedText: "You can now log in with your new password.",
    goToLogin: "Go to login",
  },
  // Not in the spec, which does not show what signing in gives.
  account: {
    label: "Your account",
    signOut: "Sign out",
    myInquiries: "My inquiries",
    backOffice: "Back office",
  },
  /** Ours: a signed-in customer's inquiries, at /account/inquiries. */
  myInquiries: {
    title: "My inquiries",
    intro: (email: string) => `The inquiries sent from ${email}, newest first.`,
    empty: "You have not sent us an inquiry from this e-mail address yet.",
    browse: "Browse Products",
    general: "General inquiry",
    reference: "Reference",
    sent: "Sent",
    status: "Status",
    replies: "Our replies",
    noReply: `We have not replied by e-mail yet. We reply within ${promiseHours}.`,
    /** Before the reply is due: when it is. */
    replyDue: (when: string) =>
      `We have not replied yet. Our reply is due by ${when} (${ZONE_NAME}): we reply within ${promiseHours}.`,
    /** Past it: said plainly, with the quickest way to us. */
    replyLate: (when: string, phone: string, reference: string) =>
      `Our reply is late, and we are sorry: it was due by ${when} (${ZONE_NAME}). We are on it. If it is urgent, call or WhatsApp ${phone} and quote ${reference}.`,
    answeredElsewhere:
      "We have answered you by WhatsApp or phone. What we send by e-mail shows here too.",
    quotes: "Our quotes",
    openQuote: (number: string) => `Open quote ${number}`,
    validUntil: "Valid until",
    more: (limit: number) => `Showing your ${limit} most recent inquiries.`,
    unverifiedTitle: "Verify your e-mail address",
    unverifiedText: (email: string) =>
      `To see your inquiries, first verify ${email}: open the link in the e-mail we sent when you created your account. Your inquiries are found by your verified e-mail address, so that no one else can see them.`,
  },
  /**
   * Ours: the privacy notice required by Kenya's Data Protection
   * Act, 2019, and the note linking to it beside the inquiry and sign-up forms.
   */
  privacy: {
    title: "Privacy Notice",
    description: `What ${business.name} keeps about you, why, for how long, and how to see, correct or delete it under Kenya's Data Protection Act, 2019.`,
    intro: `This notice explains what personal data ${business.name} keeps when you use this website, why we keep it, for how long, and the rights the Data Protection Act, 2019 gives you.`,
    formNote: "We use your details only to answer you.",
    signupNote: "We use your e-mail address only for your account.",
    link: "Privacy notice",
    sections: [
      {
        id: "controller",
        heading: "Who is responsible",
        paragraphs: [
          `${business.name} (${postalAddress}) is the data controller for the personal data described here: we decide why and how it is used. Questions and requests go to the contacts at the end of this notice.`,
        ],
      },
      {
        id: "what",
        heading: "What we keep",
        items: [
          "Inquiries: the name, e-mail address, phone number (if you give one) and message you send us, the product you asked about, the page you sent it from, when it arrived, its reference, and our notes, status changes and replies about it.",
          "Accounts: your e-mail address, a one-way hash of your password (never the password itself), whether your e-mail address is verified, and your sign-in sessions.",
          "Server logs: for each request, its time, the page asked for, the answer, and your internet (IP) address.",
          "Backups: copies of the database holding the above, so that nothing is lost if a disk fails.",
        ],
        paragraphs: [
          "We do not sell your data, use advertising trackers, or set cookies other than the one that keeps you signed in.",
        ],
      },
      {
        id: "why",
        heading: "Why we keep it",
        items: [
          "To answer your inquiry and give you a quote: you asked us to (the Act's lawful basis of steps taken at your request before a contract, and our legitimate interest in replying).",
          "To run your account, so that you can see your inquiries and our replies.",
          "To keep the website safe and working: logs let us find faults and stop abuse.",
          "To keep records the law requires of a business, such as those of sales.",
        ],
      },
      {
        id: "how-long",
        heading: "How long we keep it",
        items: [
          "Inquiries are kept until you or we delete them. Closed inquiries may be deleted after a period the business sets.",
          "Accounts are kept until you ask us to delete yours.",
          "Server logs are replaced as they age and are kept no longer than needed to run the site.",
          "Backups are replaced in rotation after a limited number of days, so deleted data also leaves them.",
        ],
      },
      {
        id: "who-sees",
        heading: "Who sees it",
        paragraphs: [
          `Only our staff, to answer you. Our e-mail and hosting providers handle it on our behalf and may not use it for anything else. We share it with no one else unless the law requires it.`,
        ],
      },
      {
        id: "rights",
        heading: "Your rights",
        items: [
          "Access: to be told what we hold about you, and to get a copy.",
          "Correction: to have wrong or incomplete data put right.",
          "Deletion: to have your data deleted when we no longer need it, or when you withdraw your consent.",
          "Objection: to object to our use of your data, including for direct marketing (we send none).",
        ],
        paragraphs: [
          "We answer within the time the Act and its regulations set, and never charge for it. If you are not satisfied, you may complain to the Office of the Data Protection Commissioner (ODPC).",
        ],
      },
    ],
    contactHeading: "Whom to ask",
    contactText:
      "To use any of these rights, or with any question about your data, contact us. We may ask you to confirm it is you, so that we never give your data to someone else.",
    contacts: [
      { label: "E-mail", value: business.email, href: mailtoHref("Personal data request") },
      { label: "Phone", value: phoneDisplay, href: telHref() },
      {
        label: "WhatsApp",
        value: formatKenyanPhone(business.whatsapp),
        href: whatsappHref("Hello, I have a question about my personal data."),
      },
      { label: "Post", value: postalAddress, href: null },
    ],
  },
  /** Ours: the customer's page for a quote, at /quotes/<link>. */
  quote: {
    title: (number: string) => `Quotation ${number}`,
    intro: (name: string, reference: string) => `For ${name}, about your inquiry ${reference}.`,
    download: "Download the PDF",
    note: "A note from us",
    terms: "Terms",
    howToPay: "How to pay",
    account: (number: string) =>
      `For M-Pesa Paybill, the account number is ${number}: it tells us which quote you paid.`,
    answerTitle: "Your answer",
    accepted: "Thank you: you accepted this quote. We have e-mailed you how to pay.",
    declined: "You declined this quote. Thank you for letting us know.",
    changeAsked: "Thank you: we have your request and will send you a new quote.",
    changeKept:
      "Thank you: we have this request too. You have sent several today, so we have added it to the others rather than e-mailing the team again; we will answer them together.",
    replaced: "This quote has been replaced by a newer one.",
    seeLatest: "See the latest quote",
    expired: "This quote has expired. Ask us for a new one below.",
    tooMany: "Too many quote links were tried from your connection. Please wait a few minutes.",
  },
  /** Ours: the back office's catalogue (/staff/catalogue): products and categories. */
  catalogueEditor: {
    title: "Catalogue",
    newProduct: "New product",
    products: "Products",
    categories: "Categories",
    list: {
      statuses: "Statuses",
      all: "All",
      search: "Search",
      searchHint: "Name, slug or description.",
      apply: "Apply",
      clear: "Clear",
      moreFilters: (on: number) => `More filters${on > 0 ? ` (${on} on)` : ""}`,
      allCategories: "All categories",
      any: "Any",
      featuredOnly: "Featured",
      notFeatured: "Not featured",
      photo: "Photo",
      withPhoto: "With a photo",
      withoutPhoto: "Without a photo",
      none: "No products match.",
      count: (total: number, page: number, pages: number) =>
        `${total} product${total === 1 ? "" : "s"} · page ${page} of ${pages}`,
      product: "Product",
      updated: "Updated",
      inquiries: (days: number) => `Inquiries (${days} days)`,
      views: (days: number) => `Views (${days} days)`,
      inquiriesCount: (n: number, days: number) =>
        `${n} inquir${n === 1 ? "y" : "ies"} in ${days} days`,
      viewsCount: (n: number, days: number) => `${n} view${n === 1 ? "" : "s"} in ${days} days`,
      pages: { previous: "← Previous", next: "Next →" },
    },
    /** The editor's labels, also the history's and a refused save's names for fields. */
    fields: {
      name: "Name",
      slug: "Slug",
      categoryId: "Category",
      description: "Description",
      specifications: "Specifications",
      featured: "Featured",
      status: "Status",
      seoTitle: "SEO title",
      seoDescription: "SEO description",
      listPriceCents: "List price",
      icon: "Icon",
      position: "Place in the order",
    },
    statuses: { published: "Published", draft: "Draft", archived: "Archived" },
    statusHints: {
      published: "On the site.",
      draft: "Not on the site yet.",
      archived: "Off the site; kept with its history.",
    },
    hints: {
      slugFollows: "Filled from the name until you change it.",
      slugFixed: "Its address: /product/… A renamed slug's old address still leads here.",
      description: (min: number, max: number) => `${min} to ${max} characters.`,
      specifications: (min: number, max: number, length: number) =>
        `${min} to ${max} short lines of up to ${length} characters; product cards show the first two.`,
      featured: "Shown in Popular Products on the home page.",
      seoTitle: "What search engines show as its title; the name when empty.",
      seoDescription: "What search engines show under it; the description when empty.",
      listPrice: "Private: never shown on the site. A quote's line starts from it.",
    },
    listPriceLabel: "List price (KES, private)",
    seoSection: "Search engines (optional)",
    detailsSection: "Product",
    visibilitySection: "On the site",
    priceSection: "Price",
    specsSection: "Specifications",
    addSpec: "Add a line",
    specLabel: (n: number) => `Specification ${n}`,
    moveUp: (n: number) => `Move specification ${n} up`,
    moveDown: (n: number) => `Move specification ${n} down`,
    removeSpec: (n: number) => `Remove specification ${n}`,
    moved: (n: number, total: number) => `Moved to line ${n} of ${total}.`,
    removed: (n: number) => `Line ${n} removed.`,
    added: (n: number) => `Line ${n} added.`,
    save: "Save changes",
    create: "Create product",
    saving: "Saving…",
    discard: "Discard changes",
    discardShort: "Discard",
    unsavedMark: "Unsaved changes",
    history: "History",
    record: (version: number, when: string, by: string | null) =>
      `Version ${version} · saved ${when} (${ZONE_NAME})${by ? ` by ${by}` : ""}`,
    viewOnSite: "View on the site",
    duplicate: "Duplicate",
    saveFirst: "Save or discard your changes first.",
    notices: {
      created: "Product created.",
      saved: "Saved.",
      nothingChanged: "Nothing to save: no field changed.",
      duplicated: "This is a draft copy. Change what differs, then publish it.",
      archived: "Archived: it is off the site.",
      restored: (version: number) => `Version ${version} restored, as a new version.`,
      fixErrors: "Some fields need a change: see the messages beside them.",
    },
    conflict: {
      title: "Not saved: someone else saved this product while you were editing it.",
      change: (by: string, when: string, fields: string) => `${by}, ${when}: ${fields}.`,
      someone: "Someone",
      yours: "Your changes are still in the form below.",
      loadCurrent: "Load the current version",
      applyMine: "Put my changes on the current version",
      applyMineHint:
        "Takes their version and lays your changes over it; where you both changed a field, yours stays. Check it, then save.",
    },
    unsaved: {
      title: "Leave without saving?",
      text: "Your changes to this product are not saved.",
      stay: "Stay and keep editing",
      leave: "Leave without saving",
    },
    archive: {
      button: "Archive",
      title: (name: string) => `Archive ${name}?`,
      text: "It leaves the site, and its history is kept. You can publish it again from its status.",
      confirm: "Archive it",
    },
    categoriesPage: {
      add: "Add a category",
      addButton: "Add category",
      inOrder: (n: number) => `${n} categor${n === 1 ? "y" : "ies"}, in the site's order`,
      iconHint: "One emoji.",
      slugHint:
        "Its address: /category/… Left empty, it is made from the name. Changing it changes the category page's address.",
      descriptionHint: (min: number, max: number) => `${min} to ${max} characters, on one line.`,
      holds: (n: number) => `${n} product${n === 1 ? "" : "s"}`,
      move: (direction: "up" | "down", name: string) => `Move ${name} ${direction}`,
      edit: "Edit",
      save: "Save category",
      deleteLabel: (name: string) => `Delete ${name}`,
      deleteTitle: (name: string) => `Delete ${name}?`,
      deleteText: "Only a category that holds no product can be deleted. This cannot be undone.",
      deleteConfirm: "Delete it",
      added: (name: string) => `${name} added.`,
      saved: (name: string) => `${name} saved.`,
      moved: "Moved.",
      deleted: "Category deleted.",
      fixErrors: "Some fields need a change.",
      unchanged: "Nothing to save: no field changed.",
      conflict: (changes: string) =>
        `Not saved: someone changed this category after you opened this page. ${changes} Your changes are still in the form: reload the page to see theirs, or save again to put yours in their place.`,
      history: (n: number) => `History (${n})`,
    },
    historyPage: {
      title: (name: string) => `History of ${name}`,
      intro: (zone: string) =>
        `Every save and photo change, newest first: who made it, when (${zone}), and what it changed.`,
      none: "No saves yet: it is as the catalogue was first loaded.",
      version: (n: number) => `Version ${n}`,
      current: "Current",
      created: "Created.",
      photos: "Photos",
      photoChange: {
        added: (alt: string, place: number) =>
          `Added “${alt}”${place === 1 ? " as the main photo" : ` at place ${place}`}.`,
        removed: (alt: string) => `Removed “${alt}”.`,
        moved: (alt: string, from: number, to: number) =>
          `Moved “${alt}” from place ${from} to ${to}${to === 1 ? ": it is the main photo" : ""}.`,
        main: (alt: string, from: number) =>
          `Made “${alt}” the main photo (it was at place ${from}).`,
        focal: (alt: string, from: string, to: string) =>
          `Focal point of “${alt}” moved from ${from} to ${to}.`,
        alt: (before: string, after: string) => `Description “${before}” changed to “${after}”.`,
      },
      seed: "As the catalogue was first loaded, before any save here.",
      before: "Before:",
      after: "After:",
      to: "to",
      nothing: "(nothing)",
      reordered: "Same lines, in a new order.",
      removedLine: "Removed:",
      addedLine: "Added:",
    },
    restore: {
      button: "Restore this version",
      title: (version: number) => `Restore version ${version}?`,
      text: "Its fields are saved as a new version; nothing in the history is lost, so you can undo it the same way.",
      confirm: "Restore it",
    },
    cancel: "Cancel",
  },
  unexpectedError: "Unexpected Application Error!",
} as const;
