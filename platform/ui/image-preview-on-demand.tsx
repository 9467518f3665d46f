import { lazy, Suspense, type ComponentProps } from 'react';
import type { ImagePreview } from './image-preview';

/** The viewer's code (antd-mobile's gestures and springs) is fetched when a picture is first opened, not with the page. */
const Viewer = lazy(() => import('./image-preview').then((m) => ({ default: m.ImagePreview })));

/** `ImagePreview`, loaded on first use: what pages with pictures render. */
export function ImagePreviewOnDemand(props: ComponentProps<typeof ImagePreview>) {
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}
