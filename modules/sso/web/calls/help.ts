import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getFaq, getHelp, listFaqs } from '../../contract';

/** The help centre's guide, contact and whether CAS sign-in is on. */
export const useHelp = () => useQuery(callQuery(getHelp, {}));

/** The questions, in the administrator's order. */
export const useFaqs = () => useQuery(callQuery(listFaqs, {}));

/** One question with its answer; nothing asked without its id. */
export const useFaq = (id: string) => useQuery({ ...callQuery(getFaq, { id }), enabled: id !== '' });
