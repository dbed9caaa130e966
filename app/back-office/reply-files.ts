// The files staff may attach to a reply: documents a customer opens without
// surprise (PDF, pictures, spreadsheets, Word), 10 MB in all, which every
// mail provider accepts. A file is known by its name's extension and must
// start as that kind of file does: a renamed program is refused, whatever
// the browser said it was. Shared by the reply box (its hint and the check
// before sending) and sendReply (the check that counts).

export const MAX_REPLY_FILES_BYTES = 10 * 1024 * 1024;

/** A file's content starts with one of these bytes, or is plain text (`text`). */
type Signature = readonly number[] | "text";

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const PDF = ascii("%PDF-");
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Office 97-2003 documents (xls, doc): a compound file. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

interface FileKind {
  readonly type: string;
  readonly signature: Signature;
  /** For a ZIP: a name its contents hold, which tells a spreadsheet from a document. */
  readonly holds?: string;
}

const KINDS: Record<string, FileKind> = {
  pdf: { type: "application/pdf", signature: PDF },
  jpg: { type: "image/jpeg", signature: [0xff, 0xd8, 0xff] },
  jpeg: { type: "image/jpeg", signature: [0xff, 0xd8, 0xff] },
  png: { type: "image/png", signature: [0x89, ...ascii("PNG\r\n"), 0x1a, 0x0a] },
  webp: { type: "image/webp", signature: ascii("RIFF") },
  xlsx: {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    signature: ZIP,
    holds: "xl/",
  },
  xls: { type: "application/vnd.ms-excel", signature: OLE },
  csv: { type: "text/csv", signature: "text" },
  ods: {
    type: "application/vnd.oasis.opendocument.spreadsheet",
    signature: ZIP,
    holds: "application/vnd.oasis.opendocument.spreadsheet",
  },
  docx: {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    signature: ZIP,
    holds: "word/",
  },
  doc: { type: "application/msword", signature: OLE },
};

/** For the file input's `accept`: what the picker offers. */
export const REPLY_FILES_ACCEPT = Object.keys(KINDS)
  .map((extension) => `.${extension}`)
  .join(",");

export const REPLY_FILES_HINT =
  "PDF, pictures (JPEG, PNG, WebP), spreadsheets (Excel, CSV, ODS) or Word documents, up to 10 MB in all.";

export const REPLY_FILES_MESSAGES = {
  tooLarge: "The attachments come to more than 10 MB: send fewer or smaller files.",
  kind: (name: string) =>
    `${name} is not a file we can attach. Attach a PDF, a picture (JPEG, PNG, WebP), a spreadsheet (Excel, CSV, ODS) or a Word document.`,
  content: (name: string) =>
    `${name} does not look like the file its name says: save it again from the program that made it.`,
} as const;

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/**
 * What a name and a size already say is wrong with the files (too much in
 * all, a kind we do not send), before their content is read; null if
 * nothing. The reply box checks this as files are chosen.
 */
export function replyFilesProblem(files: readonly { name: string; size: number }[]): string | null {
  const unknown = files.find((file) => !Object.hasOwn(KINDS, extensionOf(file.name)));
  if (unknown) return REPLY_FILES_MESSAGES.kind(unknown.name);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > MAX_REPLY_FILES_BYTES ? REPLY_FILES_MESSAGES.tooLarge : null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** Text a spreadsheet opens: no NUL byte, and valid UTF-8. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether `text` (ASCII) occurs in the bytes: a ZIP names its entries in the clear. */
function contains(bytes: Uint8Array, text: string): boolean {
  const wanted = ascii(text);
  for (
    let at = bytes.indexOf(wanted[0] ?? 0);
    at !== -1;
    at = bytes.indexOf(wanted[0] ?? 0, at + 1)
  ) {
    if (startsWith(bytes.subarray(at), wanted)) return true;
  }
  return false;
}

/** Whether the content is the kind its extension names. */
function matches(kind: FileKind, bytes: Uint8Array): boolean {
  if (kind.signature === "text") return isText(bytes);
  if (!startsWith(bytes, kind.signature)) return false;
  if (kind.type === "image/webp") return contains(bytes.subarray(8, 12), "WEBP");
  return kind.holds === undefined || contains(bytes, kind.holds);
}

export interface ReplyFileInput {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface CheckedReplyFile extends ReplyFileInput {
  /** Safe to show and to send: no folders, no control characters. */
  readonly name: string;
  /** Ours, from the extension: never what the browser said. */
  readonly type: string;
}

export class ReplyFileError extends Error {}

/** A name as a customer's mail program and a download may carry it. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  if (clean.length <= 120) return clean || "file";
  const extension = extensionOf(clean);
  return `${clean.slice(0, 110)}${extension ? `.${extension}` : ""}`;
}

/** The files as they will be sent; a ReplyFileError says, in the person's words, what is wrong. */
export function checkReplyFiles(files: readonly ReplyFileInput[]): CheckedReplyFile[] {
  const problem = replyFilesProblem(
    files.map((file) => ({ name: file.name, size: file.bytes.byteLength })),
  );
  if (problem) throw new ReplyFileError(problem);
  return files.map((file) => {
    const name = safeFileName(file.name);
    const kind = KINDS[extensionOf(name)];
    if (!kind) throw new ReplyFileError(REPLY_FILES_MESSAGES.kind(name));
    if (!matches(kind, file.bytes)) throw new ReplyFileError(REPLY_FILES_MESSAGES.content(name));
    return { name, type: kind.type, bytes: file.bytes };
  });
}

/** A size as staff read it: 820 KB, 3.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
