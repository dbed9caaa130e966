// What is kept of a customer's e-mail, for the importer and the timeline
// that names what was left out. Browser and server alike.

/** An attachment larger than this is named on the timeline, not kept. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
