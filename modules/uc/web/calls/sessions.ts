import { useQuery } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { endMySession, listMySessions } from '../../contract';

/** Where my account is signed in now, and ending one of those sign-ins. */
export const useMySessions = () => useQuery(callQuery(listMySessions, {}));
export const useEndSession = () => useCallMutation(endMySession, { loading: true, invalidates: [listMySessions] });
