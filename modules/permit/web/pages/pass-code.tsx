import { useTranslation } from 'react-i18next';
import type { TPass } from '../../contract';

/** The QR of a pass: its code rotates (the page reads it again), so a screenshot soon stops opening the gate. */
export function PassCode({ pass, caption }: { pass: TPass; caption: string }) {
  const { t } = useTranslation('permit');
  return (
    <figure className="pm-pass">
      <img className="pm-qr" alt={t('pass.qr')} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.svg)}`} />
      <figcaption>
        <strong>{caption}</strong>
        <small>{t('pass.rotates')}</small>
      </figcaption>
    </figure>
  );
}
