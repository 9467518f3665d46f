import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { toast } from '@quad/platform/shell/dialogs';
import { locate, placeDetails } from '@quad/forms-engine/web';
import { placeParams } from './daily-model';

/**
 * 获取定位: the browser's position, named by the maps service when the site has one (else the
 * person types the place). Refused or unavailable positions are said, never silently skipped.
 * Hands back the place by param (`geo_api_info`, `area`, ...), for the daily report and the checks.
 */
export function LocateButton({ located, onLocated }: { located: boolean; onLocated: (byParam: Record<string, string>) => void }) {
  const { t } = useTranslation('health', { keyPrefix: 'daily' });
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const at = await locate();
      const details = await placeDetails(at).catch(() => undefined);
      onLocated(placeParams(at, details));
      toast(details ? t('located', { place: details.formattedAddress }) : t('locatedNoName'));
    } catch (error) {
      toast(error instanceof Error && error.message === 'denied' ? t('locateDenied') : t('locateFailed'), 3000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" color="primary" fill="outline" loading={busy} onClick={() => void run()}>
      {located ? t('relocate') : t('locate')}
    </Button>
  );
}
