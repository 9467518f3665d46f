import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Select, { type SelectProps } from 'antd/es/select';
import { useColleagues } from '../calls/search-colleagues';
import type { TColleague } from '../person-search';
import { WORKFLOW_NS } from '../strings';

/**
 * What the console's person pickers share: typed words searched on the server (names, numbers,
 * pinyin), and the people already picked kept as options while a new search runs, so the box keeps
 * showing their names.
 */
function useColleagueChoices(kept: readonly TColleague[]) {
  const { t } = useTranslation(WORKFLOW_NS);
  const [keyword, setKeyword] = useState('');
  const found = useColleagues(keyword);
  const people = found.data?.list ?? [];
  const options = [...kept.filter((k) => !people.some((p) => p.id === k.id)), ...people];
  const selectProps: SelectProps = {
    placeholder: t('people.search'),
    showSearch: { filterOption: false, onSearch: (words) => setKeyword(words.trim()) },
    loading: found.isFetching,
    notFoundContent: keyword && !found.isFetching ? t('people.none') : null,
    options: options.map((person) => ({ value: person.id, label: t('people.person', person) })),
  };
  return { options, selectProps };
}

/** The console's person picker for 转办 and 加签: one person. */
export function PersonSelect({
  id,
  picked,
  onPick,
}: {
  id: string;
  picked?: TColleague;
  onPick: (person: TColleague | undefined) => void;
}) {
  const { options, selectProps } = useColleagueChoices(picked ? [picked] : []);
  return (
    <Select
      {...selectProps}
      id={id}
      allowClear
      value={picked?.id}
      onChange={(chosen: string | undefined) => onPick(options.find((person) => person.id === chosen))}
    />
  );
}

/** The flow designer's picker of named approvers: several people. */
export function PeopleSelect({ id, picked, onPick }: { id: string; picked: TColleague[]; onPick: (people: TColleague[]) => void }) {
  const { options, selectProps } = useColleagueChoices(picked);
  return (
    <Select
      {...selectProps}
      id={id}
      mode="multiple"
      value={picked.map((person) => person.id)}
      onChange={(chosen: string[]) => onPick(chosen.flatMap((pickedId) => options.filter((person) => person.id === pickedId)))}
    />
  );
}
