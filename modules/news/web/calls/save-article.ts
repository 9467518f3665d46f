import { useCallMutation } from '@quad/platform/shell/calls';
import { saveArticle } from '../../contract';
import { articleReads } from './stale';

/** Saving from the phone: a new article as a draft, an edited one in its state. */
export const useSaveArticle = () => useCallMutation(saveArticle, { loading: true, invalidates: articleReads });
