import { attachUrl } from './upload-service';

/** A record's cover picture as answers give it: the picture and its thumbnail through the attachment fetch, '' for none. */
export const coverUrls = (basePath: string, cover: string) =>
  cover ? { cover: attachUrl(basePath, cover), coverThumb: attachUrl(basePath, cover, true) } : { cover: '', coverThumb: '' };
