import type { FastifyInstance } from 'fastify';
import type { TCallAccess } from '@quad/contracts/call';
import type { SiteDb } from '@quad/platform/server/db/site-db';

/** A subject as one person may see it now. */
export interface TCommentSubjectInfo {
  title: string;
  /** The page that shows it, relative to the site's base path (`video/detail?id=…`). */
  link: string;
  /** Takes new comments. */
  open: boolean;
  /** New comments wait for a moderator before anyone else sees them. */
  review: boolean;
}

/**
 * What an area tells the comments engine about one kind of its records. The engine keeps the
 * comments; the area says who may see a subject and who moderates the kind.
 */
export interface TCommentSubject {
  kind: string;
  /** The app whose messages tell authors about replies and moderation. */
  app: string;
  /** Holders of this permission moderate every comment of the kind. */
  moderator: Exclude<TCallAccess, 'public' | 'session'>;
  /**
   * The subjects among `ids` that exist for this person, as they may see them: a moderator sees
   * subjects others cannot (a video not yet published); anyone else only what the area shows them.
   */
  find(siteDb: SiteDb, ids: string[], viewer: { userId: string; moderator: boolean }): Promise<Map<string, TCommentSubjectInfo>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The kinds of subject areas registered for comments, by kind. */
    commentSubjects: Map<string, TCommentSubject>;
  }
}

/** Called by an area's `register`: its records of this kind take comments from now on. */
export function registerCommentSubject(app: FastifyInstance, subject: TCommentSubject): void {
  app.commentSubjects.set(subject.kind, subject);
}
