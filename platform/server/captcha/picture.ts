import { randomBytes, randomInt } from 'node:crypto';

/** The picture's size in px: wide enough to need a real drag on a phone, small enough to send inline. */
export const PICTURE_WIDTH = 320;
export const PICTURE_HEIGHT = 160;
/** The piece's box (a 40 px square with a knob on top and one on the right). */
export const PIECE_SIZE = 56;
/** Where a gap may be: never so near the start that a short twitch reaches it. */
export const GAP_MIN_X = 72;
export const GAP_MAX_X = PICTURE_WIDTH - PIECE_SIZE - 8;
const GAP_MIN_Y = 8;
const GAP_MAX_Y = PICTURE_HEIGHT - PIECE_SIZE - 8;

/** The piece's outline inside its box: a square with a round knob on top and on the right. */
const PIECE_PATH = 'M2 14 H16 A7 7 0 1 1 28 14 H42 V27 A7 7 0 1 1 42 39 V54 H2 Z';

export interface TPicture {
  /** The background with the gap, JPEG. */
  background: Buffer;
  /** The piece cut from the background, PNG with transparency. */
  piece: Buffer;
  x: number;
  y: number;
}

const between = (min: number, max: number) => randomInt(min, max + 1);
const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;

/** Palettes of a sky and its hills: each picture draws one, so two pictures rarely look alike. */
const PALETTES = [
  { sky: ['#8ec5fc', '#e0c3fc'], land: ['#5b8c5a', '#3d6b4f', '#2f4f3a'], sun: '#fff4c2' },
  { sky: ['#fbc2eb', '#a6c1ee'], land: ['#7b6fa6', '#5a4f86', '#3f3766'], sun: '#fff0f5' },
  { sky: ['#f6d365', '#fda085'], land: ['#b05d3b', '#8a4330', '#5e2f24'], sun: '#fffbe0' },
  { sky: ['#84fab0', '#8fd3f4'], land: ['#2e8b7a', '#1f6f63', '#14504a'], sun: '#f0fff8' },
  { sky: ['#a1c4fd', '#c2e9fb'], land: ['#4a6fa5', '#365a8c', '#243f66'], sun: '#ffffff' },
  { sky: ['#ffecd2', '#fcb69f'], land: ['#c0785a', '#9c5a44', '#6e3d31'], sun: '#fff8ee' },
] as const;

/** A ridge across the picture: a closed polygon from a random walk of heights. */
function ridge(base: number, roughness: number, colour: string, opacity: number): string {
  const points: string[] = [`0,${PICTURE_HEIGHT}`];
  let h = base + between(-roughness, roughness);
  for (let x = 0; x <= PICTURE_WIDTH; x += between(18, 40)) {
    h = Math.max(30, Math.min(PICTURE_HEIGHT - 10, h + between(-roughness, roughness)));
    points.push(`${x},${h}`);
  }
  points.push(`${PICTURE_WIDTH},${h}`, `${PICTURE_WIDTH},${PICTURE_HEIGHT}`);
  return `<polygon points="${points.join(' ')}" fill="${colour}" fill-opacity="${opacity}"/>`;
}

/** A landscape drawn from random numbers: sky gradient, sun, clouds, shapes, three ridges. */
function landscapeSvg(): string {
  const p = pick(PALETTES);
  const angle = between(0, 90);
  const shapes: string[] = [];
  for (let i = between(5, 9); i > 0; i--) {
    const [cx, cy, r] = [between(0, PICTURE_WIDTH), between(0, PICTURE_HEIGHT), between(6, 30)];
    shapes.push(
      between(0, 1)
        ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${pick(['#ffffff', p.sun, ...p.land])}" fill-opacity="0.${between(15, 45)}"/>`
        : `<rect x="${cx}" y="${cy}" width="${r * 2}" height="${r}" rx="4" transform="rotate(${between(-40, 40)} ${cx} ${cy})" fill="${pick(['#ffffff', ...p.land])}" fill-opacity="0.${between(15, 40)}"/>`,
    );
  }
  for (let i = between(2, 4); i > 0; i--) {
    const [cx, cy] = [between(0, PICTURE_WIDTH), between(10, 60)];
    shapes.push(`<ellipse cx="${cx}" cy="${cy}" rx="${between(20, 44)}" ry="${between(6, 12)}" fill="#ffffff" fill-opacity="0.55"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}">
  <defs><linearGradient id="sky" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${between(30, PICTURE_WIDTH - 30)}" cy="${between(20, 50)}" r="${between(12, 22)}" fill="${p.sun}" fill-opacity="0.9"/>
  ${shapes.join('\n  ')}
  ${ridge(between(60, 90), 12, p.land[0], 0.85)}
  ${ridge(between(90, 115), 10, p.land[1], 0.9)}
  ${ridge(between(118, 138), 6, p.land[2], 0.95)}
</svg>`;
}

const pieceSvg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_SIZE}" height="${PIECE_SIZE}">${body}</svg>`);

/**
 * A new picture with a gap at a random place and the piece cut from it. The landscape gets a little
 * noise, so no two pictures share pixels and the gap cannot be found by comparing with a stored copy.
 */
export async function drawPicture(): Promise<TPicture> {
  // The image library (and its native code) is loaded by the first captcha, not by every start.
  const { default: sharp } = await import('sharp');
  const x = between(GAP_MIN_X, GAP_MAX_X);
  const y = between(GAP_MIN_Y, GAP_MAX_Y);

  const { data, info } = await sharp(Buffer.from(landscapeSvg())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const noise = randomBytes(data.length);
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, (data[i] ?? 0) + ((noise[i] ?? 0) % 21) - 10));
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;

  const piece = await sharp(
    await sharp(data, raw)
      .extract({ left: x, top: y, width: PIECE_SIZE, height: PIECE_SIZE })
      .ensureAlpha()
      .composite([{ input: pieceSvg(`<path d="${PIECE_PATH}" fill="#fff"/>`), blend: 'dest-in' }])
      .png()
      .toBuffer(),
  )
    .composite([{ input: pieceSvg(`<path d="${PIECE_PATH}" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="2"/>`) }])
    .png()
    .toBuffer();

  const gap = pieceSvg(`<path d="${PIECE_PATH}" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.8" stroke-width="1.5"/>`);
  const background = await sharp(data, raw)
    .composite([{ input: gap, left: x, top: y }])
    .jpeg({ quality: 72 })
    .toBuffer();
  return { background, piece, x, y };
}
