/**
 * A PDF document as a list of blocks, laid out top to bottom on A4 pages (`renderPdf`). Official
 * documents and certificates are all made of these few parts; an area composes them and never
 * touches the PDF library.
 */
export type TPdfBlock =
  /** 红头: the issuer's name in red, an optional line under it (文号), and a red rule across the page. */
  | { kind: 'header'; text: string; note?: string }
  | { kind: 'title'; text: string }
  /** Wrapped text; `indent` starts it two characters in (the default for body text). */
  | { kind: 'paragraph'; text: string; indent?: boolean; align?: 'left' | 'center' | 'right'; size?: number }
  /** Label and value rows in a bordered table. */
  | { kind: 'table'; rows: [string, string][] }
  /** 落款: lines at the right (the issuer, the date), with an optional seal (a picture, best a transparent PNG) stamped over them. */
  | { kind: 'signature'; lines: string[]; seal?: Buffer }
  /**
   * A picture (a QR code, a photo; PNG or JPEG as is, other kinds converted) `width` points wide, with an
   * optional caption; `link` makes it a link too (a QR code's address opens on a click in a viewer).
   */
  | { kind: 'image'; data: Buffer; width: number; align?: 'left' | 'center' | 'right'; caption?: string; link?: string }
  | { kind: 'space'; height: number };

export interface TPdfDocument {
  /** The file's title (its properties, and the viewer's window). */
  title: string;
  author?: string;
  blocks: TPdfBlock[];
}
