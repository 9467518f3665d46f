import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { FORM_GROUPS } from '@quad/forms-engine/contract';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { useMyForms } from '../calls/list-my-forms';
import { fillPath, useFamily } from '../fill/family';
import { groupForms } from '../fill/form-groups';
import '../forms.css';

/**
 * `<family>/index`, `commonForm/index`: my forms by 待填写 / 已填写 / 已截止, with category chips and
 * search; the server sends them section by section, so the later sections arrive as one scrolls.
 */
export function FormListPage() {
  const { t } = useTranslation('forms');
  const family = useFamily();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('');
  const forms = useMyForms({ keyword, category });
  const categories = forms.data?.pages[0]?.categories ?? [];
  return (
    <main className="q-page ff-page">
      <SearchBar placeholder={t('fill.list.search')} onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
      {categories.length > 0 && (
        <div className="ff-chips" role="group" aria-label={t('fill.list.categories')}>
          {['', ...categories].map((c) => (
            <button key={c} type="button" className={c === category ? 'ff-chip ff-chip--on' : 'ff-chip'} aria-pressed={c === category} onClick={() => setCategory(c)}>
              {c || t('fill.list.all')}
            </button>
          ))}
        </div>
      )}
      <PagedList pages={forms} emptyText={keyword || category ? t('fill.list.noMatch') : t('fill.list.empty')} keyOf={(f) => f.no} refresh>
        {(cards, first) => {
          const groups = groupForms(cards);
          return FORM_GROUPS.filter((g) => groups[g].length > 0).map((g) => (
            <section key={g} className="ff-group">
              <h2 className="ff-group__title">
                {t(`fill.list.${g}`)} <span className="ff-meta">{first.groups[g]}</span>
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
          ));
        }}
      </PagedList>
    </main>
  );
}
