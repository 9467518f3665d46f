import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

export interface TPreviewItem {
  title: string;
  src: string;
  index: number;
}

/** The loading indicator appears only if an image takes longer than this (spec §9): fast images never flash it. */
export const PREVIEW_LOADING_DELAY_MS = 500;

/**
 * Image preview (spec §2.3): title and picture of the current item, previous and next, loading state.
 * Drawn over the whole window from wherever it is opened (a popup, a card).
 */
export function ImagePreview({ items, start = 0, onClose }: { items: TPreviewItem[]; start?: number; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [position, setPosition] = useState(Math.min(Math.max(start, 0), Math.max(items.length - 1, 0)));
  const item = items[position];
  // What is known about one picture; another picture starts out simply loading.
  const [known, setKnown] = useState<{ src: string; status: 'slow' | 'done' | 'failed' }>();
  const status = known && known.src === item?.src ? known.status : 'loading';
  const settle = (next: 'done' | 'failed') => item && setKnown({ src: item.src, status: next });

  useEffect(() => {
    const src = item?.src;
    if (!src) return;
    const timer = setTimeout(() => setKnown((k) => (k?.src === src ? k : { src, status: 'slow' })), PREVIEW_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [item?.src]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'ArrowLeft') setPosition((p) => Math.max(0, p - 1));
      if (event.key === 'ArrowRight') setPosition((p) => Math.min(items.length - 1, p + 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [items.length, onClose]);

  if (!item) return null;
  return createPortal(
    <div className="q-preview" role="dialog" aria-modal="true" aria-label={item.title}>
      <header className="q-preview__bar">
        <span className="q-preview__title">{item.title}</span>
        <span className="q-preview__count">
          {position + 1}/{items.length}
        </span>
        <button type="button" className="q-preview__close" onClick={onClose} aria-label={t('preview.close')}>
          ×
        </button>
      </header>
      <div className="q-preview__stage">
        {status === 'slow' && <span className="q-spinner" role="status" aria-label={t('loading')} />}
        {status === 'failed' && <span>{t('preview.loadFailed')}</span>}
        <img
          key={item.src}
          src={item.src}
          alt={item.title}
          hidden={status === 'failed'}
          onLoad={() => settle('done')}
          onError={() => settle('failed')}
        />
      </div>
      <footer className="q-preview__nav">
        <button type="button" disabled={position === 0} onClick={() => setPosition(position - 1)}>
          {t('preview.prev')}
        </button>
        <button type="button" disabled={position >= items.length - 1} onClick={() => setPosition(position + 1)}>
          {t('preview.next')}
        </button>
      </footer>
    </div>,
    document.body,
  );
}
