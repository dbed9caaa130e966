// Catalogue types. Plain data: no React, no server imports,
// so the same module feeds loaders, the pre-render list, the sitemap and tests.

/** The seed's categories (migration 0008); the back office may add more. */
export const CATEGORY_SLUGS = [
  "computers-peripherals",
  "storage-memory",
  "accessories-smart-tech",
  "printing-scanning",
  "software-os",
  "power-backup",
  "networking-security",
  "services",
  "stationery-office",
] as const;

/** A category's slug: the seed's, or one the back office gave it. */
export type CategorySlug = string;

export interface Category {
  readonly name: string;
  readonly slug: CategorySlug;
  /** An emoji, as the spec's data has it. */
  readonly icon: string;
  readonly description: string;
}

/**
 * The drawing a product is shown with until its photo arrives. Each kind has
 * one original SVG in app/assets/illustrations/<kind>.svg, which the build
 * varies per product (pictures/illustrations.ts).
 */
export const ILLUSTRATION_KINDS = [
  "laptop",
  "desktop",
  "all-in-one",
  "monitor",
  "keyboard",
  "mouse",
  "keyboard-mouse",
  "webcam",
  "headphones",
  "earbuds",
  "speaker",
  "smartwatch",
  "power-bank",
  "usb-hub",
  "flash-drive",
  "ssd",
  "external-drive",
  "memory-card",
  "ram",
  "printer",
  "scanner",
  "ink-bottle",
  "toner",
  "software",
  "antivirus",
  "ups",
  "surge-protector",
  "router",
  "network-switch",
  "cctv-camera",
  "service-install",
  "service-support",
  "service-repair",
  "service-backup",
  "service-rental",
  "paper-ream",
  "pens",
  "stapler",
  "files-folders",
  "notebook",
  "calculator",
] as const;

export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];

/** A product as written in products.ts. */
export interface ProductRecord {
  /** '1'..'71', in catalogue order. */
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly categorySlug: CategorySlug;
  readonly description: string;
  /** 3 to 6 short strings; the first two appear on product cards. */
  readonly specifications: readonly string[];
  readonly illustration: IllustrationKind;
  readonly featured?: boolean;
}

/** One format of a photo, at every width made of it (a `<source>` of a `<picture>`). */
export interface PictureSource {
  readonly type: "image/avif" | "image/webp";
  /** `url 160w, url 320w, ...` */
  readonly srcset: string;
}

/** A product's picture: a photo (uploaded, or the seed's from the build) or its illustration. */
export interface PreparedPicture {
  readonly photo: boolean;
  /** The `<img src>`: the illustration, or a mid-size WebP of the photo. */
  readonly src: string;
  /** A photo's formats, best first; none for an illustration. */
  readonly sources: readonly PictureSource[];
}

/** An uploaded photo as the site shows it, with the alt text it was given. */
export interface UploadedPicture extends PreparedPicture {
  readonly alt: string;
}

/** A product as the site uses it: the record plus what is derived from it. */
export interface Product extends ProductRecord {
  /** The category's name (spec: Product.category). */
  readonly category: string;
  /** URL of the product's picture: its main photo or its illustration. */
  readonly image: string;
  /** The photo's AVIF and WebP at several widths (empty for an illustration). */
  readonly imageSources: readonly PictureSource[];
  /** Alt text for the picture. */
  readonly imageAlt: string;
  /** The page's title and description for search engines, when the owner set them. */
  readonly seoTitle?: string;
  readonly seoDescription?: string;
}
