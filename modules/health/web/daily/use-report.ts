import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@quad/platform/shell/request';
import { getReportView } from '../../contract-report';

export const REPORT_QUERY = ['health', 'report'] as const;

/** Today's report page data; fetched afresh on each visit (a report made elsewhere shows at once). */
export const useReportView = () => useQuery({ queryKey: REPORT_QUERY, queryFn: () => fetchData(getReportView, {}), staleTime: 0 });
