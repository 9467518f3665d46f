import { useQuery } from '@tanstack/react-query';
import { callKey, invalidateCalls } from '@quad/platform/shell/calls';
import { fetchData } from '@quad/platform/shell/request';
import { getNotice, listNotices, pendingNotices } from '../../contract';

/** Opening a notice records the read receipt: my lists are stale afterwards. */
export const useNotice = (id: string) =>
  useQuery({
    queryKey: callKey(getNotice, { id }),
    queryFn: async () => {
      const notice = await fetchData(getNotice, { id });
      void invalidateCalls(listNotices, pendingNotices);
      return notice;
    },
    enabled: id !== '',
  });
