import { beforeEach, describe, expect, it, vi } from 'vitest';
import { compressPhoto, MAX_PHOTO_SIDE } from './photo-compression';

const compress = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compress }));

const fileOf = (bytes: number, type: string, name = 'photo.jpg') => new File([new Uint8Array(bytes)], name, { type });

describe('compressPhoto', () => {
  beforeEach(() => {
    compress.mockReset();
  });

  it('sends a large phone photo scaled and compressed, under its own name, reporting progress', async () => {
    compress.mockImplementation(async (_file: File, options: { onProgress: (p: number) => void }) => {
      options.onProgress(50);
      options.onProgress(100);
      return new Blob([new Uint8Array(300_000)], { type: 'image/jpeg' });
    });
    const progress: number[] = [];
    const photo = await compressPhoto(fileOf(6_000_000, 'image/jpeg', 'IMG_0001.jpg'), (p) => progress.push(p));
    expect(photo.size).toBe(300_000);
    expect(photo.name).toBe('IMG_0001.jpg');
    expect(photo.type).toBe('image/jpeg');
    expect(progress).toEqual([50, 100]);
    expect(compress.mock.calls[0][1]).toMatchObject({ maxWidthOrHeight: MAX_PHOTO_SIDE, maxSizeMB: 1, useWebWorker: false });
  });

  it('leaves small pictures, documents and animations as they are', async () => {
    for (const file of [fileOf(100_000, 'image/jpeg'), fileOf(5_000_000, 'application/pdf', 'a.pdf'), fileOf(5_000_000, 'image/gif', 'a.gif')]) {
      expect(await compressPhoto(file)).toBe(file);
    }
    expect(compress).not.toHaveBeenCalled();
  });

  it('sends the original when redrawing fails or would not make it smaller', async () => {
    const original = fileOf(2_000_000, 'image/png', 'scan.png');
    compress.mockRejectedValueOnce(new Error('no canvas'));
    expect(await compressPhoto(original)).toBe(original);
    compress.mockResolvedValueOnce(new Blob([new Uint8Array(2_500_000)], { type: 'image/png' }));
    expect(await compressPhoto(original)).toBe(original);
  });
});
