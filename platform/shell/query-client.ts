import { QueryClient } from '@tanstack/react-query';
import { NETWORK_ERROR, RequestError } from './request';
import { ErrorCode } from '@quad/contracts/errors';

/**
 * Server state for every screen. Business refusals are final (retrying won't change them); only
 * network failures are retried once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 1 && error instanceof RequestError && error.code === NETWORK_ERROR,
    },
    mutations: { retry: false },
  },
});

/** A query failed because the network did, not because the server refused. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof RequestError && error.code === NETWORK_ERROR;
export const isNotLoggedIn = (error: unknown): boolean => error instanceof RequestError && error.code === ErrorCode.NOT_LOGGED_IN;
