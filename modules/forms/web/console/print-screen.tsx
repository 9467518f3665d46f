import { useTranslation } from 'react-i18next';
import { useNavigate } from '@quad/platform/shell/router';
import dayjs from 'dayjs';
import { PrinterOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import { QueryError } from '@quad/platform/console/query-states';
import { visibleFields } from '@quad/forms-engine/shared/check-answer';
import { DEFAULT_PRINT, type TField } from '@quad/forms-engine/shared/definition';
import { attachUrl } from '@quad/forms-engine/web';
import { answerText, type TAnswerTexts } from '@quad/forms-engine/shared/answer-text';
import { useResultAnswer } from '../calls/get-result-answer';
import { useIdParam } from './console-links';
import { useAnswerTexts } from './use-answer-texts';
import './print.css';
import { FORMS_CONSOLE_NS } from './console-strings';

type TRows = Record<string, unknown>[];

/** Photos and signatures print as pictures: a signature sheet with 已签名 in place of the signature is worth nothing. */
const PICTURE_KINDS = new Set(['image', 'signature']);

function PrintPictures({ ids, label }: { ids: unknown; label: string }) {
  const list = Array.isArray(ids) ? ids.map(String) : typeof ids === 'string' && ids ? [ids] : [];
  if (list.length === 0) return <>—</>;
  return (
    <span className="fc-print__pictures">
      {list.map((id, i) => (
        <img key={id} src={attachUrl(id)} alt={`${label} ${i + 1}`} />
      ))}
    </span>
  );
}

/** A child table prints as a table, one line per row. */
function PrintTable({ field, rows, texts }: { field: TField; rows: TRows; texts: TAnswerTexts }) {
  const columns = field.columns ?? [];
  return (
    <table className="fc-print__table">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key}>{c.label}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {columns.map((c) => (
              <td key={c.key}>{answerText(c, row[c.key], texts)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 打印答卷 (?id=<answer>): the answer laid out by its version's print settings, and 打印. */
export default function PrintScreen() {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const navigate = useNavigate();
  const texts = useAnswerTexts();
  const id = useIdParam();
  const result = useResultAnswer(id);
  if (result.isError) return <QueryError error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const { answer, definition, title, anonymous } = result.data;
  const print = { ...DEFAULT_PRINT, ...definition.print };
  const fields = visibleFields(definition, answer.values).filter((f) => f.kind !== 'description');
  const submitter = [answer.name, answer.number, answer.department].filter(Boolean).join(' · ');
  return (
    <>
      <Space className="fc-print__tools">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('print.print')}
        </Button>
        <Button type="link" onClick={() => void navigate(-1)}>
          {t('print.back')}
        </Button>
      </Space>
      <article className="fc-print">
        <h1 className="fc-print__title">{print.title || title}</h1>
        <p className="fc-print__meta">
          {print.showSubmitter && !anonymous && submitter && <span>{t('print.submitter', { who: submitter })}</span>}
          {print.showTime && <span>{t('print.time', { time: dayjs.unix(answer.created).format('YYYY-MM-DD HH:mm') })}</span>}
        </p>
        <dl className={print.columns === 2 ? 'fc-print__fields fc-print__fields--two' : 'fc-print__fields'}>
          {fields.map((field) => (
            <div key={field.key} className={field.kind === 'table' ? 'fc-print__field fc-print__field--wide' : 'fc-print__field'}>
              <dt>{field.label}</dt>
              <dd>
                {field.kind === 'table' ? (
                  <PrintTable field={field} rows={(answer.values[field.key] as TRows | undefined) ?? []} texts={texts} />
                ) : PICTURE_KINDS.has(field.kind) ? (
                  <PrintPictures ids={answer.values[field.key]} label={field.label} />
                ) : (
                  answerText(field, answer.values[field.key], texts) || '—'
                )}
              </dd>
            </div>
          ))}
        </dl>
        {print.signatureLines.length > 0 && (
          <div className="fc-print__signatures">
            {print.signatureLines.map((line) => (
              <div key={line} className="fc-print__signature">
                <span>{line}：</span>
                <span className="fc-print__line" />
                <span>{t('print.date')}</span>
                <span className="fc-print__line fc-print__line--short" />
              </div>
            ))}
          </div>
        )}
        {print.footer && <footer className="fc-print__footer">{print.footer}</footer>}
      </article>
    </>
  );
}
