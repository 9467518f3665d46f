import { useTranslation } from 'react-i18next';
import type { TInstanceDetail } from '../contract';
import { WORKFLOW_NS } from './strings';
import './workflow.css';

/** Who an instance was copied to (抄送), each 已读 or 未读: plain markup, so the console's drawer shows it too. */
export function CcReaders({ cc }: { cc: TInstanceDetail['cc'] }) {
  const { t } = useTranslation(WORKFLOW_NS);
  if (cc.length === 0) return <p className="q-meta">{t('cc.none')}</p>;
  return (
    <ul className="wf-cc" aria-label={t('cc.title')}>
      {cc.map((person) => (
        <li key={person.id} className={person.read ? undefined : 'wf-cc__unread'}>
          {person.name} · {t(person.read ? 'cc.read' : 'cc.unread')}
        </li>
      ))}
    </ul>
  );
}
