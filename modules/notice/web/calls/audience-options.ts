import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { audienceOptions } from '../../contract';

/** Departments, classes and roles a publisher may address (the phone form and the console drawer). */
export const useAudienceOptions = (enabled = true) => useQuery({ ...callQuery(audienceOptions, {}), enabled });
