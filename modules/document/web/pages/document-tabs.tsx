import { useTranslation } from 'react-i18next';
import { useNavigate } from '@quad/platform/shell/router';
import { TabBar } from '@quad/platform/ui/tab-bar';

const LISTS = ['backlog', 'complete', 'sendpage', 'waitpage'] as const;
export type TDocumentList = (typeof LISTS)[number];

/** The row over the four lists (待办, 已办, 我发起的, 待阅): each is a page of its own, so a tab goes to it. */
export function DocumentTabs({ active }: { active: TDocumentList }) {
  const { t } = useTranslation('document');
  const navigate = useNavigate();
  return (
    <nav aria-label={t('tabs.label')}>
      <TabBar
        tabs={LISTS.map((key) => ({ key, title: t(`tabs.${key}`) }))}
        active={active}
        onChange={(key) => void navigate(`/document/${key}`, { replace: true })}
      />
    </nav>
  );
}
