import { useCallMutation } from '@quad/platform/shell/calls';
import { publishArticle } from '../../contract';
import { articleReads } from './stale';

/** A publisher sends an article out from the phone, now or at a time. */
export const usePublishArticle = () => useCallMutation(publishArticle, { loading: true, invalidates: articleReads });
