import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listDraft } from '../../contract-settings';

/** The site's unpublished setting changes. */
export const useDraft = () => useQuery(callQuery(listDraft, {}));
