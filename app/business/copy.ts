// The spec's user-facing strings (storefront-spec.md), quoted exactly, in one
// place. Components and tests import them from here.

export const copy = {
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
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} products`,
    emptyTitle: "No products found",
    emptyText: "Try adjusting your search or category filter to find what you're looking for.",
  },
  home: {
    browseProducts: "Browse Products",
    emailForQuote: "Email for Quote",
    shopByCategory: "Shop by Category",
    popularProducts: "Popular Products",
    viewAllProducts: "View All Products",
    contactUs: "Contact Us",
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
  },
  card: {
    emailForInfo: "Email for Info",
  },
  contact: {
    emailUs: "Email Us",
    whatToExpect: "What to expect",
  },
  about: {
    getStarted: "Get Started",
    callNow: "Call Now",
  },
  notFound: {
    code: "404",
    title: "Oops! Page not found",
    returnHome: "Return to Home",
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
  },
  // Not in the spec, which does not show what signing in gives.
  account: {
    label: "Your account",
    signOut: "Sign out",
  },
  unexpectedError: "Unexpected Application Error!",
} as const;
