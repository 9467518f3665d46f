import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import type { FormInstance } from 'antd/es/form';
import { getGpaRules, saveGpaRules } from '../../contract';

/** The site's GPA rules (console). */
export const useGpaRules = () => useQuery(callQuery(getGpaRules, {}));

/** Saves them; the rules read again. */
export const useSaveGpaRules = (success: string, form: FormInstance) => useConsoleMutation(saveGpaRules, { invalidates: [getGpaRules], success, form });
