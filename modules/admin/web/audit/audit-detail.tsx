import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZAuditEntry } from '../../contract';
import { readableJson } from './readable-json';

export type TAuditEntry = z.infer<typeof ZAuditEntry>;

function Snapshot({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation('admin');
  const json = readableJson(text);
  return (
    <section style={{ flex: 1, minWidth: 0 }}>
      <h3 className="adm-muted">{label}</h3>
      {json ? <pre className="adm-json">{json}</pre> : <p className="adm-muted">{t('audit.nothing')}</p>}
    </section>
  );
}

/** An entry's before and after, side by side. */
export function AuditDetail({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('admin');
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <Snapshot label={t('audit.before')} text={entry.before} />
      <Snapshot label={t('audit.after')} text={entry.after} />
    </div>
  );
}
