import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from '@quad/platform/shell/router';
import { PagedList } from '@quad/platform/ui/paged-list';
import type { TResearchCall } from '../../contract';
import { useOpenCalls } from '../calls/list-open-calls';
import { DeclareForm } from './declare-form';
import '../research.css';

/** `project/index` 项目申报: the calls open to my department, and the declaration under the one I pick. */
export function ProjectIndexPage() {
  const { t } = useTranslation('research');
  const calls = useOpenCalls();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<TResearchCall | null>(null);
  return (
    <main className="q-page rs-page">
      {chosen ? (
        <DeclareForm call={chosen} onBack={() => setChosen(null)} onSent={() => void navigate('/personalproject/index')} />
      ) : (
        <PagedList pages={calls} emptyText={t('calls.empty')} refresh>
          {(items) => (
            <ul className="q-list" aria-label={t('calls.title')}>
              {items.map((call) => (
                <li key={call.id} className="q-list-card">
                  <div className="rs-item__head">
                    <strong>{call.title}</strong>
                    <span className="q-meta">{t(`level.${call.level}`)}</span>
                  </div>
                  <p className="q-meta">{t('calls.deadline', { day: call.deadline })}</p>
                  {call.description && <p className="q-summary">{call.description}</p>}
                  <p className="q-meta">{call.departments.length ? call.departments.map((d) => d.name).join('、') : t('calls.everyone')}</p>
                  <div className="rs-item__actions">
                    <span className="q-meta">{t('calls.declared', { count: call.declared })}</span>
                    <Button size="small" color="primary" onClick={() => setChosen(call)}>
                      {t('calls.declare')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      )}
    </main>
  );
}
