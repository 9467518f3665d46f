import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCallInput } from '@quad/contracts/call';
import { callQuery } from '@quad/platform/shell/calls';
import { listFeedback } from '../../contract-inbox';

export type TFeedbackFilter = TCallInput<typeof listFeedback>;
// Paged: the previous page stays on screen while the next one loads, so the table doesn't jump.
export const useFeedback = (filter: TFeedbackFilter) => useQuery({ ...callQuery(listFeedback, filter), placeholderData: keepPreviousData });
