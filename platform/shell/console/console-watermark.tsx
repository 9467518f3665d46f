import Watermark from 'antd/es/watermark';

/**
 * The console's watermark over the whole window: antd's, empty of children and fixed, so it covers
 * tables, drawers and modals alike and lets every click through.
 */
export default function ConsoleWatermark({ lines }: { lines: string[] }) {
  return (
    <Watermark
      content={lines}
      font={{ color: 'rgba(0, 0, 0, 0.07)', fontSize: 14 }}
      gap={[120, 120]}
      zIndex={1100}
      rootClassName="q-console-watermark"
      style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1100 }}
    />
  );
}
