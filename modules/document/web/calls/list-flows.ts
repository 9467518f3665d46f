import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listFlows } from '../../contract';

/** 流程设置: the site's flows, each as its latest version. */
export const useFlows = () => useQuery(callQuery(listFlows, {}));
