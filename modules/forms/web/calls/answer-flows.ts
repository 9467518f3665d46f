import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { myAnswerFlows, resultAnswerFlows } from '../../contract';

/** The approvals of my answers a page shows (none for answers to forms without approval). */
export const useMyAnswerFlows = (ids: string[], enabled = true) => useQuery({ ...callQuery(myAnswerFlows, { ids }), enabled: enabled && ids.length > 0 });

/** The approvals of a results page's answers. */
export const useResultAnswerFlows = (id: string, ids: string[]) =>
  useQuery({ ...callQuery(resultAnswerFlows, { id, ids }), enabled: id !== '' && ids.length > 0, placeholderData: keepPreviousData });
