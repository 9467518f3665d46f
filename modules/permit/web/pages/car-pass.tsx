import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useCarPass } from '../calls/car';
import { PassCode } from './pass-code';
import '../permit.css';

/** `permit/pass?id=…`: my approved car permit's QR, held up at the gate. */
export function CarPassPage() {
  const { t } = useTranslation('permit');
  const id = useSearchParams()[0].get('id') ?? '';
  const shown = useCarPass(id);
  if (!id) return <EmptyView text={t('pass.noId')} />;
  if (shown.isError) return <ErrorView error={shown.error} onRetry={() => void shown.refetch()} />;
  if (!shown.data) return <LoadingView />;
  const car = shown.data;
  return (
    <main className="q-page pm-page">
      <section className="q-card pm-status" aria-label={t('title.permit.pass')}>
        <PassCode pass={car.pass} caption={car.plate} />
        <p className="pm-when">
          {car.start} {t('to')} {car.end}
        </p>
      </section>
    </main>
  );
}
