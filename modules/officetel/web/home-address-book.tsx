import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { Link } from '@quad/platform/shell/router';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { usePhoneBook } from './calls/list-phone-book';
import { Entry, TYPING_MS } from './pages/phone-book';
import { translations } from './translations';
import './officetel.css';

/** Numbers a home card lists for a search: the rest are one tap away on the phone book page. */
const HOME_MATCHES = 5;

/**
 * The home's 通讯录: a search over the campus phone book (name, digits, pinyin initials) answering the
 * first few numbers to call or copy, and the way to the whole book. Nothing is fetched until one types.
 */
function HomeAddressBook() {
  const { t } = useTranslation('officetel');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), TYPING_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return (
    <div className="ot-home">
      <SearchBar placeholder={t('search')} value={typed} onChange={setTyped} onSearch={(v) => setQ(v.trim())} onClear={() => setQ('')} />
      {q ? <Matches q={q} /> : <p className="ot-count">{t('home.hint')}</p>}
      <Link className="q-text-button" to="/officeTel/index">
        {t('home.all')}
      </Link>
    </div>
  );
}

function Matches({ q }: { q: string }) {
  const { t } = useTranslation('officetel');
  const book = usePhoneBook(q, '');
  if (book.isError && !book.data) return <ErrorView error={book.error} onRetry={() => void book.refetch()} />;
  if (!book.data) return <LoadingView />;
  const entries = book.data.groups.flatMap((group) => group.entries.map((entry) => ({ unit: group.unit, entry }))).slice(0, HOME_MATCHES);
  if (entries.length === 0) return <EmptyView text={t('noMatch', { q })} />;
  return (
    <>
      <ul className="ot-entries" aria-label={t('count', { count: book.data.total })}>
        {entries.map(({ unit, entry }) => (
          <Entry key={`${unit}/${entry.office}/${entry.phone}`} unit={unit} entry={entry} />
        ))}
      </ul>
      {book.data.total > entries.length && <p className="ot-count">{t('home.more', { count: book.data.total - entries.length })}</p>}
    </>
  );
}

/** For the home page's lazy import: the area's strings arrive with the widget. */
export async function loadHomeAddressBook() {
  await registerAreaTranslations('officetel', translations);
  return { default: HomeAddressBook };
}
