import { useCallMutation } from '@quad/platform/shell/calls';
import { registerPaper } from '../../contract';
import { researchReads } from './stale';

/** A paper registered for the office's check. */
export const useRegisterPaper = () => useCallMutation(registerPaper, { loading: true, invalidates: researchReads });
