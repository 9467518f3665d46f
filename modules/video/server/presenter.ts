import type { Selectable } from 'kysely';
import { attachUrl } from '@quad/platform/server/files/upload-service';
import { coverUrls } from '@quad/platform/server/files/cover-urls';
import type { TVideoDetail, TVideoItem } from '../contract';
import type { VideosTable } from './schema';

export type TVideoRow = Omit<Selectable<VideosTable>, 'site_id'>;

export function toItem(row: TVideoRow, basePath: string, comments: number): TVideoItem {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    ...coverUrls(basePath, row.cover),
    duration: Number(row.duration),
    views: Number(row.views),
    comments,
    published: Number(row.published_at),
  };
}

/** What the player is given: the uploaded file through the attachment fetch, else the linked address. */
export function toDetail(row: TVideoRow, basePath: string, comments: number, fileType: string): TVideoDetail {
  return {
    ...toItem(row, basePath, comments),
    description: row.description,
    src: row.file ? attachUrl(basePath, row.file) : row.link,
    type: row.file ? fileType : '',
    commentsOpen: row.comments_open === 1,
  };
}
