import { useCallMutation } from '@quad/platform/shell/calls';
import { getDoNotDisturb, saveDoNotDisturb } from '../../contract';

/** Saving quiet hours and muted apps. */
export const useSaveDoNotDisturb = () => useCallMutation(saveDoNotDisturb, { loading: true, invalidates: [getDoNotDisturb] });
