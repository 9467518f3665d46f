import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { findApps } from '../../contract';

/** The apps the server finds by pinyin or initials of their name (the phone has no pinyin dictionary). */
export const useAppsFound = (keyword: string) => useQuery({ ...callQuery(findApps, { keyword }), enabled: keyword.trim() !== '' });
