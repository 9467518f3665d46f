import { useCallMutation } from '@quad/platform/shell/calls';
import { returnFromLeave } from '../../contract';
import { leaveReads } from './stale';

/** 销假. */
export const useReturnFromLeave = () => useCallMutation(returnFromLeave, { loading: true, invalidates: leaveReads });
