import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { searchColleagues } from '../../contract';

/** People found by name, number or pinyin (the server matches pinyin); nothing asked for an empty search. */
export const useColleagues = (keyword: string) => useQuery({ ...callQuery(searchColleagues, { keyword }), enabled: keyword !== '' });
