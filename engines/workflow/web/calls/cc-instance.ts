import { useCallMutation } from '@quad/platform/shell/calls';
import { ccInstance, listCc } from '../../contract';
import { FLOW_STALE } from './flow-stale';

/** 抄送: the chosen people may read the instance; the instance shows them, 抄送我的 lists it for them. */
export const useCcInstance = () => useCallMutation(ccInstance, { json: true, loading: true, invalidates: [...FLOW_STALE, listCc] });
