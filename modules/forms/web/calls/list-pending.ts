import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listPending } from '@quad/forms-engine/contract';

export const usePending = (id: string, page: number, size: number) =>
  useQuery({ ...callQuery(listPending, { id, page, size }), enabled: !!id, placeholderData: keepPreviousData });
