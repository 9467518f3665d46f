import { useTranslation } from 'react-i18next';
import Descriptions from 'antd/es/descriptions';
import Typography from 'antd/es/typography';
import { examplesOf } from './examples';
import { FieldTable } from './field-table';
import type { TAccess, TOperationView } from './openapi-model';
import { fieldsOf, typeOf } from './schema-text';

function AccessText({ access }: { access?: TAccess }) {
  const { t } = useTranslation('admin');
  if (!access || access === 'public') return <>{t('reference.access.public')}</>;
  if (access === 'session') return <>{t('reference.access.session')}</>;
  return <>{t(access.module ? 'reference.access.module' : 'reference.access.app', { app: access.app, module: access.module })}</>;
}

function Example({ title, text }: { title: string; text?: string }) {
  if (!text) return null;
  return (
    <>
      <h4 className="adm-ref-h">{title}</h4>
      <Typography.Paragraph copyable={{ text }} className="adm-ref-code">
        <pre>{text}</pre>
      </Typography.Paragraph>
    </>
  );
}

/** One call in full: who may call it, its fields, the `{e, m, d}` answer, its error codes and examples. */
export function OperationDetail({ op }: { op: TOperationView }) {
  const { t } = useTranslation('admin');
  const examples = examplesOf(op, window.location.origin);
  const dFields = fieldsOf(op.output);
  return (
    <div className="adm-ref-op">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('reference.access.label')}>
          <AccessText access={op.access} />
        </Descriptions.Item>
        <Descriptions.Item label={t('reference.encoding')}>
          {op.page
            ? t('reference.page', { kinds: op.page.join(', ') })
            : op.encodings.join('、') || (op.method === 'GET' ? t('reference.query') : t('reference.noBody'))}
        </Descriptions.Item>
        {/* The first note of a call repeats its access, shown above in the reader's language. */}
        {op.notes.slice(op.access ? 1 : 0).map((note) => (
          <Descriptions.Item key={note} label={t('reference.note')}>
            {note}
          </Descriptions.Item>
        ))}
      </Descriptions>

      <h4 className="adm-ref-h">{t('reference.request')}</h4>
      {op.fields.length ? (
        <FieldTable fields={op.fields} label={t('reference.request')} />
      ) : (
        <p className="adm-muted">{t('reference.noFields')}</p>
      )}

      {op.output && (
        <>
          <h4 className="adm-ref-h">{t('reference.answer')}</h4>
          <p className="adm-muted">{t('reference.envelope', { type: typeOf(op.output) })}</p>
          {dFields.length > 0 && <FieldTable fields={dFields} label={t('reference.answer')} />}
        </>
      )}

      {op.errors.length > 0 && (
        <>
          <h4 className="adm-ref-h">{t('reference.errors')}</h4>
          <ul className="adm-ref-errors">
            {op.errors.map(({ e, m }) => (
              <li key={e}>
                <code>{e}</code> {m}
              </li>
            ))}
          </ul>
        </>
      )}

      <Example title={t('reference.curlForm')} text={examples.curl} />
      <Example title={t('reference.curlJson')} text={examples.curlJson} />
      <Example title={t('reference.json')} text={examples.json} />
    </div>
  );
}
