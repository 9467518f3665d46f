import { useTranslation } from 'react-i18next';
import { AttachmentList } from '@quad/platform/ui/attachment-list';
import { PagedList } from '@quad/platform/ui/paged-list';
import { InstanceStatusTag } from '@quad/workflow-engine/web';
import { useMyProjects } from '../calls/list-my-projects';
import { ItemActions } from './item-actions';
import '../research.css';

/** `personalproject/index` 我的项目: each declaration with its call, state, flow and 撤回. */
export function MyProjectsPage() {
  const { t } = useTranslation('research');
  const projects = useMyProjects();
  return (
    <main className="q-page rs-page">
      <PagedList pages={projects} emptyText={t('mine.noProjects')} refresh>
        {(items) => (
          <ul className="q-list" aria-label={t('mine.projects')}>
            {items.map((project) => (
              <li key={project.id} className="q-list-card">
                <div className="rs-item__head">
                  <strong>{project.name}</strong>
                  <InstanceStatusTag status={project.status} />
                </div>
                <p className="q-meta">
                  {t(`level.${project.level}`)} · {project.callTitle}
                </p>
                <p className="q-meta">
                  {project.start} {t('mine.to')} {project.end} · {t('mine.budget', { amount: project.budget.toLocaleString('zh-CN') })}
                </p>
                {project.members.length > 0 && <p className="q-meta">{t('mine.members', { names: project.members.map((m) => m.name).join('、') })}</p>}
                {project.attachments.length > 0 && <AttachmentList files={project.attachments} />}
                <ItemActions item={project} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
