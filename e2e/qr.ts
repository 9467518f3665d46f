import jsQR from 'jsqr';
import sharp from 'sharp';
import type { Locator } from 'playwright-core';

/** What a camera reads from a QR shown on a screen ('' while it reads nothing: a code being swapped, say). */
export async function readQr(qr: Locator): Promise<string> {
  const shot = await qr.screenshot();
  const { data, info } = await sharp(shot).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? '';
}
