import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getViewDetail } from '../../contract-views';

/** One person's report of one day; nothing asked without a person. */
export const useViewDetail = (uid: string, day?: string) => useQuery({ ...callQuery(getViewDetail, { uid, day }), enabled: uid !== '' });
