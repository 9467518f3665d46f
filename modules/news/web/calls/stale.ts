import { getArticle, getManagedArticle, listArticles, listFeedItems, listFeeds, manageArticles, manageFeeds } from '../../contract';

/** What a change of an article makes out of date: the channel lists, the article, the writers' lists and the one being edited. */
export const articleReads = [listArticles, getArticle, manageArticles, getManagedArticle];

/** What a change of feeds or subscriptions makes out of date: the reader's feeds and items, the manager's feeds. */
export const feedReads = [listFeeds, listFeedItems, manageFeeds];
