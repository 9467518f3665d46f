import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getMySummary } from '../../contract';

/** What I hold, counted and valued by category and status. */
export const useMySummary = () => useQuery(callQuery(getMySummary, {}));
