import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { listArticles } from '../../contract';

/** One channel's published articles, a page at a time (infinite scroll); nothing asked before a channel is known. */
export const useArticles = (channel: string) => useInfiniteQuery({ ...callPages(listArticles, { channel }), enabled: channel !== '' });
