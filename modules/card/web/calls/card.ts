import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { cardLines, myCard, reportLoss, topUpCard, topUpSummary, undoLoss } from '../../contract';

// The phone's calls: one small hook each, kept together since the card's pages share them.
export const useMyCard = () => useQuery(callQuery(myCard, {}));
export const useCardLines = () => useInfiniteQuery(callPages(cardLines, {}));
export const useTopUpSummary = () => useQuery(callQuery(topUpSummary, {}));
export const useReportLoss = () => useCallMutation(reportLoss, { loading: true, invalidates: [myCard, topUpSummary] });
export const useUndoLoss = () => useCallMutation(undoLoss, { loading: true, invalidates: [myCard, topUpSummary] });
export const useTopUpCard = () => useCallMutation(topUpCard, { loading: true, invalidates: [topUpSummary, myCard, cardLines] });
