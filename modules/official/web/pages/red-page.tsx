import { useTranslation } from 'react-i18next';
import { RecordPage } from '@quad/platform/ui/record-page';
import { useDocument } from '../calls/phone';
import { DocumentActions } from './document-actions';
import { DraftEditor } from './draft-editor';
import { RedDocument } from './red-document';
import '../official.css';

/** `document/redpage?id=`: the draft editor for its drafter while it may change, else the red-header page. */
export function RedPage() {
  const { t } = useTranslation('official');
  return (
    <RecordPage useRecord={useDocument} missingText={t('red.missing')} className="q-page of-page">
      {(doc) =>
        doc.canEdit ? (
          <DraftEditor doc={doc} />
        ) : (
          <>
            <RedDocument doc={doc} />
            <DocumentActions doc={doc} />
          </>
        )
      }
    </RecordPage>
  );
}
