import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useMyForms } from '../calls/list-my-forms';
import { fillPath, useFamily } from '../fill/family';
import { categoriesOf, groupForms, type TGroup } from '../fill/form-groups';
import '../forms.css';

const GROUPS: TGroup[] = ['todo', 'done', 'closed'];

/** `<family>/index`, `commonForm/index`: my forms by 待填写 / 已填写 / 已截止, with category chips and search. */
export function FormListPage() {
  const { t } = useTranslation('forms');
  const family = useFamily();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('');
  const forms = useMyForms(keyword);
  let content;
  if (forms.isPending) content = <LoadingView />;
  else if (forms.isError) content = <ErrorView error={forms.error} onRetry={() => void forms.refetch()} />;
  else {
    const groups = groupForms(forms.data.list, category);
    const categories = categoriesOf(forms.data.list);
    content = (
      <>
        {categories.length > 0 && (
          <div className="ff-chips" role="group" aria-label={t('fill.list.categories')}>
            {['', ...categories].map((c) => (
              <button key={c} type="button" className={c === category ? 'ff-chip ff-chip--on' : 'ff-chip'} aria-pressed={c === category} onClick={() => setCategory(c)}>
                {c || t('fill.list.all')}
              </button>
            ))}
          </div>
        )}
        {GROUPS.every((g) => groups[g].length === 0) && <EmptyView text={keyword || category ? t('fill.list.noMatch') : t('fill.list.empty')} />}
        {GROUPS.filter((g) => groups[g].length > 0).map((g) => (
          <section key={g} className="ff-group">
            <h2 className="ff-group__title">
              {t(`fill.list.${g}`)} <span className="ff-meta">{groups[g].length}</span>
            </h2>
            <ul className="ff-tiles">
              {groups[g].map((f) => (
                <li key={f.no}>
                  <Link className="ff-tile" to={fillPath(family, f.no)}>
                    <span className="ff-tile__title">
                      {f.blocked === 'notOpen' && <span className="ff-tag">{t('fill.list.notOpen')}</span>}
                      {f.title}
                    </span>
                    {f.description && <span className="ff-tile__summary">{f.description}</span>}
                    <span className="ff-meta">
                      {[f.category, f.frequency === 'daily' ? t('fill.list.daily') : '', f.closesAt > 0 ? t('fill.closesAt', { time: timeParts(f.closesAt).fullTime }) : '']
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </>
    );
  }
  return (
    <main className="q-page ff-page">
      <SearchBar placeholder={t('fill.list.search')} onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
      <PullToRefresh onRefresh={async () => void (await forms.refetch())}>{content}</PullToRefresh>
    </main>
  );
}
