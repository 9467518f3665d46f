import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listFeeds } from '../../contract';

/** The feeds the site offers, each with whether I subscribe. */
export const useFeeds = () => useQuery(callQuery(listFeeds, {}));
