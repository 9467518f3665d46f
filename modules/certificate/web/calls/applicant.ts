import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { applyCertificate, listApplicableTypes, listMyCertificates, verifyCertificate } from '../../contract';
import { certificateReads } from './stale';

// The phone's calls: one small hook each, kept together since the phone pages load them all.
export const useApplicableTypes = () => useQuery(callQuery(listApplicableTypes, {}));
export const useApplyCertificate = () => useCallMutation(applyCertificate, { loading: true, invalidates: certificateReads });
export const useMyCertificates = () => useInfiniteQuery(callPages(listMyCertificates, {}));
/** Public: the verify page asks without a session. */
export const useVerification = (code: string) => useQuery({ ...callQuery(verifyCertificate, { code }), enabled: code !== '' });
