import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ImageViewer, type MultiImageViewerRef } from 'antd-mobile';

export interface TPreviewItem {
  title: string;
  src: string;
  index: number;
}

/** The loading indicator appears only if an image takes longer than this (spec §2.3): fast images never flash it. */
export const PREVIEW_LOADING_DELAY_MS = 500;

type TStatus = 'loading' | 'slow' | 'done' | 'failed';

/**
 * One picture of the viewer, zoomed by the viewer's gestures. It tells the dialog how loading goes:
 * the viewer's layer is hidden from screen readers, so the state shows outside it.
 */
function Picture({ item, imgRef, report }: { item: TPreviewItem; imgRef: React.Ref<HTMLImageElement>; report: (src: string, status: TStatus) => void }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => report(item.src, 'slow'), PREVIEW_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [item.src, report]);
  return (
    <img
      ref={imgRef}
      src={item.src}
      alt={item.title}
      draggable={false}
      hidden={failed}
      onLoad={() => report(item.src, 'done')}
      onError={() => {
        setFailed(true);
        report(item.src, 'failed');
      }}
    />
  );
}

/**
 * The one picture viewer (spec §2.3, issue 18): antd-mobile's ImageViewer for pinch and double-tap
 * zoom and swiping between pictures, with the title, the position, previous and next buttons, the
 * arrow keys and Escape, and a loading state for slow pictures. Drawn over the whole window from
 * wherever it is opened (a popup, a card, an article's body).
 */
export function ImagePreview({ items, start = 0, onClose }: { items: TPreviewItem[]; start?: number; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const viewer = useRef<MultiImageViewerRef>(null);
  const [position, setPosition] = useState(Math.min(Math.max(start, 0), Math.max(items.length - 1, 0)));
  const [statuses, setStatuses] = useState<Record<string, TStatus>>({});
  // Stable, since the viewer keeps its slides; 'slow' never overrides an outcome already known.
  const report = useCallback(
    (src: string, status: TStatus) => setStatuses((known) => (status === 'slow' && known[src] ? known : { ...known, [src]: status })),
    [],
  );
  const item = items[position];
  const status = item ? (statuses[item.src] ?? 'loading') : 'loading';
  const go = (to: number) => {
    const next = Math.min(Math.max(to, 0), items.length - 1);
    viewer.current?.swipeTo(next);
    setPosition(next);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'ArrowLeft') go(position - 1);
      if (event.key === 'ArrowRight') go(position + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!item) return null;
  return createPortal(
    <div className="q-preview" role="dialog" aria-modal="true" aria-label={item.title}>
      <ImageViewer.Multi
        ref={viewer}
        visible
        images={items.map((i) => i.src)}
        defaultIndex={position}
        onIndexChange={setPosition}
        onClose={onClose}
        imageRender={(_src, { ref, index }) => <Picture key={items[index].src} item={items[index]} imgRef={ref} report={report} />}
      />
      {status === 'slow' && <span className="q-spinner q-preview__state" role="status" aria-label={t('loading')} />}
      {status === 'failed' && <span className="q-preview__state">{t('preview.loadFailed')}</span>}
      <header className="q-preview__bar">
        <span className="q-preview__title">{item.title}</span>
        <span className="q-preview__count">
          {position + 1}/{items.length}
        </span>
        <button type="button" className="q-preview__close" onClick={onClose} aria-label={t('preview.close')}>
          ×
        </button>
      </header>
      <footer className="q-preview__nav">
        <button type="button" disabled={position === 0} onClick={() => go(position - 1)}>
          {t('preview.prev')}
        </button>
        <button type="button" disabled={position >= items.length - 1} onClick={() => go(position + 1)}>
          {t('preview.next')}
        </button>
      </footer>
    </div>,
    document.body,
  );
}
