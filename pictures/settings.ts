// Where the build finds the seed's photos (ADR 0016). What a photo becomes
// is shared with uploaded photos: app/catalogue/photo-settings.ts.

/** Source files that count as product photos, in content/products/<slug>.<ext>. */
export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"] as const;
