import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { searchColleagues } from '@quad/workflow-engine/contract';

/** People of the site by name, number or pinyin: the engine's colleague search, for a project's members. */
export const useSearchPeople = (keyword: string) => useQuery({ ...callQuery(searchColleagues, { keyword }), enabled: keyword.trim().length > 0 });
