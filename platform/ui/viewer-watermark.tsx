import { lazy, Suspense, useMemo } from 'react';
import { useSession, type TSessionView } from '../shell/use-session';

const PhoneWatermark = lazy(() => import('./phone-watermark'));
const ConsoleWatermark = lazy(() => import('../shell/console/console-watermark'));

/** The watermark's words: the viewer's name and number, what a leaked screenshot must tell. */
export const watermarkLines = (viewer: Pick<TSessionView, 'name' | 'number'>): string[] => [viewer.name, viewer.number].filter(Boolean);

/**
 * Laid over a page that shows other people's personal data (`personal` in its manifest): a faint
 * watermark naming the viewer, against screenshots leaking. Console screens get antd's, which draws
 * itself again when removed in the browser's inspector; phone pages antd-mobile's. Either arrives only
 * with such a page.
 */
export function ViewerWatermark({ wide }: { wide: boolean }) {
  const { name, number } = useSession();
  const lines = useMemo(() => watermarkLines({ name, number }), [name, number]);
  if (lines.length === 0) return null;
  return <Suspense fallback={null}>{wide ? <ConsoleWatermark lines={lines} /> : <PhoneWatermark lines={lines} />}</Suspense>;
}
