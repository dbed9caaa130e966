// The services the business offers besides its products. Shown on About.
export const servicesOffered = [
  {
    title: "Rental services",
    text: "Laptops, desktops, projectors and printers for events, projects and short-term needs.",
  },
  {
    title: "Hardware upgrades",
    text: "More memory, faster SSDs and new batteries that give older machines years of life.",
  },
  {
    title: "OS and software installation",
    text: "Genuine Windows, Office and business software, installed and activated properly.",
  },
  {
    title: "Diagnosis and repair",
    text: "Equipment diagnosis and repair of laptops, desktops, printers and UPS units.",
  },
  {
    title: "On-site and remote support",
    text: "A technician at your office, or help over a remote session when that is quicker.",
  },
  {
    title: "Data backup and recovery",
    text: "Backups that run on their own, and recovery when a drive fails.",
  },
  {
    title: "Consultation",
    text: "Honest advice on what to buy, for a home office or a growing company.",
  },
] as const;
