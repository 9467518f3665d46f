import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { manageTopics } from '../../contract';

/** The console's page of topics (hidden ones too), searched by keyword. */
export const useManagedTopics = (filter: { keyword: string; page: number; size: number }) =>
  useQuery(callQuery(manageTopics, { ...filter, keyword: filter.keyword || undefined }));
