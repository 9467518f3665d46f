import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { audienceOptions } from '@quad/forms-engine/contract';

/** Departments, classes and roles for the audience pickers: they change rarely, so one read per visit. */
export const useAudienceOptions = () => useQuery({ ...callQuery(audienceOptions, {}), staleTime: 5 * 60_000 });
