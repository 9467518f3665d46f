import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { OFFICIAL_PDF_PATH, type TDocument } from '../../contract';
import { ISSUED_STATUSES } from '../../rules';

/** Under a finished document: print it, download its PDF once issued, and the sender's way to its circulation. */
export function DocumentActions({ doc }: { doc: TDocument }) {
  const { t } = useTranslation('official');
  return (
    <div className="of-actions of-no-print">
      <button type="button" className="q-text-button" onClick={() => window.print()}>
        {t('red.print')}
      </button>
      {ISSUED_STATUSES.includes(doc.status) && (
        <a className="q-text-button" href={`${OFFICIAL_PDF_PATH}?id=${encodeURIComponent(doc.id)}`} download>
          {t('red.pdf')}
        </a>
      )}
      {(doc.mine || doc.canPublish || doc.receipts.length > 0) && (
        <Link className="q-text-button" to={`/document/flowpage?id=${encodeURIComponent(doc.id)}`}>
          {t('red.circulation')}
        </Link>
      )}
    </div>
  );
}
