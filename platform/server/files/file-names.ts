import type { TFileType } from './file-types';

const MAX_NAME_LENGTH = 120;

function splitExt(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
}

/**
 * The name a file is downloaded with: the user's own name without folders or control characters,
 * shortened, and with an extension that matches what the file really is (a PNG sent as `a.jpg`
 * comes back as `a.png`, so the user's computer opens it with the right program).
 */
export function downloadName(given: string | undefined, type: TFileType): string {
  const leaf = (given ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = leaf.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const [base, ext] = splitExt(clean);
  const keepsExt = [type.ext, ...type.aliases].includes(ext.toLowerCase());
  // A wrong extension is replaced; a dot that starts no extension ("第3.5版") stays part of the name.
  const stem = keepsExt || /^[a-z0-9]{1,5}$/i.test(ext) ? base : clean;
  const short = Array.from(stem).slice(0, MAX_NAME_LENGTH).join('').trim() || (type.image ? '图片' : '附件');
  return `${short}.${keepsExt ? ext : type.ext}`;
}

/** The same name with another extension (a GIF's thumbnail is a PNG). */
export function withExt(name: string, ext: string): string {
  return `${splitExt(name)[0]}.${ext}`;
}

const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition` with the download name: a plain ASCII `filename` for old clients and the
 * exact UTF-8 name in `filename*` (RFC 5987), which every current browser prefers, so Chinese names
 * survive.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}
