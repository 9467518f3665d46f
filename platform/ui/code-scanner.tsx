import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { isMessagingApp } from '../shell/device';
import { scanCode, wxReady } from '../shell/wx-sdk';
import './code-scanner.css';

const SCAN_EVERY_MS = 300;
type TOnCode = (text: string) => void;

/**
 * A gate's reader of QR codes (health codes, visitor and car passes). Inside the messaging app its own
 * scanner (`wx.scanQRCode`): the app keeps the camera from pages, and reads faster than frames read in
 * the page. Elsewhere the camera's frames, read with jsQR (loaded on first use) until a code is found.
 * A refused or missing camera says so; the page's typed input beside it keeps working.
 */
export function CodeScanner({ onCode, scanLabel }: { onCode: TOnCode; scanLabel?: string }) {
  return isMessagingApp() ? <AppScanner onCode={onCode} scanLabel={scanLabel} /> : <CameraScanner onCode={onCode} />;
}

function AppScanner({ onCode, scanLabel }: { onCode: TOnCode; scanLabel?: string }) {
  const { t } = useTranslation('shell', { keyPrefix: 'scanner' });
  const [problem, setProblem] = useState('');
  const scan = async () => {
    try {
      const text = await scanCode(await wxReady);
      setProblem('');
      if (text) onCode(text);
    } catch {
      setProblem(t('appScanFailed'));
    }
  };
  return (
    <div className="q-scanner">
      <Button block color="primary" size="large" onClick={() => void scan()}>
        {scanLabel ?? t('appScan')}
      </Button>
      {problem && (
        <p className="q-scanner__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function CameraScanner({ onCode }: { onCode: TOnCode }) {
  const { t } = useTranslation('shell', { keyPrefix: 'scanner' });
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
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!v || v.videoWidth === 0 || !context) return;
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        context.drawImage(v, 0, 0);
        const code = jsQR(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
        // The same code held in front of the camera is read once.
        if (code?.data && code.data !== last) found.current((last = code.data));
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
    <p className="q-scanner__problem" role="alert">
      {problem}
    </p>
  ) : (
    <video ref={video} className="q-scanner__video" muted playsInline aria-label={t('camera')} />
  );
}
