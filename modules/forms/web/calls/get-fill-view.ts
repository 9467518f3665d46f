import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getFillView } from '@quad/forms-engine/contract';

/** Not cached across visits: the draft and my answer must be the server's latest when a fill starts. */
export const useFillView = (formNo: number) =>
  useQuery({ ...callQuery(getFillView, { formid: formNo }), enabled: formNo > 0, gcTime: 0, staleTime: 0, refetchOnWindowFocus: false });
