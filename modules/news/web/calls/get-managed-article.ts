import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getManagedArticle } from '../../contract';

/** The article the console's drawer edits (any state); nothing asked for a new one or a closed drawer. */
export const useManagedArticle = (draft: string | null) => useQuery({ ...callQuery(getManagedArticle, { id: draft ?? '' }), enabled: !!draft });
