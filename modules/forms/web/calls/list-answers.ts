import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery } from '@quad/platform/shell/calls';
import { listAnswers } from '@quad/forms-engine/contract';

export const useAnswers = (filter: TCallInput<typeof listAnswers>) =>
  useQuery({ ...callQuery(listAnswers, filter), enabled: !!filter.id, placeholderData: keepPreviousData });
