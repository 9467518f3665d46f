/** Photos are sent at most this wide or tall: enough for any phone screen and for print at A5. */
export const MAX_PHOTO_SIDE = 1920;
/** What a photo is squeezed to at most; a phone camera's 4–10 MB becomes well under this. */
const TARGET_MB = 1;
/** Smaller pictures go as they are: the server re-encodes every image anyway. */
const SMALL_BYTES = 400 * 1024;
/** Formats the browser can redraw without losing what matters (no animated GIF, no SVG). */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A photo taken on a phone, made small enough to send over a phone network before it is uploaded:
 * scaled to `MAX_PHOTO_SIDE` and compressed to about 1 MB, turned upright by its EXIF orientation
 * (the copy carries no EXIF, so no location leaves the phone). Anything else, or anything that
 * cannot be redrawn here, is answered as it was. The library is fetched on the first photo only.
 */
export async function compressPhoto(file: File, onProgress?: (percent: number) => void): Promise<File> {
  if (!PHOTO_TYPES.has(file.type) || file.size <= SMALL_BYTES) return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const smaller = await imageCompression(file, {
      maxSizeMB: TARGET_MB,
      maxWidthOrHeight: MAX_PHOTO_SIDE,
      // Its worker would load the library again from a CDN: campus networks and privacy say no.
      useWebWorker: false,
      onProgress,
    });
    return smaller.size < file.size ? new File([smaller], file.name, { type: smaller.type, lastModified: file.lastModified }) : file;
  } catch {
    return file;
  }
}
