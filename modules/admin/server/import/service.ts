import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { hashPassword } from '@quad/platform/server/identity/passwords';
import { memberChanged } from '@quad/platform/server/identity/audience';
import { emitEvent } from '@quad/platform/server/events';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { claimedCorpUserIds } from '@quad/platform/server/providers/messaging/corp-users';
import { peopleSearch } from '@quad/platform/server/identity/search';
import { audit, type TActor } from '../audit-context';
import { generatePassword } from '../passwords';
import { userChanged, userCreated } from '../../contract';
import { changedFields, userCreatedData } from '../people/service';
import type { TValidRow } from './service-validate';

/** A job that has not moved for this long died with its instance. */
const STALE_SECONDS = 10 * 60;
const PROGRESS_EVERY = 50;
const HASH_BATCH = 4;

/**
 * Imports checked rows in the background: hashing thousands of passwords takes minutes, longer than
 * a request should. Passwords are hashed first; then every row is written in ONE transaction, so an
 * import lands whole or not at all. New people get the initial password of their row, else a random
 * one listed once in the job's result (never their number, which classmates know); either must be
 * changed at the first sign-in.
 */
export async function startImport(siteDb: SiteDb, actor: TActor, rows: TValidRow[]): Promise<string> {
  const id = newId();
  const now = nowSeconds();
  await siteDb
    .insertInto('admin_import_jobs', {
      id,
      created_by: actor.id,
      status: 'running',
      total: rows.length,
      done: 0,
      created_count: 0,
      updated_count: 0,
      message: '',
      passwords: '[]',
      created: now,
      updated: now,
    })
    .execute();
  void runImport(siteDb, actor, id, rows).catch(async (error: unknown) => {
    actor.request.log.error({ err: error, job: id }, 'people import failed');
    await siteDb
      .updateTable('admin_import_jobs')
      .set({ status: 'error', message: '导入失败，没有导入任何人员，请稍后重试', updated: nowSeconds() })
      .where('id', '=', id)
      .execute();
  });
  return id;
}

async function runImport(siteDb: SiteDb, actor: TActor, id: string, rows: TValidRow[]): Promise<void> {
  const existing = new Map(
    (
      await siteDb
        .selectFrom('users')
        .select(['id', 'username', 'realname', 'number', 'type', 'dept_id', 'class_id', 'mobile', 'email'])
        .execute()
    ).map((u) => [u.username, u] as const),
  );
  const made: { row: number; username: string; password: string }[] = [];
  const hashes = new Map<string, string>();
  const fresh = rows.filter((r) => !existing.has(r.username));
  // scrypt runs on libuv's thread pool: a few at a time keeps every core busy.
  for (let i = 0; i < fresh.length; i += HASH_BATCH) {
    await Promise.all(
      fresh.slice(i, i + HASH_BATCH).map(async (row) => {
        let password = row.password;
        if (!password) {
          password = generatePassword();
          made.push({ row: row.row, username: row.username, password });
        }
        hashes.set(row.username, await hashPassword(password));
      }),
    );
    if (Math.floor((i + HASH_BATCH) / PROGRESS_EVERY) > Math.floor(i / PROGRESS_EVERY)) {
      await siteDb
        .updateTable('admin_import_jobs')
        .set({ done: Math.min(i + HASH_BATCH, fresh.length), updated: nowSeconds() })
        .where('id', '=', id)
        .execute();
    }
  }
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    // WeCom accounts kept by people renamed earlier: the newcomers named like them are not linked.
    const corpTaken = await claimedCorpUserIds(
      tx,
      fresh.map((r) => r.username),
    );
    // Search keys of the new and renamed people, written together at the end: a few bulk inserts, not one per row.
    const added: { id: string; name: string }[] = [];
    const renamed: { id: string; name: string }[] = [];
    let changedPeople = 0;
    for (const row of rows) {
      const { row: _line, password: _password, ...profile } = row;
      const before = existing.get(row.username);
      if (before) {
        const changes = changedFields(before, profile);
        if (changes.length === 0) continue;
        await tx
          .updateTable('users')
          .set({ ...profile, updated: now })
          .where('id', '=', before.id)
          .execute();
        if (changes.includes('realname')) renamed.push({ id: before.id, name: profile.realname });
        changedPeople++;
        await emitEvent(tx, userChanged, { uid: before.id, changes });
      } else {
        const id = newId();
        await tx
          .insertInto('users', {
            id,
            ...profile,
            password_hash: hashes.get(row.username) ?? '',
            must_change_password: 1,
            avatar: '',
            corp_userid: corpTaken.has(row.username) ? '' : row.username,
            status: 'active',
            created: now,
            updated: now,
          })
          .execute();
        added.push({ id, name: profile.realname });
        await emitEvent(tx, userCreated, userCreatedData(id, profile));
      }
    }
    await peopleSearch.add(tx, added);
    await peopleSearch.write(tx, renamed);
    // One eviction of the site's members, not one bus message per changed person.
    if (changedPeople > 0) memberChanged(tx);
    const created = hashes.size;
    const updated = rows.length - created;
    await audit(tx, actor, {
      action: 'users.import',
      targetType: 'import',
      targetId: id,
      after: { created, updated, usernames: rows.map((r) => r.username) },
    });
    await tx
      .updateTable('admin_import_jobs')
      .set({
        status: 'done',
        done: rows.length,
        created_count: created,
        updated_count: updated,
        passwords: JSON.stringify(made),
        updated: nowSeconds(),
      })
      .where('id', '=', id)
      .execute();
  });
}

/** The job's progress and result; made-up passwords are handed out once and then forgotten. */
export async function readImportJob(siteDb: SiteDb, id: string) {
  const job = await siteDb.selectFrom('admin_import_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!job) throw notFound('导入任务不存在');
  const stale = job.status === 'running' && nowSeconds() - job.updated > STALE_SECONDS;
  const passwords = JSON.parse(job.passwords) as { row: number; username: string; password: string }[];
  if (passwords.length) await siteDb.updateTable('admin_import_jobs').set({ passwords: '[]' }).where('id', '=', id).execute();
  return {
    id: job.id,
    status: stale ? ('error' as const) : job.status,
    total: job.total,
    done: job.done,
    created: job.created_count,
    updated: job.updated_count,
    message: stale ? '导入中断，没有导入任何人员，请重新导入' : job.message,
    passwords,
  };
}
