import type { Category } from "./types.ts";

// The departments, in the order the site shows them.
export const categories: readonly Category[] = [
  {
    name: "Computers & Peripherals",
    slug: "computers-peripherals",
    icon: "💻",
    description: "Laptops, desktops, monitors, keyboards and mice for home, school and office.",
  },
  {
    name: "Storage & Memory",
    slug: "storage-memory",
    icon: "💾",
    description: "SSDs, hard drives, flash drives, memory cards and RAM upgrades.",
  },
  {
    name: "Accessories & Smart Tech",
    slug: "accessories-smart-tech",
    icon: "⌚",
    description: "Smart watches, headphones, speakers, power banks and everyday gadgets.",
  },
  {
    name: "Printing & Scanning",
    slug: "printing-scanning",
    icon: "🖨️",
    description: "Printers, scanners, ink and toner for busy offices and home users.",
  },
  {
    name: "Software & OS",
    slug: "software-os",
    icon: "💿",
    description: "Genuine Windows, Microsoft Office and antivirus licences.",
  },
  {
    name: "Power & Backup",
    slug: "power-backup",
    icon: "🔋",
    description: "UPS units and surge protection that keep you working through power cuts.",
  },
  {
    name: "Networking & Security",
    slug: "networking-security",
    icon: "🛡️",
    description: "Routers, switches, Wi-Fi and CCTV cameras for offices and homes.",
  },
  {
    name: "Services",
    slug: "services",
    icon: "🛠️",
    description: "Installation, repair, support, data recovery and equipment rental.",
  },
  {
    name: "Stationery & Office",
    slug: "stationery-office",
    icon: "📎",
    description: "Paper, pens, files, notebooks and the essentials every office runs on.",
  },
];
