import type { FormInstance } from 'antd/es/form';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { readLibrarySettings, saveLibrarySettings } from '../../contract';

/** The library interface settings (the token masked). */
export const useLibrarySettings = () => useQuery(callQuery(readLibrarySettings, {}));

/** 保存, the form's fields marked with the server's refusals. */
export const useSaveLibrarySettings = (form: FormInstance, success: string) =>
  useConsoleMutation(saveLibrarySettings, { invalidates: [readLibrarySettings], form, success });
