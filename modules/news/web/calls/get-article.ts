import { useOpenedRecord } from '@quad/platform/shell/calls';
import { getArticle, listArticles } from '../../contract';

/** Opening an article counts a view: the lists' numbers are stale afterwards. */
export const useArticle = (id: string) => useOpenedRecord(getArticle, { id }, [listArticles]);
