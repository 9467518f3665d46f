import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { noticeStats } from '../../contract';

/** Who has and has not read one notice (phone publishers and the console); nothing asked without a notice. */
export const useNoticeStats = (id: string | undefined) => useQuery({ ...callQuery(noticeStats, { id: id ?? '' }), enabled: !!id });
