import { useCallMutation } from '@quad/platform/shell/calls';
import { submitArticle } from '../../contract';
import { articleReads } from './stale';

/** A writer's draft sent to the publishers for review, from the phone. */
export const useSubmitArticle = () => useCallMutation(submitArticle, { loading: true, invalidates: articleReads });
