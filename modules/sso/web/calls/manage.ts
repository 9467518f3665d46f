import type { FormInstance } from 'antd/es/form';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import {
  deleteFaq,
  getCasSettings,
  getFaq,
  getHelp,
  getOidcSettings,
  listFaqs,
  manageHelp,
  saveCasSettings,
  saveFaq,
  saveHelpTexts,
  saveOidcSettings,
} from '../../contract';

/** What a change of the help centre makes out of date: the console's view and the readers' pages. */
const helpReads = [manageHelp, getHelp, listFaqs, getFaq];

export const useCasSettings = () => useQuery(callQuery(getCasSettings, {}));
export const useSaveCasSettings = (form: FormInstance, success: string) =>
  useConsoleMutation(saveCasSettings, { form, success, invalidates: [getCasSettings, getHelp] });

export const useOidcSettings = () => useQuery(callQuery(getOidcSettings, {}));
export const useSaveOidcSettings = (form: FormInstance, success: string) =>
  useConsoleMutation(saveOidcSettings, { form, success, invalidates: [getOidcSettings, getHelp] });

export const useManagedHelp = () => useQuery(callQuery(manageHelp, {}));
export const useSaveHelpTexts = (form: FormInstance, success: string) => useConsoleMutation(saveHelpTexts, { form, success, invalidates: helpReads });
export const useSaveFaq = (form: FormInstance, success: string) => useConsoleMutation(saveFaq, { form, success, invalidates: helpReads });
export const useDeleteFaq = (success: string) => useConsoleMutation(deleteFaq, { success, invalidates: helpReads });
