import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadBase64 } from '@quad/contracts/platform-calls';
import { request, shownByShell } from '@quad/platform/shell/request';
import { toast } from '@quad/platform/shell/dialogs';
import { ErrorCode } from '@quad/contracts/errors';
import { attachUrl } from './attach-url';
import { asStrings, type TFieldProps } from './field-props';

/** A handwritten signature: drawn on a canvas, sent as PNG through the base64 upload, kept as its upload id. */
export function SignatureField({ field, value, onChange, readOnly, inputId }: TFieldProps) {
  const { t } = useTranslation('forms-engine');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);
  const [signing, setSigning] = useState(false);
  const [id] = asStrings(value);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const c = e.currentTarget;
    const box = c.getBoundingClientRect();
    return { x: ((e.clientX - box.left) * c.width) / box.width, y: ((e.clientY - box.top) * c.height) / box.height };
  };
  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const { x, y } = point(e);
    ctx.lineWidth = 3;
    ctx.lineCap = ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(x, y);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    const { x, y } = point(e);
    ctx?.lineTo(x, y);
    ctx?.stroke();
    setDrawn(true);
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    setDrawn(false);
  };
  const save = async () => {
    const c = canvas.current;
    if (!c || !drawn) return toast(t('signFirst'));
    const answer = await request(uploadBase64, { base64: c.toDataURL('image/png'), name: `${field.key}.png` }, { loading: true });
    if (answer.e !== ErrorCode.OK) return shownByShell(answer.e) ? undefined : toast(answer.m);
    onChange([answer.d.file]);
    setSigning(false);
    setDrawn(false);
  };

  if (id && !signing)
    return (
      <div className="ff-signature" id={inputId}>
        <img className="ff-signature__image" src={attachUrl(id)} alt={field.label} />
        {!readOnly && (
          <button type="button" className="ff-link" onClick={() => setSigning(true)}>
            {t('resign')}
          </button>
        )}
      </div>
    );
  if (readOnly) return <p className="ff-readonly">—</p>;
  return (
    <div className="ff-signature" id={inputId}>
      <canvas
        ref={canvas}
        className="ff-signature__pad"
        width={600}
        height={240}
        aria-label={t('signHere')}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={() => (drawing.current = false)}
        onPointerCancel={() => (drawing.current = false)}
      />
      <div className="ff-row">
        <button type="button" className="ff-button" onClick={clear}>
          {t('clear')}
        </button>
        <button type="button" className="ff-button ff-button--primary" onClick={() => void save()}>
          {t('useSignature')}
        </button>
        {id && (
          <button type="button" className="ff-link" onClick={() => setSigning(false)}>
            {t('cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
