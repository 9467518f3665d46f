import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { decideRequest, getCampaign, listReviews, saveCampaign, type TRequestStatus } from '../../contract';

export interface TReviewFilter {
  page: number;
  status?: TRequestStatus;
  className?: string;
  q?: string;
}

/** The review list for the filter; the last answer stays while the next loads. */
export const useReviews = (filter: TReviewFilter) => useQuery({ ...callQuery(listReviews, { size: 20, ...filter }), placeholderData: keepPreviousData });

/** 通过 / 驳回: the list (and its counts) reloads. */
export const useDecide = () => useConsoleChange(decideRequest, listReviews);

export const useCampaign = () => useQuery(callQuery(getCampaign, {}));
export const useSaveCampaign = () => useConsoleChange(saveCampaign, getCampaign, listReviews);

