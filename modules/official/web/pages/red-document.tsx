import { useTranslation } from 'react-i18next';
import type { TDocument } from '../../contract';
import { chineseDate } from '@quad/contracts/chinese-date';

const names = (units: TDocument['mainUnits']) => units.map((u) => u.name).join('、');

/**
 * The red-header page (红头) as an A4 sheet: the template's name in large red type, the number, the red
 * rule, the title, 主送, the body, the organ and date at the right under the seal, 抄送 at the foot. It is
 * what prints (official.css: `@page { size: A4 }`, nothing else of the app) and what the PDF draws.
 */
export function RedDocument({ doc }: { doc: TDocument }) {
  const { t } = useTranslation('official');
  return (
    <article className="of-red" aria-label={doc.title || t('red.untitled')}>
      <header className="of-red__head">
        <p className="of-red__name">{doc.templateName}</p>
        <p className="of-red__number">{doc.number || '\u00a0'}</p>
        <hr className="of-red__rule" />
      </header>
      <h1 className="of-red__title">{doc.title || t('red.untitled')}</h1>
      {doc.mainUnits.length > 0 && <p className="of-red__main">{names(doc.mainUnits)}：</p>}
      {doc.body
        .split(/\n+/)
        .filter((p) => p.trim())
        .map((text, i) => (
          <p key={i} className="of-red__para">
            {text}
          </p>
        ))}
      <div className="of-red__sign">
        <p>{doc.organ}</p>
        <p>{doc.issuedDay ? chineseDate(doc.issuedDay) : t('red.notIssued')}</p>
        {doc.sealUrl && <img className="of-red__seal" src={doc.sealUrl} alt={t('red.seal')} />}
      </div>
      {doc.copyUnits.length > 0 && <p className="of-red__copy">{t('red.copy', { units: names(doc.copyUnits) })}</p>}
    </article>
  );
}
