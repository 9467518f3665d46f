import { useState, type MouseEvent } from 'react';
import type { TPreviewItem } from './image-preview';
import { ImagePreviewOnDemand } from './image-preview-on-demand';

/**
 * The body of an article, a notice or a form's description: HTML the server allowlisted when it
 * was saved (platform/server/rich-text.ts). Tapping one of its pictures opens them all in the
 * picture viewer at that one, as readers expect of any picture on a phone; a picture inside a link
 * follows the link.
 */
export function RichText({ html, title, className, id }: { html: string; title: string; className?: string; id?: string }) {
  const [open, setOpen] = useState<{ items: TPreviewItem[]; start: number }>();
  const openPicture = (event: MouseEvent<HTMLDivElement>) => {
    const picture = event.target;
    if (!(picture instanceof HTMLImageElement) || picture.closest('a')) return;
    const pictures = [...event.currentTarget.querySelectorAll('img')];
    const items = pictures.map((img, index) => ({ title: img.alt || `${title} (${index + 1}/${pictures.length})`, src: img.currentSrc || img.src, index }));
    setOpen({ items, start: pictures.indexOf(picture) });
  };
  return (
    <>
      <div id={id} className={['q-rich-text', className].filter(Boolean).join(' ')} onClick={openPicture} dangerouslySetInnerHTML={{ __html: html }} />
      {open && <ImagePreviewOnDemand items={open.items} start={open.start} onClose={() => setOpen(undefined)} />}
    </>
  );
}
