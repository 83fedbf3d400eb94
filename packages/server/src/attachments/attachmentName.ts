import type { ATTACHMENT_TYPES } from '@salesdesk/sdk';

/** Extension of an allowed attachment type (`pdf`, `png`, `jpg`, `xlsx`, `docx`). */
export type AttachmentExtension = (typeof ATTACHMENT_TYPES)[keyof typeof ATTACHMENT_TYPES];

/** Longest stem of a stored name, in characters (the extension comes on top). */
const MAX_STEM = 120;

/** Extensions a name may already end with for each type (case-insensitive). */
const EXTENSIONS: Record<AttachmentExtension, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  xlsx: ['xlsx'],
  docx: ['docx'],
};

// C0 and C1 controls, DEL, bidirectional overrides and isolates, zero-width characters, BOM.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
// Line breaks and tabs read as spaces.
const BREAKS = /[\t\n\r]/g;
// Characters no file system of the staff's machines takes in a name (Windows' list).
const FORBIDDEN = /[<>:"|?*]/g;
// Names Windows reserves for devices, whatever the extension.
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/**
 * The display name stored for an uploaded file: only its last path segment (`../../etc/passwd`
 * → `passwd`), no control, bidirectional or zero-width characters (a right-to-left override
 * makes `fdp.exe` look like `exe.pdf`), no characters file systems refuse or markup reads, one
 * space for any run of whitespace, no leading or trailing dots or spaces, at most 120
 * characters before the extension, the extension of the checked type (added when the name has
 * another one), never a Windows device name, `zalacznik.<ext>` when nothing is left.
 */
export function cleanAttachmentName(name: string, extension: AttachmentExtension): string {
  const segment = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const text = segment
    .replace(BREAKS, ' ')
    .replace(INVISIBLE, '')
    .replace(FORBIDDEN, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = text.lastIndexOf('.');
  const given = dot > 0 ? text.slice(dot + 1).toLowerCase() : '';
  const keeps = EXTENSIONS[extension].includes(given);
  let stem = keeps ? text.slice(0, dot) : text;
  stem = Array.from(stem)
    .slice(0, MAX_STEM)
    .join('')
    .replace(/[\s.]+$/, '');
  if (!stem) stem = 'zalacznik';
  if (RESERVED.test(stem.split('.')[0] ?? '')) stem = `_${stem}`;
  return `${stem}.${keeps ? text.slice(dot + 1) : extension}`;
}
