import type { TMigration } from '../db/migrate';

/**
 * Open slider challenges and unspent captcha tokens (issue 23), one row each, shared by every instance
 * through the database: a challenge made by one instance is checked on another. `key` is the
 * challenge's id, or `t:` and the SHA-256 of a token (the token itself is never stored). A row is
 * taken by deleting it, so each is used once however many requests race; expired rows are swept by
 * the next challenge of the site.
 */
export interface CaptchaTable {
  site_id: string;
  key: string;
  /** A challenge's gap position (px from the left); 0 for a token. */
  answer: number;
  /** Unix seconds after which the row counts for nothing. */
  expires: number;
}

declare module '../db/database' {
  interface Database {
    captcha: CaptchaTable;
  }
}

export const captchaMigration: TMigration = {
  name: '000_platform_0160_captcha',
  async up(db) {
    await db.schema
      .createTable('captcha')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('answer', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('captcha_pk', ['site_id', 'key'])
      .execute();
    await db.schema.createIndex('captcha_expires').on('captcha').columns(['site_id', 'expires']).execute();
  },
};
