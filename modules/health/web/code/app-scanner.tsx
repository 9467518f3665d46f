import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { scanCode, wxReady } from '@quad/platform/shell/wx-sdk';

/**
 * Inside the messaging app the gate uses the app's own scanner (`wx.scanQRCode`): it works where the
 * app keeps the camera from the page, and reads codes faster than frames read in the page.
 */
export function AppScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation('health', { keyPrefix: 'code' });
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
    <div className="hc-app-scan">
      <Button block color="primary" size="large" onClick={() => void scan()}>
        {t('appScan')}
      </Button>
      {problem && (
        <p className="hc-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
