import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery, useCallMutation } from '@quad/platform/shell/calls';
import {
  createDraft,
  getDocument,
  listPublished,
  listReceived,
  listSent,
  listTemplates,
  listUnits,
  publishDocument,
  saveDraft,
  saveUnits,
  sendDocument,
  signReceipt,
  urgeReceipts,
} from '../../contract';
import { officialReads } from './stale';

// The phone's calls: one small hook each, kept together since the phone pages load them all.
export const useTemplates = () => useQuery(callQuery(listTemplates, {}));
export const useUnits = () => useQuery(callQuery(listUnits, {}));
export const useDocument = (id: string) => useQuery({ ...callQuery(getDocument, { id }), enabled: id !== '' });
export const useReceived = () => useInfiniteQuery(callPages(listReceived, {}));
export const useSent = () => useInfiniteQuery(callPages(listSent, {}));
export const usePublished = () => useInfiniteQuery(callPages(listPublished, {}));
export const useCreateDraft = () => useCallMutation(createDraft, { loading: true, invalidates: [listSent] });
export const useSaveDraft = () => useCallMutation(saveDraft, { invalidates: officialReads });
export const useSaveUnits = () => useCallMutation(saveUnits, { loading: true, invalidates: officialReads });
export const useSendDocument = () => useCallMutation(sendDocument, { loading: true, invalidates: officialReads });
export const useSign = () => useCallMutation(signReceipt, { loading: true, invalidates: officialReads });
export const useUrge = () => useCallMutation(urgeReceipts, { loading: true });
export const usePublish = () => useCallMutation(publishDocument, { loading: true, invalidates: officialReads });
