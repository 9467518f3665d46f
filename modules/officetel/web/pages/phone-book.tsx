import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { toast } from '@quad/platform/shell/dialogs';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { TabBar } from '@quad/platform/ui/tab-bar';
import type { TPhoneEntry, TPhoneGroup } from '../../contract';
import { usePhoneBook } from '../calls/list-phone-book';
import '../officetel.css';

/** How long typing rests before the search is sent. */
export const TYPING_MS = 250;

/** Puts the number on the clipboard; false where the browser refuses (plain http, an old WebView). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** One number: tap to call, or copy it. */
export function Entry({ unit, entry }: { unit: string; entry: TPhoneEntry }) {
  const { t } = useTranslation('officetel');
  const name = entry.office || unit;
  const handleCopy = async () => {
    const done = await copyText(entry.phone);
    toast(done ? t('copied', { phone: entry.phone }) : t('copyFailed'));
  };
  return (
    <li className="ot-entry">
      <div className="ot-entry__main">
        <span className="ot-entry__office">
          {name}
          {entry.campus && <span className="ot-entry__meta">{entry.campus}</span>}
        </span>
        <a className="ot-entry__phone" href={`tel:${entry.dial}`} aria-label={t('call', { name, phone: entry.phone })}>
          {entry.phone}
        </a>
        {entry.room && <span className="ot-entry__meta">{t('room', { room: entry.room })}</span>}
        {entry.note && <span className="ot-entry__meta">{entry.note}</span>}
      </div>
      <button type="button" className="ot-copy" onClick={() => void handleCopy()} aria-label={`${t('copy')} ${entry.phone}`}>
        {t('copy')}
      </button>
    </li>
  );
}

function Group({ group }: { group: TPhoneGroup }) {
  return (
    <section className="q-card ot-group" aria-label={group.unit}>
      <h2 className="ot-group__title">
        {group.unit}
        <span className="ot-group__initial" aria-hidden="true">
          {group.initial}
        </span>
      </h2>
      <ul className="ot-entries">
        {group.entries.map((entry) => (
          <Entry key={`${entry.office}/${entry.phone}`} unit={group.unit} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

/**
 * `officeTel/index` 校园电话簿: units and their numbers, grouped by unit; search by name, digits or
 * pinyin initials (jwc → 教务处); campus tabs when the book names more than one; tap a number to call
 * it, or copy it. Open to guests.
 */
export function PhoneBookPage() {
  const { t } = useTranslation('officetel');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [campus, setCampus] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), TYPING_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const book = usePhoneBook(q, campus);

  let body;
  if (book.isError && !book.data) body = <ErrorView error={book.error} onRetry={() => void book.refetch()} />;
  else if (!book.data) body = <LoadingView />;
  else if (book.data.groups.length === 0) body = <EmptyView text={q ? t('noMatch', { q }) : t('empty')} />;
  else
    body = (
      <>
        {q && <p className="ot-count">{t('count', { count: book.data.total })}</p>}
        {book.data.groups.map((group) => (
          <Group key={group.unit} group={group} />
        ))}
      </>
    );
  const campuses = book.data?.campuses ?? [];
  return (
    <main className="q-page">
      <SearchBar placeholder={t('search')} value={typed} onChange={setTyped} onSearch={(v) => setQ(v.trim())} onClear={() => setQ('')} />
      {campuses.length > 1 && (
        <TabBar look="capsule" tabs={['', ...campuses].map((c) => ({ key: c, title: c || t('allCampuses') }))} active={campus} onChange={setCampus} />
      )}
      {body}
      {book.data && (
        <footer className="ot-footer">
          <DataUpdatedAt updatedAt={book.data.updatedAt} failed={book.data.failed} />
        </footer>
      )}
    </main>
  );
}
