import type { Sharp } from 'sharp';
import { invalid } from '../errors';
import { FILE_TYPES, type TFileType } from './file-types';

/** Longest side kept: sharper than any phone screen shows, a fraction of a 50-megapixel photo's bytes. */
export const MAX_IMAGE_SIDE = 4096;
export const THUMB_SIDE = 320;
/** How uploads are decoded. Decoding cost is pixels, not bytes: a small file can declare a huge canvas (a "pixel bomb"). */
const DECODING = { failOn: 'error', limitInputPixels: 60_000_000, autoOrient: true } as const;
const TIMEOUT_SECONDS = 30;

export interface TProcessedImage {
  data: Buffer;
  thumb: Buffer;
  thumbType: TFileType;
  width: number;
  height: number;
}

function encode(image: Sharp, type: TFileType): Sharp {
  switch (type) {
    case FILE_TYPES.jpg:
      return image.jpeg({ quality: 85, mozjpeg: true });
    case FILE_TYPES.png:
      return image.png();
    case FILE_TYPES.webp:
      return image.webp({ quality: 85 });
    case FILE_TYPES.gif:
      return image.gif();
    default:
      throw new Error(`not an image type: ${type.mime}`);
  }
}

/**
 * Decodes an uploaded image and encodes it afresh: the photo is turned upright first (from its EXIF
 * orientation), then everything but the pixels is dropped (sharp writes no EXIF, GPS position,
 * camera serial or XMP unless asked), and anything hidden after the image data goes too. Returns the
 * new file, a thumbnail (first frame, longest side 320 px; GIFs get a PNG one) and the size shown.
 */
export async function reencodeImage(input: Buffer, type: TFileType, field: string): Promise<TProcessedImage> {
  // The image library (and its native code) is loaded by the first image upload, not by every start.
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await encode(
      sharp(input, { ...DECODING, animated: type.animated }).resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true }),
      type,
    )
      .timeout({ seconds: TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    const thumbType = type === FILE_TYPES.gif ? FILE_TYPES.png : type;
    const thumb = await encode(sharp(data).resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true }), thumbType)
      .timeout({ seconds: TIMEOUT_SECONDS })
      .toBuffer();
    return { data, thumb, thumbType, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw invalid({ [field]: '图片尺寸太大，请缩小后再上传' });
    if (/timeout/i.test(message)) throw invalid({ [field]: '图片太复杂，无法处理，请换一张再试' });
    throw invalid({ [field]: '图片已损坏或无法识别，请换一张再试' });
  }
}
