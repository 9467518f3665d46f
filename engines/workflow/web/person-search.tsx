import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import type { TCallOutput } from '@quad/contracts/call';
import type { searchColleagues } from '../contract';
import { useColleagues } from './calls/search-colleagues';
import { WORKFLOW_NS } from './strings';

export type TColleague = TCallOutput<typeof searchColleagues>['list'][number];

/**
 * Finding the person to hand a task to (转办, 加签): typed words (a name, a number, pinyin or its
 * initials) searched on the server when the person asks, then one of those found picked by a tap.
 */
export function PersonSearch({ label, picked, onPick }: { label: string; picked?: TColleague; onPick: (person: TColleague) => void }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useColleagues(keyword);
  const search = () => setKeyword(typed.trim());
  return (
    <div className="wf-field">
      <label htmlFor={inputId}>{label}</label>
      <div className="wf-person-search">
        <input
          id={inputId}
          className="q-input"
          type="search"
          enterKeyHint="search"
          placeholder={t('people.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            search();
          }}
        />
        <Button size="small" color="primary" fill="outline" onClick={search}>
          {t('people.searchButton')}
        </Button>
      </div>
      {found.isFetching && (
        <p className="q-meta" role="status">
          {t('people.searching')}
        </p>
      )}
      {found.isError && (
        <p className="wf-error" role="alert">
          {found.error.message}
        </p>
      )}
      {found.data &&
        (found.data.list.length === 0 ? (
          <p className="q-meta">{t('people.none')}</p>
        ) : (
          <ul className="wf-people" aria-label={label}>
            {found.data.list.map((person) => (
              <li key={person.id}>
                <button type="button" className="wf-people__pick" aria-pressed={picked?.id === person.id} onClick={() => onPick(person)}>
                  {t('people.person', person)}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
