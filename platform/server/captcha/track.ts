import type { TTrackPoint } from '@quad/contracts/captcha-calls';

/** How far from the gap the piece may stop, px. */
export const TOLERANCE_PX = 6;
/** A person's drag has at least this many samples (pointer events come 30–120 times a second). */
export const MIN_POINTS = 10;
/** No person finds the gap and drags the piece there faster. */
export const MIN_DRAG_MS = 300;
/** How far one arrow key press moves the piece (slider-captcha.tsx's `KEY_STEP`). */
export const KEY_STEP_PX = 4;
const MIN_KEY_PRESSES = 5;
const MIN_KEYBOARD_MS = 500;

/** Why a track looks made by a machine: kept in the audit log, never told to the client. */
export type TTrackVerdict =
  | 'ok'
  | 'too-few-points'
  | 'too-fast'
  | 'out-of-order'
  | 'track-mismatch'
  | 'flat'
  | 'constant-speed'
  | 'no-slowing-down'
  | 'keyboard-steps';

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/** Speeds (px/ms) between successive samples that are apart in time. */
function speeds(track: TTrackPoint[]): { t: number; v: number }[] {
  const out: { t: number; v: number }[] = [];
  for (let i = 1; i < track.length; i++) {
    const [a, b] = [track[i - 1] as TTrackPoint, track[i] as TTrackPoint];
    if (b.t > a.t) out.push({ t: (a.t + b.t) / 2, v: Math.abs(b.x - a.x) / (b.t - a.t) });
  }
  return out;
}

/**
 * Whether the drag that put the piece at `x` looks like a person's. A hand starts slowly, speeds up
 * and slows down to aim, wobbles up and down, and takes its time; a script's drag is often a few
 * points, a straight line at one speed, or instant. A determined script can imitate all of this:
 * the rules raise its cost, the rate limits and the single-use challenge bound its tries.
 */
export function judgeTrack(track: TTrackPoint[], x: number, input: 'pointer' | 'keyboard'): TTrackVerdict {
  const first = track[0];
  const last = track.at(-1);
  if (!first || !last) return 'too-few-points';
  for (let i = 1; i < track.length; i++) if ((track[i] as TTrackPoint).t < (track[i - 1] as TTrackPoint).t) return 'out-of-order';
  if (Math.abs(last.x - x) > 1) return 'track-mismatch';
  const duration = last.t - first.t;

  if (input === 'keyboard') {
    // Arrow keys: short steps, at least a handful, and a key's repeat never starts at once (its first
    // interval is longer than the next), so presses are never all evenly spaced.
    if (track.length < MIN_KEY_PRESSES) return 'too-few-points';
    if (duration < MIN_KEYBOARD_MS) return 'too-fast';
    for (let i = 1; i < track.length; i++) if (Math.abs((track[i] as TTrackPoint).x - (track[i - 1] as TTrackPoint).x) > KEY_STEP_PX) return 'keyboard-steps';
    const gaps = track.slice(1).map((p, i) => p.t - (track[i] as TTrackPoint).t);
    if (Math.max(...gaps) - Math.min(...gaps) < 5) return 'constant-speed';
    return 'ok';
  }

  if (track.length < MIN_POINTS) return 'too-few-points';
  if (duration < MIN_DRAG_MS) return 'too-fast';
  if (track.every((p) => p.y === first.y)) return 'flat';

  const moving = speeds(track);
  if (moving.length < 3) return 'too-few-points';
  const avg = mean(moving.map((s) => s.v));
  const spread = Math.sqrt(mean(moving.map((s) => (s.v - avg) ** 2))) / (avg || 1);
  // One speed throughout (a linear interpolation, evenly timed or not).
  if (spread < 0.15) return 'constant-speed';
  // A person slows down to put the piece in the gap: the last fifth of the drag is slower than its fastest part.
  const endFrom = first.t + duration * 0.8;
  const ending = moving.filter((s) => s.t >= endFrom).map((s) => s.v);
  const peak = Math.max(...moving.map((s) => s.v));
  if (ending.length > 0 && mean(ending) >= peak * 0.8) return 'no-slowing-down';
  return 'ok';
}
