import { useCallMutation } from '@quad/platform/shell/calls';
import { withdrawArticle } from '../../contract';
import { articleReads } from './stale';

/** A publisher takes an article back from the phone: it leaves the channel lists. */
export const useWithdrawArticle = () => useCallMutation(withdrawArticle, { loading: true, invalidates: articleReads });
