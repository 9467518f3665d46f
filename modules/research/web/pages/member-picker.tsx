import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchPeople } from '../calls/search-people';

export interface TMember {
  id: string;
  name: string;
}

/** A project's members: people of the site found by name, number or pinyin, added and removed one by one. */
export function MemberPicker({ value, onChange }: { value: TMember[]; onChange: (members: TMember[]) => void }) {
  const { t } = useTranslation('research');
  const [keyword, setKeyword] = useState('');
  const found = useSearchPeople(keyword);
  const chosen = new Set(value.map((m) => m.id));
  return (
    <div className="rs-field">
      <label className="rs-field">
        {t('declare.members')}
        <input className="q-input" type="search" value={keyword} maxLength={50} placeholder={t('declare.membersHint')} onChange={(e) => setKeyword(e.target.value)} />
      </label>
      {keyword.trim() !== '' && (
        <ul className="rs-chips" aria-label={t('declare.found')}>
          {(found.data?.list ?? [])
            .filter((person) => !chosen.has(person.id))
            .map((person) => (
              <li key={person.id}>
                <button type="button" className="rs-chip" onClick={() => (onChange([...value, { id: person.id, name: person.name }]), setKeyword(''))}>
                  + {person.name} <small className="q-meta">{person.department}</small>
                </button>
              </li>
            ))}
        </ul>
      )}
      {value.length > 0 && (
        <ul className="rs-chips" aria-label={t('declare.chosen')}>
          {value.map((member) => (
            <li key={member.id} className="rs-chip">
              {member.name}
              <button type="button" className="q-text-button" aria-label={t('declare.remove', { name: member.name })} onClick={() => onChange(value.filter((m) => m.id !== member.id))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
