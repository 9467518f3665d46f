import { listZipEntries } from './zip-entries';

/** A kind of file the portal accepts, as recognised from its bytes. */
export interface TFileType {
  mime: string;
  /** The extension files of this type are stored and downloaded with. */
  ext: string;
  /** Other extensions a user's file name may carry for the same type (kept as given). */
  aliases: string[];
  /** Images are decoded, re-encoded without metadata and get a thumbnail. */
  image: boolean;
  /** Whether browsers show it in place; other types are offered as a download. */
  inline: boolean;
  /** May hold several frames (read them all so the animation survives re-encoding). */
  animated: boolean;
}

const type = (mime: string, ext: string, options: Partial<TFileType> = {}): TFileType => ({
  mime,
  ext,
  aliases: [],
  image: false,
  inline: false,
  animated: false,
  ...options,
});

export const FILE_TYPES = {
  jpg: type('image/jpeg', 'jpg', { aliases: ['jpeg', 'jpe', 'jfif'], image: true, inline: true }),
  png: type('image/png', 'png', { image: true, inline: true }),
  gif: type('image/gif', 'gif', { image: true, inline: true, animated: true }),
  webp: type('image/webp', 'webp', { image: true, inline: true, animated: true }),
  mp4: type('video/mp4', 'mp4', { aliases: ['m4v'], inline: true }),
  webm: type('video/webm', 'webm', { inline: true }),
  pdf: type('application/pdf', 'pdf', { inline: true }),
  docx: type('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'),
  xlsx: type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'),
  pptx: type('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'),
} as const satisfies Record<string, TFileType>;

/** Said to the user when a file is refused for its type. */
export const ACCEPTED_TYPES_MESSAGE = '只能上传 jpg、png、gif、webp 图片，mp4、webm 视频，或 pdf、docx、xlsx、pptx 文件';

const startsWith = (data: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.length >= at + expected.length && data.subarray(at, at + expected.length).equals(expected);
};

/** ISO base media brands of MP4 video that browsers play (HEIF/AVIF pictures and QuickTime share the box). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VP', 'dash', 'mmp4', 'MSNV']);

/** WebM is Matroska (EBML) whose DocType, near the start, says `webm`; other Matroska files do not play everywhere. */
const isWebm = (data: Buffer) => startsWith(data, [0x1a, 0x45, 0xdf, 0xa3]) && data.subarray(0, 64).includes(Buffer.from('webm'));

/** The main part of each Office Open XML format: its presence tells a document from any other zip. */
const OFFICE_PARTS: [string, TFileType][] = [
  ['word/document.xml', FILE_TYPES.docx],
  ['xl/workbook.xml', FILE_TYPES.xlsx],
  ['ppt/presentation.xml', FILE_TYPES.pptx],
];
/** Parts that carry code (VBA macros, ActiveX controls): such a document is refused even under a plain name. */
const ACTIVE_PART = /(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$|(^|\/)activeX\//i;

function detectOffice(data: Buffer): TFileType | undefined {
  const names = listZipEntries(data);
  if (!names || !names.includes('[Content_Types].xml') || names.some((n) => ACTIVE_PART.test(n))) return undefined;
  return OFFICE_PARTS.find(([part]) => names.includes(part))?.[1];
}

/**
 * The file's type from its content alone; the name and the type the client declared are never
 * trusted (a page named `.jpg` may be HTML). Anything not recognised, including SVG, HTML and
 * plain zip archives, is undefined: those can carry script or software.
 */
export function detectFileType(data: Buffer): TFileType | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return FILE_TYPES.jpg;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return FILE_TYPES.png;
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return FILE_TYPES.gif;
  if (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8)) return FILE_TYPES.webp;
  if (startsWith(data, 'ftyp', 4) && MP4_BRANDS.has(data.subarray(8, 12).toString('latin1'))) return FILE_TYPES.mp4;
  if (isWebm(data)) return FILE_TYPES.webm;
  if (startsWith(data, '%PDF-')) return FILE_TYPES.pdf;
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return detectOffice(data);
  return undefined;
}

/** The type a stored file was saved as, from the extension the server gave it. */
export function typeOfStoredFile(fileName: string): TFileType | undefined {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return Object.values(FILE_TYPES).find((t) => t.ext === ext);
}
