import WaterMark from 'antd-mobile/es/components/water-mark';

/** The phone's watermark: the whole screen, under nothing the finger touches (pointer-events: none). */
export default function PhoneWatermark({ lines }: { lines: string[] }) {
  return <WaterMark className="q-viewer-watermark" content={lines} fontColor="rgba(0, 0, 0, 0.07)" fontSize={13} width={132} height={56} gapX={40} gapY={64} />;
}
