import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCaptcha, newCaptcha, type TCaptchaChallenge, type TTrackPoint } from '@quad/contracts/captcha-calls';
import { ErrorCode } from '@quad/contracts/errors';
import { request } from '../shell/request';
import './slider-captcha.css';

/** How far one arrow key press moves the piece, px of the picture (the server's `KEY_STEP_PX`). */
export const KEY_STEP = 4;
/** How long 验证失败 stays before the next picture comes. */
const RETRY_MS = 900;

type TState = 'loading' | 'ready' | 'dragging' | 'checking' | 'failed' | 'passed' | 'refused';

interface TSliderCaptchaProps {
  /** Called once with the single-use token when the piece is in place; the protected call sends it. */
  onPass: (token: string) => void;
}

/**
 * The slider captcha (issue 23): a picture with a puzzle gap and a handle that drags the piece into
 * it, by mouse, finger or pen (pointer events) or the arrow keys, every move recorded as the track the
 * server judges. Loaded on demand (`lazy`) by the pages that need it, so no first load carries it.
 * States: loading, 拖动滑块完成拼图, 验证失败 请重试 (then a new picture), 验证通过; 刷新 for a new one.
 */
export function SliderCaptcha({ onPass }: TSliderCaptchaProps) {
  const { t } = useTranslation('shell');
  const [challenge, setChallenge] = useState<TCaptchaChallenge>();
  const [state, setState] = useState<TState>('loading');
  const [refusal, setRefusal] = useState('');
  const [x, setX] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startY: number; t0: number; scale: number; track: TTrackPoint[]; input: 'pointer' | 'keyboard' } | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hintId = useId();

  // Each round is one picture: the first, then one per 刷新 or failed check.
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    void request(newCaptcha, {}).then((answer) => {
      if (!current) return;
      if (answer.e === ErrorCode.OK) {
        setChallenge(answer.d);
        setRefusal('');
        setX(0);
        setState('ready');
      } else {
        setRefusal(answer.m);
        setState('refused');
      }
    });
    return () => {
      current = false;
      clearTimeout(retry.current);
    };
  }, [round]);

  const load = () => {
    clearTimeout(retry.current);
    drag.current = null;
    setState('loading');
    setX(0);
    setRound((r) => r + 1);
  };

  const max = challenge ? challenge.width - challenge.pieceSize : 0;
  const clamp = (value: number) => Math.max(0, Math.min(max, Math.round(value)));
  const now = (t0: number) => Math.round(performance.now() - t0);

  const submit = async () => {
    const d = drag.current;
    if (!challenge || !d) return;
    drag.current = null;
    const last = d.track.at(-1);
    setState('checking');
    const answer = await request(checkCaptcha, { id: challenge.id, x: last?.x ?? 0, input: d.input, track: d.track });
    if (answer.e === ErrorCode.OK) {
      setState('passed');
      onPass(answer.d.token);
    } else if (answer.e === ErrorCode.FAILED) {
      setState('failed');
      retry.current = setTimeout(load, RETRY_MS);
    } else {
      setRefusal(answer.m);
      setState('refused');
    }
  };

  const start = (input: 'pointer' | 'keyboard', clientX = 0, clientY = 0) => {
    // Picture px per screen px: the picture is shown narrower than drawn on a small phone.
    const shown = bar.current?.getBoundingClientRect().width ?? 0;
    const scale = challenge && shown > 0 ? challenge.width / shown : 1;
    drag.current = { startX: clientX, startY: clientY, t0: performance.now(), scale, track: [{ x: 0, y: 0, t: 0 }], input };
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (state !== 'ready') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start('pointer', event.clientX, event.clientY);
    setState('dragging');
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.input !== 'pointer') return;
    const next = clamp((event.clientX - d.startX) * d.scale);
    d.track.push({ x: next, y: Math.round((event.clientY - d.startY) * d.scale), t: now(d.t0) });
    setX(next);
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.input !== 'pointer') return;
    onPointerMove(event);
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (state !== 'ready' && state !== 'dragging') return;
    const step = event.key === 'ArrowRight' ? KEY_STEP : event.key === 'ArrowLeft' ? -KEY_STEP : 0;
    if (step) {
      event.preventDefault();
      if (!drag.current) {
        start('keyboard');
        setState('dragging');
      }
      const d = drag.current as NonNullable<typeof drag.current>;
      const next = clamp((d.track.at(-1)?.x ?? 0) + step);
      d.track.push({ x: next, y: 0, t: now(d.t0) });
      setX(next);
    } else if ((event.key === 'Enter' || event.key === ' ') && drag.current?.input === 'keyboard') {
      event.preventDefault();
      void submit();
    }
  };

  const status =
    state === 'loading'
      ? t('captcha.loading')
      : state === 'checking'
        ? t('captcha.checking')
        : state === 'failed'
          ? t('captcha.failed')
          : state === 'passed'
            ? t('captcha.passed')
            : state === 'refused'
              ? refusal
              : t('captcha.prompt');
  const percent = (value: number) => (challenge ? `${(value / challenge.width) * 100}%` : '0');

  return (
    <section className={`q-captcha q-captcha--${state}`} aria-label={t('captcha.label')}>
      <div className="q-captcha__picture" style={challenge ? { aspectRatio: `${challenge.width} / ${challenge.height}` } : undefined}>
        {challenge && state !== 'loading' && (
          <>
            <img className="q-captcha__background" src={challenge.background} alt={t('captcha.picture')} draggable={false} />
            <img
              className="q-captcha__piece"
              src={challenge.piece}
              alt=""
              draggable={false}
              style={{ left: percent(x), top: `${(challenge.y / challenge.height) * 100}%`, width: percent(challenge.pieceSize) }}
            />
          </>
        )}
        <button type="button" className="q-captcha__refresh" onClick={load} disabled={state === 'checking'}>
          {t('captcha.refresh')}
        </button>
      </div>
      <div className="q-captcha__bar" ref={bar}>
        <div className="q-captcha__fill" style={{ width: percent(x) }} />
        <button
          type="button"
          role="slider"
          className="q-captcha__handle"
          style={{ left: percent(x), width: challenge ? percent(challenge.pieceSize) : undefined }}
          aria-label={t('captcha.prompt')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          aria-describedby={hintId}
          disabled={state === 'loading' || state === 'checking' || state === 'passed' || state === 'refused'}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true">{state === 'passed' ? '✓' : '→'}</span>
        </button>
        <span className="q-captcha__prompt" aria-hidden="true">
          {state === 'ready' ? t('captcha.prompt') : ''}
        </span>
      </div>
      <p className="q-captcha__status" role="status" aria-live="polite">
        {status}
      </p>
      <p className="q-captcha__hint" id={hintId}>
        {t('captcha.keyboardHint')}
      </p>
    </section>
  );
}

export default SliderCaptcha;
