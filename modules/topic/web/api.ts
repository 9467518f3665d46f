import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, useScrolledPages } from '@quad/platform/shell/paging';
import { queryClient } from '@quad/platform/shell/query-client';
import { fetchData } from '@quad/platform/shell/request';
import { getTopic, listTopics, manageTopics } from '../contract';

export const useTopics = () => useScrolledPages(['topic', 'list'], (page) => fetchData(listTopics, { page, size: PAGE_SIZE }));

export const useTopic = (id: string) => useQuery({ queryKey: ['topic', 'one', id], queryFn: () => fetchData(getTopic, { id }), enabled: id !== '' });

export const useManagedTopics = (filter: { keyword: string; page: number; size: number }) =>
  useQuery({ queryKey: ['topic', 'manage', filter], queryFn: () => fetchData(manageTopics, { ...filter, keyword: filter.keyword || undefined }) });

export const refreshTopics = () => queryClient.invalidateQueries({ queryKey: ['topic'] });
