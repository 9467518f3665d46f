import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Select from 'antd/es/select';
import { useColleagues } from '../calls/search-colleagues';
import type { TColleague } from '../person-search';
import { WORKFLOW_NS } from '../strings';

/** The console's person picker for 转办 and 加签: typed words searched on the server (names, numbers, pinyin). */
export function PersonSelect({
  id,
  picked,
  onPick,
}: {
  id: string;
  picked?: TColleague;
  onPick: (person: TColleague | undefined) => void;
}) {
  const { t } = useTranslation(WORKFLOW_NS);
  const [keyword, setKeyword] = useState('');
  const found = useColleagues(keyword);
  const people = found.data?.list ?? [];
  // The one picked stays an option while a new search runs, so the box keeps showing their name.
  const options = [...(picked && !people.some((p) => p.id === picked.id) ? [picked] : []), ...people];
  return (
    <Select
      id={id}
      allowClear
      placeholder={t('people.search')}
      showSearch={{ filterOption: false, onSearch: (words) => setKeyword(words.trim()) }}
      loading={found.isFetching}
      notFoundContent={keyword && !found.isFetching ? t('people.none') : null}
      value={picked?.id}
      options={options.map((person) => ({ value: person.id, label: t('people.person', person) }))}
      onChange={(chosen: string | undefined) => onPick(options.find((person) => person.id === chosen))}
    />
  );
}
