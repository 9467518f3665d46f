import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TCourseTerm } from '../../contract';
import { COURSE_CATEGORIES, creditsText, type TCourseCategory } from '../../rules';
import { useCourseTerms, useTermOfferings } from '../calls/phone';
import { SelectionBadge, slotsShort } from './course-text';
import { TermCard } from './term-card';
import '../course.css';

/** `course/index` 选课: the terms open to me (running ones first), one term's rounds and my credits, its offerings to search and pick. */
export function CourseIndexPage() {
  const { t } = useTranslation('course');
  const terms = useCourseTerms();
  const [picked, setPicked] = useState('');
  if (terms.isError) return <ErrorView error={terms.error} onRetry={() => void terms.refetch()} />;
  if (!terms.data) return <LoadingView />;
  const list = terms.data.list;
  if (list.length === 0) return <EmptyView text={t('index.empty')} />;
  const term = list.find((x) => x.id === picked) ?? list[0]!;
  return (
    <main className="q-page">
      {list.length > 1 && (
        <div className="cs-chips" role="group" aria-label={t('index.terms')}>
          {list.map((x) => (
            <button key={x.id} type="button" className="cs-chip" aria-pressed={x.id === term.id} onClick={() => setPicked(x.id)}>
              {x.name}
            </button>
          ))}
        </div>
      )}
      <TermCard term={term} />
      <Offerings term={term} />
    </main>
  );
}

function Offerings({ term }: { term: TCourseTerm }) {
  const { t } = useTranslation('course');
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<TCourseCategory | undefined>();
  const offerings = useTermOfferings({ termId: term.id, keyword: keyword || undefined, category });
  return (
    <section aria-label={t('index.offerings')}>
      <SearchBar placeholder={t('index.search')} onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
      <div className="cs-chips" role="group" aria-label={t('index.category')}>
        {[undefined, ...COURSE_CATEGORIES].map((c) => (
          <button key={c ?? 'all'} type="button" className="cs-chip" aria-pressed={c === category} onClick={() => setCategory(c)}>
            {t(c ? `category.${c}` : 'index.all')}
          </button>
        ))}
      </div>
      {offerings.isError ? (
        <ErrorView error={offerings.error} onRetry={() => void offerings.refetch()} />
      ) : !offerings.data ? (
        <LoadingView />
      ) : offerings.data.list.length === 0 ? (
        <EmptyView text={keyword || category ? t('index.noMatch') : t('index.noOfferings')} />
      ) : (
        <ul className="cs-list" aria-label={t('index.offerings')}>
          {offerings.data.list.map((o) => (
            <li key={o.id} className="q-card">
              <Link className="cs-item" to={`/course/detail?id=${encodeURIComponent(o.id)}`}>
                <span className="cs-row">
                  <strong>{o.name}</strong>
                  <SelectionBadge mine={o.mine} />
                </span>
                <span className="cs-meta">
                  {o.code} · {t('credits', { credits: creditsText(o.credits) })} · {o.teacher} · {t(`category.${o.category}`)}
                </span>
                <span className="cs-meta">{slotsShort(t, o.slots)}</span>
                <span className="cs-meta">{t('remaining', { remaining: o.remaining, capacity: o.capacity })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
