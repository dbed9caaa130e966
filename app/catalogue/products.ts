// The product catalogue: 71 records, grouped by category in
// CATEGORY_SLUGS order. Plain data only; derived fields live in the loader.

import type { ProductRecord } from "./types.ts";

export const productRecords: readonly ProductRecord[] = [
  // Computers & Peripherals (17)
  {
    id: "1",
    name: "Dell Laptop Core i5",
    slug: "dell-laptop-core-i5",
    categorySlug: "computers-peripherals",
    description:
      "A dependable 14-inch Dell business laptop with a Core i5 processor and a fast SSD, ready for office work, video calls and accounting software from day one.",
    specifications: [
      "Intel Core i5, 8GB RAM",
      "256GB NVMe SSD",
      "14-inch Full HD display",
      "Windows 11 Pro",
    ],
    illustration: "laptop",
    featured: true,
  },
  {
    id: "2",
    name: "HP ProBook 450 G10",
    slug: "hp-probook-450-g10",
    categorySlug: "computers-peripherals",
    description:
      "A solid 15.6-inch business laptop with a full-size keyboard and numeric keypad, suited to finance teams and busy staff who live in spreadsheets.",
    specifications: [
      "Intel Core i5-1335U, 8GB RAM",
      "512GB NVMe SSD",
      "15.6-inch Full HD display",
      "Wi-Fi 6E, HDMI, USB-C and RJ-45",
    ],
    illustration: "laptop",
  },
  {
    id: "3",
    name: "Lenovo ThinkPad E14 Gen 5",
    slug: "lenovo-thinkpad-e14-gen-5",
    categorySlug: "computers-peripherals",
    description:
      "The much-loved ThinkPad keyboard and build in an affordable 14-inch package, a sensible choice for growing teams that need laptops to last.",
    specifications: [
      "Intel Core i5-1335U, 8GB RAM",
      "512GB NVMe SSD",
      "14-inch WUXGA (1920 x 1200) display",
      "Fingerprint reader, webcam shutter",
    ],
    illustration: "laptop",
  },
  {
    id: "4",
    name: "Dell Latitude 3540",
    slug: "dell-latitude-3540",
    categorySlug: "computers-peripherals",
    description:
      "An entry-level Latitude that brings Dell's business build and manageability to a modest budget, with the ports a typical office still relies on.",
    specifications: [
      "Intel Core i5-1335U, 8GB RAM",
      "256GB NVMe SSD",
      "15.6-inch Full HD anti-glare display",
      "HDMI, USB-C and RJ-45 Ethernet",
    ],
    illustration: "laptop",
  },
  {
    id: "5",
    name: "HP EliteBook 840 G10",
    slug: "hp-elitebook-840-g10",
    categorySlug: "computers-peripherals",
    description:
      "A premium, lightweight 14-inch laptop for managers and consultants who move between client sites and need speed, strong security and a good battery.",
    specifications: [
      "Intel Core i7-1355U, 16GB DDR5",
      "512GB NVMe SSD",
      "14-inch WUXGA display",
      "Thunderbolt 4, HDMI 2.1, Wi-Fi 6E",
    ],
    illustration: "laptop",
  },
  {
    id: "6",
    name: "HP 250 G10 Laptop",
    slug: "hp-250-g10-laptop",
    categorySlug: "computers-peripherals",
    description:
      "A practical everyday laptop for students, home users and small businesses that want a reliable HP machine without paying for business extras.",
    specifications: [
      "Intel Core i3-1315U, 8GB RAM",
      "256GB NVMe SSD",
      "15.6-inch Full HD display",
      "HDMI, USB-C and RJ-45 Ethernet",
    ],
    illustration: "laptop",
  },
  {
    id: "7",
    name: "Lenovo IdeaPad Slim 3",
    slug: "lenovo-ideapad-slim-3",
    categorySlug: "computers-peripherals",
    description:
      "A slim, light laptop with a quick SSD and a comfortable keyboard, well suited to university students and freelancers working from co-working spaces.",
    specifications: [
      "AMD Ryzen 5 7520U, 8GB RAM",
      "512GB NVMe SSD",
      "15.6-inch Full HD display",
      "Webcam privacy shutter",
    ],
    illustration: "laptop",
  },
  {
    id: "8",
    name: "Dell OptiPlex 7010 SFF Desktop",
    slug: "dell-optiplex-7010-sff-desktop",
    categorySlug: "computers-peripherals",
    description:
      "A compact business desktop that tucks under a desk or beside a monitor, built for reception, accounts and front-office work that runs all day.",
    specifications: [
      "Intel Core i5-13500, 8GB RAM",
      "512GB NVMe SSD",
      "Small form factor chassis",
      "DisplayPort and HDMI outputs",
    ],
    illustration: "desktop",
  },
  {
    id: "9",
    name: "HP Pro Tower 290 G9 Desktop",
    slug: "hp-pro-tower-290-g9-desktop",
    categorySlug: "computers-peripherals",
    description:
      "An affordable tower PC for schools, cyber cafes and small offices, with room inside to add memory and storage as your needs grow.",
    specifications: [
      "Intel Core i5-12400, 8GB RAM",
      "256GB SSD",
      "HDMI and VGA video outputs",
      "Tower chassis, easy to upgrade",
    ],
    illustration: "desktop",
  },
  {
    id: "10",
    name: "HP 24 All-in-One PC",
    slug: "hp-24-all-in-one-pc",
    categorySlug: "computers-peripherals",
    description:
      "A tidy all-in-one with the computer built into a 24-inch screen, ideal for reception desks, shops and home offices where space and cables matter.",
    specifications: [
      "Intel Core i5-1335U, 8GB RAM",
      "23.8-inch Full HD display",
      "512GB SSD",
      "Built-in webcam, speakers and Wi-Fi",
    ],
    illustration: "all-in-one",
  },
  {
    id: "11",
    name: "Dell P2422H 24-inch Monitor",
    slug: "dell-p2422h-24-inch-monitor",
    categorySlug: "computers-peripherals",
    description:
      "A comfortable 24-inch IPS monitor with a fully adjustable stand, a good match for long working days in accounts, design and customer service.",
    specifications: [
      "23.8-inch Full HD IPS panel",
      "HDMI, DisplayPort and VGA inputs",
      "Height, tilt, swivel and pivot stand",
      "Built-in USB hub",
    ],
    illustration: "monitor",
  },
  {
    id: "12",
    name: "Samsung 24-inch S3 Monitor",
    slug: "samsung-24-inch-s3-monitor",
    categorySlug: "computers-peripherals",
    description:
      "A slim, borderless 24-inch monitor at a friendly budget, good as a second screen at home or for fitting out a small office on a tight plan.",
    specifications: [
      "24-inch Full HD IPS panel",
      "75Hz with AMD FreeSync",
      "HDMI and VGA inputs",
      "Eye Saver Mode and Flicker Free",
    ],
    illustration: "monitor",
  },
  {
    id: "13",
    name: "Logitech MK270 Wireless Combo",
    slug: "logitech-mk270-wireless-combo",
    categorySlug: "computers-peripherals",
    description:
      "A full-size wireless keyboard and mouse that share one small USB receiver, a tidy and reliable upgrade for any desk at home or in the office.",
    specifications: [
      "2.4GHz wireless, 10m range",
      "Full-size, spill-resistant keyboard",
      "8 media and web hotkeys",
      "Up to 36 months keyboard battery",
    ],
    illustration: "keyboard-mouse",
  },
  {
    id: "14",
    name: "Logitech K120 Keyboard",
    slug: "logitech-k120-keyboard",
    categorySlug: "computers-peripherals",
    description:
      "A quiet, spill-resistant USB keyboard that simply plugs in and works, the dependable choice for offices, schools and cyber cafes fitting out many desks.",
    specifications: [
      "Full-size wired USB keyboard",
      "Spill-resistant design",
      "Quiet, low-profile keys",
      "Adjustable tilt legs",
    ],
    illustration: "keyboard",
  },
  {
    id: "15",
    name: "Logitech M185 Wireless Mouse",
    slug: "logitech-m185-wireless-mouse",
    categorySlug: "computers-peripherals",
    description:
      "A compact wireless mouse that runs for months on a single AA battery, a handy companion for laptops used at the office, at home or on the move.",
    specifications: [
      "2.4GHz wireless, 10m range",
      "Up to 12 months on one AA battery",
      "Plug-and-play nano receiver",
      "Ambidextrous, compact shape",
    ],
    illustration: "mouse",
  },
  {
    id: "16",
    name: "Logitech MX Master 3S Mouse",
    slug: "logitech-mx-master-3s-mouse",
    categorySlug: "computers-peripherals",
    description:
      "Logitech's flagship productivity mouse, with quiet clicks, a very fast scroll wheel and easy switching between computers, for people who work long hours.",
    specifications: [
      "8,000 DPI sensor, tracks on glass",
      "Quiet clicks, MagSpeed scroll wheel",
      "Bluetooth or Logi Bolt receiver",
      "USB-C rechargeable, up to 70 days",
      "Easy-Switch between 3 devices",
    ],
    illustration: "mouse",
  },
  {
    id: "17",
    name: "Logitech C270 HD Webcam",
    slug: "logitech-c270-hd-webcam",
    categorySlug: "computers-peripherals",
    description:
      "A simple HD webcam for Zoom, Teams and Google Meet, an easy way to look and sound clearer in video meetings from a desktop or an older laptop.",
    specifications: [
      "720p HD video at 30fps",
      "Built-in mic with noise reduction",
      "USB plug-and-play",
      "Universal monitor clip",
    ],
    illustration: "webcam",
  },

  // Storage & Memory (10)
  {
    id: "18",
    name: "Lexar NS100 SSD 256GB",
    slug: "lexar-ns100-ssd-256gb",
    categorySlug: "storage-memory",
    description:
      "The quickest way to bring a slow laptop or desktop back to life: swap the old hard drive for this SSD and enjoy much faster start-up and loading.",
    specifications: [
      "256GB, 2.5-inch SATA III",
      "Read speeds up to 520MB/s",
      "No moving parts, shock resistant",
      "Fits most laptops and desktops",
    ],
    illustration: "ssd",
    featured: true,
  },
  {
    id: "19",
    name: "Kingston A400 480GB SSD",
    slug: "kingston-a400-480gb-ssd",
    categorySlug: "storage-memory",
    description:
      "A popular, dependable SATA SSD with room for Windows, apps and files, a cost-effective upgrade for office machines that have started to drag.",
    specifications: [
      "480GB, 2.5-inch SATA III",
      "Up to 500MB/s read, 450MB/s write",
      "7mm slim design fits most laptops",
      "3-year limited warranty",
    ],
    illustration: "ssd",
  },
  {
    id: "20",
    name: "Samsung 980 NVMe SSD 500GB",
    slug: "samsung-980-nvme-ssd-500gb",
    categorySlug: "storage-memory",
    description:
      "A fast M.2 NVMe drive for newer laptops and desktops, cutting boot and file-load times for heavy users such as designers, developers and accountants.",
    specifications: [
      "500GB, M.2 2280 NVMe PCIe 3.0 x4",
      "Up to 3,100MB/s read, 2,600MB/s write",
      "300TBW endurance rating",
      "5-year limited warranty",
    ],
    illustration: "ssd",
  },
  {
    id: "21",
    name: "Seagate Expansion 1TB Portable Drive",
    slug: "seagate-expansion-1tb-portable-drive",
    categorySlug: "storage-memory",
    description:
      "A pocket-sized external hard drive for backing up office files, photos and documents, powered straight from the USB port with no adapter needed.",
    specifications: [
      "1TB portable hard drive",
      "USB 3.0, USB 2.0 compatible",
      "USB-powered, no adapter needed",
      "Rescue Data Recovery Services",
    ],
    illustration: "external-drive",
  },
  {
    id: "22",
    name: "WD Elements 2TB Portable Drive",
    slug: "wd-elements-2tb-portable-drive",
    categorySlug: "storage-memory",
    description:
      "Plenty of room for full-system backups and archives, a straightforward plug-and-play drive for small businesses keeping an offline copy of their records.",
    specifications: [
      "2TB portable hard drive",
      "USB 3.2 Gen 1 (USB 3.0)",
      "USB-powered, no adapter needed",
      "NTFS-formatted for Windows",
    ],
    illustration: "external-drive",
  },
  {
    id: "23",
    name: "Samsung T7 Portable SSD 1TB",
    slug: "samsung-t7-portable-ssd-1tb",
    categorySlug: "storage-memory",
    description:
      "A fast, palm-sized SSD in a tough aluminium shell, ideal for videographers, photographers and anyone moving large files between machines every day.",
    specifications: [
      "1TB, up to 1,050MB/s read",
      "USB 3.2 Gen 2 (10Gbps), USB-C",
      "Aluminium body, survives 2m drops",
      "AES 256-bit hardware encryption",
    ],
    illustration: "external-drive",
  },
  {
    id: "24",
    name: "SanDisk Ultra 64GB Flash Drive",
    slug: "sandisk-ultra-64gb-flash-drive",
    categorySlug: "storage-memory",
    description:
      "An everyday USB 3.0 flash drive for carrying documents, presentations and assignments between office, home and class, with optional password protection.",
    specifications: [
      "64GB, USB 3.0",
      "Read speeds up to 130MB/s",
      "SecureAccess password protection",
      "Works in USB 2.0 ports too",
    ],
    illustration: "flash-drive",
  },
  {
    id: "25",
    name: "SanDisk Ultra 128GB microSD Card",
    slug: "sandisk-ultra-128gb-microsd-card",
    categorySlug: "storage-memory",
    description:
      "Extra storage for Android phones, tablets and dashcams, with enough room for thousands of photos and many hours of Full HD video.",
    specifications: [
      "128GB microSDXC, UHS-I",
      "Class 10, U1, A1 rated",
      "Full HD video recording",
      "SD adapter included",
    ],
    illustration: "memory-card",
  },
  {
    id: "26",
    name: "Kingston 16GB DDR4 Laptop RAM",
    slug: "kingston-16gb-ddr4-laptop-ram",
    categorySlug: "storage-memory",
    description:
      "A simple upgrade that lets a laptop juggle more browser tabs, spreadsheets and apps at once, ideal for machines that slow down when multitasking.",
    specifications: [
      "16GB DDR4-3200 SO-DIMM",
      "260-pin, 1.2V, CL22",
      "Runs at lower speeds in older laptops",
      "Lifetime limited warranty",
    ],
    illustration: "ram",
  },
  {
    id: "27",
    name: "Kingston Fury Beast 8GB DDR4 RAM",
    slug: "kingston-fury-beast-8gb-ddr4-ram",
    categorySlug: "storage-memory",
    description:
      "Desktop memory with a low-profile heat spreader, a quick way to give an office PC or an entry-level gaming build more headroom.",
    specifications: [
      "8GB DDR4-3200 desktop DIMM",
      "CL16, 1.35V, Intel XMP ready",
      "Low-profile heat spreader",
      "Limited lifetime warranty",
    ],
    illustration: "ram",
  },

  // Accessories & Smart Tech (7)
  {
    id: "28",
    name: "IP67 Smart Watch",
    slug: "ip67-smart-watch",
    categorySlug: "accessories-smart-tech",
    description:
      "A comfortable everyday smart watch that tracks steps, heart rate and sleep, shows phone notifications and shrugs off rain, sweat and dust.",
    specifications: [
      "1.85-inch colour touch display",
      "IP67 dust and water resistant",
      "Heart rate, SpO2 and sleep tracking",
      "Bluetooth calls and notifications",
      "Up to 7 days battery life",
    ],
    illustration: "smartwatch",
    featured: true,
  },
  {
    id: "29",
    name: "Wireless Bluetooth Headphones",
    slug: "wireless-bluetooth-headphones",
    categorySlug: "accessories-smart-tech",
    description:
      "Comfortable over-ear wireless headphones for music, online classes and calls, with battery life to cover the commute and a full working day.",
    specifications: [
      "Bluetooth 5.3, about 10m range",
      "Up to 40 hours playtime",
      "Built-in mic for calls",
      "Foldable over-ear design",
      "3.5mm AUX cable option",
    ],
    illustration: "headphones",
    featured: true,
  },
  {
    id: "30",
    name: "JBL Wave Beam Earbuds",
    slug: "jbl-wave-beam-earbuds",
    categorySlug: "accessories-smart-tech",
    description:
      "Compact true wireless earbuds with JBL's punchy bass and long battery life, a good fit for commuting, the gym and quick calls on the go.",
    specifications: [
      "Up to 32 hours with the case",
      "IP54 water and dust resistant",
      "Bluetooth 5.2, hands-free calls",
      "8mm drivers, JBL Deep Bass Sound",
    ],
    illustration: "earbuds",
  },
  {
    id: "31",
    name: "JBL Flip 6 Speaker",
    slug: "jbl-flip-6-speaker",
    categorySlug: "accessories-smart-tech",
    description:
      "A rugged portable speaker with big, clear sound for the office party, the garden or the beach, and fully waterproof against splashes and spills.",
    specifications: [
      "Up to 12 hours playtime",
      "IP67 waterproof and dustproof",
      "Separate woofer and tweeter",
      "Bluetooth 5.1, PartyBoost pairing",
      "USB-C charging",
    ],
    illustration: "speaker",
  },
  {
    id: "32",
    name: "Anker PowerCore 10000 Power Bank",
    slug: "anker-powercore-10000-power-bank",
    categorySlug: "accessories-smart-tech",
    description:
      "A compact, well-built power bank that keeps your phone going through long days and power cuts, with enough charge for about two full phone top-ups.",
    specifications: [
      "10,000mAh capacity",
      "PowerIQ output up to 12W",
      "Micro-USB input",
      "Compact, about 180g",
    ],
    illustration: "power-bank",
  },
  {
    id: "33",
    name: "Anker 4-Port USB 3.0 Hub",
    slug: "anker-4-port-usb-3-0-hub",
    categorySlug: "accessories-smart-tech",
    description:
      "Adds four full-speed USB ports to a laptop that has too few, handy for flash drives, printers, keyboards and external hard drives at one desk.",
    specifications: [
      "4 USB 3.0 ports",
      "Up to 5Gbps data transfer",
      "Ultra-slim, lightweight design",
      "No drivers needed",
    ],
    illustration: "usb-hub",
  },
  {
    id: "34",
    name: "Logitech H390 USB Headset",
    slug: "logitech-h390-usb-headset",
    categorySlug: "accessories-smart-tech",
    description:
      "A comfortable wired USB headset with a noise-cancelling mic, made for call centres, online classes and teams who spend much of the day on calls.",
    specifications: [
      "USB-A plug-and-play",
      "Noise-cancelling boom mic",
      "In-line volume and mute controls",
      "Padded, adjustable headband",
    ],
    illustration: "headphones",
  },

  // Printing & Scanning (9)
  {
    id: "35",
    name: "Epson EcoTank Printer",
    slug: "epson-ecotank-printer",
    categorySlug: "printing-scanning",
    description:
      "A refillable ink tank all-in-one that prints thousands of pages per set of bottles, making it a favourite with schools, cyber cafes and busy home offices.",
    specifications: [
      "Print, scan and copy",
      "Up to 4,500 black / 7,500 colour pages",
      "Wi-Fi, Wi-Fi Direct and USB",
      "Refillable tanks, no cartridges",
    ],
    illustration: "printer",
    featured: true,
  },
  {
    id: "36",
    name: "HP LaserJet Pro MFP 4103fdw",
    slug: "hp-laserjet-pro-mfp-4103fdw",
    categorySlug: "printing-scanning",
    description:
      "A fast mono laser printer that also copies, scans and faxes, with automatic double-sided printing, built for busy offices that print and file documents all day.",
    specifications: [
      "Print, copy, scan and fax",
      "Auto duplex, 50-sheet ADF",
      "Wi-Fi, Ethernet and USB",
      "Uses HP 151A / 151X toner",
    ],
    illustration: "printer",
  },
  {
    id: "37",
    name: "Canon PIXMA G3420 Printer",
    slug: "canon-pixma-g3420-printer",
    categorySlug: "printing-scanning",
    description:
      "A low-running-cost colour ink tank printer for homes and small offices, with Wi-Fi printing from phones and high page yields from every bottle.",
    specifications: [
      "Print, scan and copy",
      "Up to 6,000 black / 7,000 colour pages",
      "Wi-Fi and Canon PRINT app",
      "Uses GI-490 ink bottles",
    ],
    illustration: "printer",
  },
  {
    id: "38",
    name: "Brother HL-L2350DW Printer",
    slug: "brother-hl-l2350dw-printer",
    categorySlug: "printing-scanning",
    description:
      "A compact wireless mono laser for home offices and small teams that mostly print text, with automatic two-sided printing to save on paper.",
    specifications: [
      "Mono laser printer",
      "Automatic two-sided printing",
      "Wi-Fi, Wi-Fi Direct and USB",
      "250-sheet paper tray",
    ],
    illustration: "printer",
  },
  {
    id: "39",
    name: "Canon CanoScan LiDE 300 Scanner",
    slug: "canon-canoscan-lide-300-scanner",
    categorySlug: "printing-scanning",
    description:
      "A slim, USB-powered flatbed scanner for IDs, certificates, receipts and photos, ideal for HR and admin desks that are digitising their paperwork.",
    specifications: [
      "A4 flatbed, 2400 x 2400 dpi",
      "Powered over USB, no adapter",
      "Four one-touch EZ buttons",
      "Scan straight to PDF",
    ],
    illustration: "scanner",
  },
  {
    id: "40",
    name: "HP 85A Black Toner",
    slug: "hp-85a-black-toner",
    categorySlug: "printing-scanning",
    description:
      "Genuine HP toner for some of the most common office laser printers in Kenya, giving crisp text and dependable yields for everyday documents.",
    specifications: [
      "Approx. 1,600-page yield",
      "For LaserJet Pro P1102 and M1132",
      "Also fits M1212nf and M1217nfw",
      "Original HP cartridge (CE285A)",
    ],
    illustration: "toner",
  },
  {
    id: "41",
    name: "HP 26A Black Toner",
    slug: "hp-26a-black-toner",
    categorySlug: "printing-scanning",
    description:
      "Original HP toner for LaserJet Pro M402 and M426 printers, delivering sharp, consistent text for invoices, letters and reports.",
    specifications: [
      "Approx. 3,100-page yield",
      "For LaserJet Pro M402 and M426",
      "Original HP cartridge (CF226A)",
      "JetIntelligence toner technology",
    ],
    illustration: "toner",
  },
  {
    id: "42",
    name: "Epson 664 Black Ink Bottle",
    slug: "epson-664-black-ink-bottle",
    categorySlug: "printing-scanning",
    description:
      "Genuine Epson black ink for the L-series tank printers still working hard in many offices and cyber cafes, with thousands of pages from one bottle.",
    specifications: [
      "70ml black ink bottle",
      "Up to 4,000 pages",
      "For Epson L120, L220, L310 and L360",
      "Genuine Epson ink (T6641)",
    ],
    illustration: "ink-bottle",
  },
  {
    id: "43",
    name: "Canon GI-490 Black Ink Bottle",
    slug: "canon-gi-490-black-ink-bottle",
    categorySlug: "printing-scanning",
    description:
      "Genuine Canon black ink for PIXMA G-series tank printers, giving sharp text and a very high page count from each 135ml bottle.",
    specifications: [
      "135ml black ink bottle",
      "Up to 6,000 pages",
      "For PIXMA G1410, G2410, G3410, G3420",
      "Pigment black for sharp text",
    ],
    illustration: "ink-bottle",
  },

  // Software & OS (4)
  {
    id: "44",
    name: "Microsoft Windows 11 Pro",
    slug: "microsoft-windows-11-pro",
    categorySlug: "software-os",
    description:
      "The business edition of Windows 11, with the encryption, remote access and management tools offices need, supplied as a genuine licence.",
    specifications: [
      "Genuine single-PC licence",
      "BitLocker drive encryption",
      "Remote Desktop host",
      "Domain and Microsoft Entra ID join",
      "Hyper-V virtualisation",
    ],
    illustration: "software",
    featured: true,
  },
  {
    id: "45",
    name: "Microsoft Office 365",
    slug: "microsoft-office-365",
    categorySlug: "software-os",
    description:
      "Word, Excel, PowerPoint and Outlook on a subscription that stays up to date, with cloud storage so your files follow you from office to home.",
    specifications: [
      "Word, Excel, PowerPoint, Outlook",
      "1TB OneDrive storage per user",
      "Works on PC, Mac, tablet and phone",
      "Annual subscription, always updated",
    ],
    illustration: "software",
    featured: true,
  },
  {
    id: "46",
    name: "Kaspersky Standard",
    slug: "kaspersky-standard",
    categorySlug: "software-os",
    description:
      "Straightforward security for home and small-office computers and phones, guarding against viruses, ransomware and phishing sites that try to steal passwords.",
    specifications: [
      "Real-time antivirus, anti-ransomware",
      "Anti-phishing and payment protection",
      "Windows, macOS, Android and iOS",
      "1-year licence",
    ],
    illustration: "antivirus",
  },
  {
    id: "47",
    name: "ESET NOD32 Antivirus",
    slug: "eset-nod32-antivirus",
    categorySlug: "software-os",
    description:
      "Light, fast antivirus for Windows PCs that protects without slowing older machines down, a sound pick for offices running modest hardware.",
    specifications: [
      "Antivirus and antispyware for Windows",
      "Ransomware Shield and anti-phishing",
      "Low impact on system speed",
      "1-year licence",
    ],
    illustration: "antivirus",
  },

  // Power & Backup (4)
  {
    id: "48",
    name: "Mercury UPS 650VA",
    slug: "mercury-ups-650va",
    categorySlug: "power-backup",
    description:
      "Keeps a desktop PC and monitor running through short power cuts and brownouts, giving you time to save your work and shut down safely.",
    specifications: [
      "650VA line-interactive UPS",
      "Automatic voltage regulation (AVR)",
      "Backup for a PC and monitor",
      "Audible alarm and LED status",
    ],
    illustration: "ups",
    featured: true,
  },
  {
    id: "49",
    name: "APC Back-UPS 1100VA",
    slug: "apc-back-ups-1100va",
    categorySlug: "power-backup",
    description:
      "Reliable APC backup for a workstation, monitor and router, riding out the power blips and voltage dips that can damage sensitive equipment.",
    specifications: [
      "1100VA / 550W capacity",
      "Automatic voltage regulation (AVR)",
      "IEC battery-backup outlets",
      "USB port for PowerChute software",
    ],
    illustration: "ups",
  },
  {
    id: "50",
    name: "APC Smart-UPS 1500VA",
    slug: "apc-smart-ups-1500va",
    categorySlug: "power-backup",
    description:
      "Pure sine wave protection for servers, NAS boxes and network racks, with an LCD display and enough capacity for a small office's core equipment.",
    specifications: [
      "1500VA / 1000W, pure sine wave",
      "Line-interactive with AVR",
      "8 IEC C13 outlets",
      "LCD status display",
      "SmartConnect remote monitoring",
    ],
    illustration: "ups",
  },
  {
    id: "51",
    name: "APC SurgeArrest 5-Way Extension",
    slug: "apc-surgearrest-5-way-extension",
    categorySlug: "power-backup",
    description:
      "A surge-protected extension for a desk full of equipment, shielding computers and printers from the spikes that often follow a power cut.",
    specifications: [
      "5 UK three-pin sockets",
      "Surge and spike protection",
      "Protection status LED",
      "Suits PCs, printers and chargers",
    ],
    illustration: "surge-protector",
  },

  // Networking & Security (6)
  {
    id: "52",
    name: "CCTV Security Camera",
    slug: "cctv-security-camera",
    categorySlug: "networking-security",
    description:
      "A weatherproof HD camera with night vision for homes, shops and offices, a practical first step towards watching over your premises day and night.",
    specifications: [
      "2MP 1080p Full HD video",
      "Infrared night vision up to 30m",
      "IP67 weatherproof housing",
      "Works with DVR and NVR recorders",
    ],
    illustration: "cctv-camera",
    featured: true,
  },
  {
    id: "53",
    name: "TP-Link Archer C6 Router",
    slug: "tp-link-archer-c6-router",
    categorySlug: "networking-security",
    description:
      "A fast dual-band Wi-Fi router that pairs well with home and office fibre, giving stronger coverage and steady speeds for many devices at once.",
    specifications: [
      "AC1200 dual-band Wi-Fi",
      "4 gigabit LAN + 1 gigabit WAN",
      "MU-MIMO and beamforming",
      "4 external antennas",
    ],
    illustration: "router",
  },
  {
    id: "54",
    name: "TP-Link TL-MR100 4G Router",
    slug: "tp-link-tl-mr100-4g-router",
    categorySlug: "networking-security",
    description:
      "Turns a mobile data SIM into shared Wi-Fi, ideal for sites without fibre or as a backup line for when the main connection goes down.",
    specifications: [
      "4G LTE Cat4, up to 150Mbps",
      "SIM slot, plug and play",
      "N300 Wi-Fi (2.4GHz)",
      "2 detachable LTE antennas",
    ],
    illustration: "router",
  },
  {
    id: "55",
    name: "TP-Link TL-SG1008D Switch",
    slug: "tp-link-tl-sg1008d-switch",
    categorySlug: "networking-security",
    description:
      "An 8-port gigabit switch that adds wired connections for PCs, printers and CCTV recorders, with no setup needed: just plug it in.",
    specifications: [
      "8 gigabit Ethernet ports",
      "16Gbps switching capacity",
      "Plug and play, no setup",
      "Energy-saving Green Ethernet",
    ],
    illustration: "network-switch",
  },
  {
    id: "56",
    name: "Ubiquiti UniFi U6 Lite Access Point",
    slug: "ubiquiti-unifi-u6-lite-access-point",
    categorySlug: "networking-security",
    description:
      "A ceiling-mounted Wi-Fi 6 access point for offices, schools and guesthouses that need strong, centrally managed coverage across many rooms.",
    specifications: [
      "Wi-Fi 6, dual-band 2x2 MU-MIMO",
      "Powered by PoE (802.3af)",
      "Supports 300+ connected clients",
      "Managed via the UniFi app",
    ],
    illustration: "router",
  },
  {
    id: "57",
    name: "Hikvision 4MP IP Bullet Camera",
    slug: "hikvision-4mp-ip-bullet-camera",
    categorySlug: "networking-security",
    description:
      "A sharp 4MP network camera for car parks, gates and shop fronts, powered over the network cable for a neat installation with fewer wires.",
    specifications: [
      "4MP resolution, H.265+ compression",
      "IR night vision up to 30m",
      "IP67 weatherproof",
      "Power over Ethernet (PoE)",
    ],
    illustration: "cctv-camera",
  },

  // Services (5)
  {
    id: "58",
    name: "OS & Software Installation",
    slug: "os-software-installation",
    categorySlug: "services",
    description:
      "Clean, licensed installation of Windows, Office, antivirus and your business apps, with drivers and updates done so the machine is ready for work.",
    specifications: [
      "Windows and Linux installation",
      "Drivers, updates and activation",
      "Office, antivirus and business apps",
      "Your files backed up first",
    ],
    illustration: "service-install",
    featured: true,
  },
  {
    id: "59",
    name: "On-Site and Remote Support",
    slug: "on-site-and-remote-support",
    categorySlug: "services",
    description:
      "Friendly IT support at your premises or over a secure remote session, for offices that want problems fixed quickly without a full-time IT person.",
    specifications: [
      "On-site visits across Nairobi",
      "Secure remote support sessions",
      "PCs, printers, email and networks",
      "Ad hoc or monthly support plans",
    ],
    illustration: "service-support",
    featured: true,
  },
  {
    id: "60",
    name: "Equipment Diagnosis & Repair",
    slug: "equipment-diagnosis-repair",
    categorySlug: "services",
    description:
      "Careful fault-finding and repair for laptops, desktops and printers, with a clear explanation of the problem before any work begins.",
    specifications: [
      "Laptops, desktops and printers",
      "Diagnosis explained before repair",
      "Screen, keyboard and battery swaps",
      "Quality-tested replacement parts",
    ],
    illustration: "service-repair",
  },
  {
    id: "61",
    name: "Data Backup & Recovery",
    slug: "data-backup-recovery",
    categorySlug: "services",
    description:
      "Backup plans that protect your business records, plus careful recovery of files from failed, deleted or formatted drives when the worst happens.",
    specifications: [
      "Scheduled local and cloud backups",
      "Recovery from failed or wiped drives",
      "External drive and NAS setup",
      "Confidential handling of your data",
    ],
    illustration: "service-backup",
  },
  {
    id: "62",
    name: "Computer & Equipment Rental",
    slug: "computer-equipment-rental",
    categorySlug: "services",
    description:
      "Laptops, desktops and printers for hire for events, training sessions, exams and short projects, delivered set up and ready to use.",
    specifications: [
      "Laptops, desktops and printers",
      "Daily, weekly and monthly terms",
      "Set up and tested before delivery",
      "Ideal for events and training",
    ],
    illustration: "service-rental",
  },

  // Stationery & Office (9)
  {
    id: "63",
    name: "Typek A4 Paper Ream",
    slug: "typek-a4-paper-ream",
    categorySlug: "stationery-office",
    description:
      "Reliable 80gsm A4 copy paper that runs smoothly through laser printers, inkjets and photocopiers, the everyday staple of any busy office.",
    specifications: [
      "A4 (210 x 297mm), 80gsm",
      "500 sheets per ream",
      "For laser, inkjet and copiers",
      "Sold by the ream or box of 5",
    ],
    illustration: "paper-ream",
  },
  {
    id: "64",
    name: "Double A A4 Paper Ream",
    slug: "double-a-a4-paper-ream",
    categorySlug: "stationery-office",
    description:
      "Premium smooth A4 paper for documents that need to look their best, such as proposals, tenders and CVs, with reliable feeding in printers.",
    specifications: [
      "A4, 80gsm premium paper",
      "500 sheets per ream",
      "Smooth, bright white finish",
      "For laser, inkjet and copiers",
    ],
    illustration: "paper-ream",
  },
  {
    id: "65",
    name: "Bic Cristal Pens Box of 50",
    slug: "bic-cristal-pens-box-of-50",
    categorySlug: "stationery-office",
    description:
      "The classic clear-barrel ballpoint that writes smoothly and lasts, bought by the box for offices, schools and busy reception counters.",
    specifications: [
      "Box of 50 ballpoint pens",
      "Medium 1.0mm point",
      "Clear barrel shows ink level",
      "Blue, black or red ink",
    ],
    illustration: "pens",
  },
  {
    id: "66",
    name: "Kangaro HD-45 Stapler",
    slug: "kangaro-hd-45-stapler",
    categorySlug: "stationery-office",
    description:
      "A sturdy desktop stapler for everyday office and school use, built to handle reports and bundles of documents day after day.",
    specifications: [
      "Takes 24/6 and 26/6 staples",
      "Full-strip staple capacity",
      "Sturdy metal mechanism",
    ],
    illustration: "stapler",
  },
  {
    id: "67",
    name: "Deli A4 Lever Arch File",
    slug: "deli-a4-lever-arch-file",
    categorySlug: "stationery-office",
    description:
      "A strong lever arch file for invoices, receipts and HR records, keeping paperwork neat, labelled and easy to find on the office shelf.",
    specifications: [
      "A4 size, 75mm spine",
      "Metal lever arch mechanism",
      "Finger hole and spine label",
      "Holds roughly 500 sheets",
    ],
    illustration: "files-folders",
  },
  {
    id: "68",
    name: "Oxford A4 Hardback Notebook",
    slug: "oxford-a4-hardback-notebook",
    categorySlug: "stationery-office",
    description:
      "A sturdy A4 hardback notebook with smooth, quality paper, good for meeting notes, project records and students who write a lot.",
    specifications: [
      "A4 hardback cover",
      "Ruled pages with margin",
      "90gsm Optik paper",
      "Minimal ink show-through",
    ],
    illustration: "notebook",
  },
  {
    id: "69",
    name: "Kasuku A5 Exercise Books",
    slug: "kasuku-a5-exercise-books",
    categorySlug: "stationery-office",
    description:
      "Familiar Kenyan exercise books for school and office use, popular with parents stocking up for a new term and small offices keeping records.",
    specifications: [
      "A5, ruled with margin",
      "Sold in packs of 10",
      "Available in several page counts",
    ],
    illustration: "notebook",
  },
  {
    id: "70",
    name: "Casio MJ-12D Calculator",
    slug: "casio-mj-12d-calculator",
    categorySlug: "stationery-office",
    description:
      "A large-display desktop calculator for shops, offices and accounts desks, with tax and profit-margin keys that speed up everyday sums.",
    specifications: [
      "12-digit large display",
      "Dual power: solar and battery",
      "Tax and cost-sell-margin keys",
      "Large, easy-press keys",
    ],
    illustration: "calculator",
  },
  {
    id: "71",
    name: "Casio fx-991ES Plus Scientific Calculator",
    slug: "casio-fx-991es-plus-scientific-calculator",
    categorySlug: "stationery-office",
    description:
      "A trusted scientific calculator for secondary school, college and university, with a natural display that shows fractions and formulas as written.",
    specifications: [
      "417 functions",
      "Natural Textbook Display",
      "Solar and battery powered",
      "Equation solving and integration",
    ],
    illustration: "calculator",
  },
];
