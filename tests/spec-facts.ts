// Facts the product is required to hold, written out here
// independently of the app's data so that tests can hold the data to them.

export const SPEC_CATEGORIES = [
  ["Computers & Peripherals", "computers-peripherals", 17],
  ["Storage & Memory", "storage-memory", 10],
  ["Accessories & Smart Tech", "accessories-smart-tech", 7],
  ["Printing & Scanning", "printing-scanning", 9],
  ["Software & OS", "software-os", 4],
  ["Power & Backup", "power-backup", 4],
  ["Networking & Security", "networking-security", 6],
  ["Services", "services", 5],
  ["Stationery & Office", "stationery-office", 9],
] as const;

export const SPEC_FEATURED = [
  "Dell Laptop Core i5",
  "Lexar NS100 SSD 256GB",
  "IP67 Smart Watch",
  "Wireless Bluetooth Headphones",
  "Epson EcoTank Printer",
  "Microsoft Windows 11 Pro",
  "Microsoft Office 365",
  "Mercury UPS 650VA",
  "CCTV Security Camera",
  "OS & Software Installation",
  "On-Site and Remote Support",
] as const;
