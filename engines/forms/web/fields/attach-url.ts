import { basePath } from '@quad/platform/shell/site';

/** Where an uploaded file (or its thumbnail) is fetched: answers keep only the upload id. */
export const attachUrl = (file: string, thumb = false): string => `${basePath()}attach?file=${encodeURIComponent(file)}${thumb ? '&thumb=1' : ''}`;
