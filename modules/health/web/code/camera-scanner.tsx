import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SCAN_EVERY_MS = 300;

/**
 * The gate's camera: frames are read with jsQR (loaded only on this page) until a code is found.
 * A refused or missing camera says so; the typed input beside it keeps working.
 */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation('health', { keyPrefix: 'code' });
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState('');
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    let last = '';
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem(t('cameraMissing'));
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      } catch {
        return setProblem(t('cameraRefused'));
      }
      if (stopped || !video.current) return stream.getTracks().forEach((track) => track.stop());
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const { default: jsQR } = await import('jsqr');
      const canvas = document.createElement('canvas');
      timer = setInterval(() => {
        const v = video.current;
        if (!v || v.videoWidth === 0) return;
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return;
        context.drawImage(v, 0, 0);
        const frame = context.getImageData(0, 0, canvas.width, canvas.height);
        const code = jsQR(frame.data, frame.width, frame.height);
        // The same code held in front of the camera is read once.
        if (code?.data && code.data !== last) {
          last = code.data;
          found.current(code.data);
        }
      }, SCAN_EVERY_MS);
    };
    void start();
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [t]);

  return problem ? (
    <p className="hc-problem" role="alert">
      {problem}
    </p>
  ) : (
    <video ref={video} className="hc-video" muted playsInline aria-label={t('camera')} />
  );
}
