import { createContext } from "react-router";

// The site's public origin (PUBLIC_URL), set by the server on every render:
// canonical URLs, JSON-LD, e-mail links. The default is never a real
// address, so a render that was not given one shows it plainly.
export const siteOriginContext = createContext<string>("https://site-origin.invalid");
