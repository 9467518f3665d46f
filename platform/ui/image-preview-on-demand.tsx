import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { isMessagingApp } from '../shell/device';
import type { ImagePreview } from './image-preview';

/** The viewer's code (antd-mobile's gestures and springs) is fetched when a picture is first opened, not with the page. */
const Viewer = lazy(() => import('./image-preview').then((m) => ({ default: m.ImagePreview })));

type TProps = ComponentProps<typeof ImagePreview>;

function PageViewer(props: TProps) {
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}

/**
 * Inside the messaging app its own viewer (`wx.previewImage`) shows the pictures, with the gestures
 * its users know; the page's viewer stands in when the app refused the SDK's configuration.
 */
function AppViewer({ items, start = 0, onClose }: TProps) {
  const [refused, setRefused] = useState(false);
  const opened = useRef(false);
  useEffect(() => {
    let gone = false;
    // The SDK's helpers are fetched inside the app only, where this viewer is used.
    import('../shell/wx-sdk')
      .then(({ wxReady, previewPictures }) => wxReady.then((wx) => ({ wx, previewPictures })))
      .then(
        ({ wx, previewPictures }) => {
          if (gone || opened.current) return;
          opened.current = true;
          const urls = items.map((item) => new URL(item.src, location.href).href);
          previewPictures(wx, urls, urls[Math.min(Math.max(start, 0), urls.length - 1)] ?? '');
          onClose();
        },
        () => !gone && setRefused(true),
      );
    return () => {
      gone = true;
    };
  }, [items, start, onClose]);
  return refused ? <PageViewer items={items} start={start} onClose={onClose} /> : null;
}

/** `ImagePreview`, loaded on first use: what pages with pictures render. */
export function ImagePreviewOnDemand(props: TProps) {
  return isMessagingApp() ? <AppViewer {...props} /> : <PageViewer {...props} />;
}
