import { useQuery } from '@tanstack/react-query';
import { callQuery, invalidateCalls } from '@quad/platform/shell/calls';
import { getReportView } from '../../contract-report';

/** Today's report page data; fetched afresh on each visit (a report made elsewhere shows at once). */
export const useReportView = () => useQuery({ ...callQuery(getReportView, {}), staleTime: 0 });

/** After a save (or a refusal saying it was already saved): the page shows where things stand. */
export const refreshReportView = () => invalidateCalls(getReportView);
