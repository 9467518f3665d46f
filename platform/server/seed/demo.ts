import fs from 'node:fs';
import path from 'node:path';
import type { TPlatform, TServerModule } from '../module';
import { SiteDb } from '../db/site-db';
import { newId, nowSeconds } from '../ids';
import { hashPassword } from '../identity/passwords';
import { departmentSearch, peopleSearch } from '../identity/search';
import { insertBuiltinRoles, PLATFORM_ADMIN_ROLE, type TBuiltinRole } from '../identity/builtin-roles';
import { chineseName, DEMO_ACCOUNTS, DEMO_SITES, GENERATED_STUDENTS, seededRandom, type TDemoSite } from './demo-people';

function logoSvg(site: TDemoSite): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${site.color}"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${site.name[0]}</text></svg>`;
}

/**
 * Seeds the three demo universities once: a site that exists already is left alone, so restarts
 * keep whatever was changed.
 */
export async function seedDemoSites(platform: TPlatform, modules: TServerModule[]): Promise<void> {
  const logoDir = path.join(platform.config.dataDir, 'public', 'logos');
  fs.mkdirSync(logoDir, { recursive: true });
  for (const demo of DEMO_SITES) {
    // Each instance serves /static/ from its own disk, and another instance may have seeded the site.
    fs.writeFileSync(path.join(logoDir, `${demo.id}.svg`), logoSvg(demo));
    if (await platform.sites.get(demo.id)) continue;
    const hashes = await demoPasswordHashes();
    const isDefault = demo.id === platform.config.defaultSite;
    const site = await platform.sites.create(
      {
        id: demo.id,
        name: demo.name,
        logo: `/static/logos/${demo.id}.svg`,
        settings: { copyright: demo.copyright, messaging: { kind: 'demo', corpId: '', agentId: '', secret: '' }, ...demo.settings },
        demo: true,
      },
      (siteDb) => seedPeople(siteDb, demo, hashes, isDefault ? [...platform.builtinRoles, PLATFORM_ADMIN_ROLE] : platform.builtinRoles),
    );
    const siteDb = new SiteDb(platform.database.db, site.id);
    for (const module of modules) await module.seedDemo?.(siteDb, site, platform);
  }
}

// One hash per demo password: demo accounts share passwords on purpose, and hashing each of them
// separately would add seconds to the first start.
async function demoPasswordHashes(): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const a of DEMO_ACCOUNTS) hashes.set(a.password, await hashPassword(a.password));
  return hashes;
}

/** Departments, classes, roles and people of one demo university; the default site's admin also runs the platform. */
async function seedPeople(tx: SiteDb, demo: TDemoSite, hashes: Map<string, string>, roles: TBuiltinRole[]): Promise<void> {
  const now = nowSeconds();
  const random = seededRandom(demo.id);
  const classes: { deptId: string; classId: string; code: string }[] = [];
  const placesNamed: { id: string; name: string }[] = [];
  for (const [i, dept] of demo.departments.entries()) {
    const deptId = newId();
    await tx
      .insertInto('departments', { id: deptId, parent_id: '', name: dept.name, kind: 'department', code: dept.code, sort: i })
      .execute();
    placesNamed.push({ id: deptId, name: dept.name });
    for (const [j, name] of dept.classes.entries()) {
      const classId = newId();
      await tx
        .insertInto('departments', { id: classId, parent_id: deptId, name, kind: 'class', code: `${dept.code}${j + 1}`, sort: j })
        .execute();
      classes.push({ deptId, classId, code: dept.code });
      placesNamed.push({ id: classId, name });
    }
  }
  await departmentSearch.add(tx, placesNamed);
  const roleIds = await insertBuiltinRoles(tx, roles);
  const user = (over: {
    username: string;
    realname: string;
    number: string;
    type: 'student' | 'teacher' | 'staff';
    password: string;
    place: (typeof classes)[number];
  }) => ({
    id: newId(),
    username: over.username,
    password_hash: hashes.get(over.password) ?? '',
    realname: over.realname,
    number: over.number,
    type: over.type,
    dept_id: over.place.deptId,
    class_id: over.type === 'student' ? over.place.classId : '',
    mobile: '',
    email: `${over.username}@${demo.id}.edu.example`,
    avatar: '',
    corp_userid: over.username,
    status: 'active' as const,
    created: now,
    updated: now,
  });
  const first = classes[0];
  const accounts = DEMO_ACCOUNTS.map((a, i) =>
    user({ ...a, number: a.type === 'student' ? `2024${first.code}0001` : `T${demo.id.toUpperCase()}00${i}`, place: first }),
  );
  const generated = Array.from({ length: GENERATED_STUDENTS }, (_, i) => {
    const place = classes[i % classes.length];
    const number = `2024${place.code}${String(i + 2).padStart(4, '0')}`;
    return user({ username: number, realname: chineseName(random), number, type: 'student', password: 'student123', place });
  });
  await tx.insertInto('users', [...accounts, ...generated]).execute();
  await peopleSearch.add(
    tx,
    [...accounts, ...generated].map((u) => ({ id: u.id, name: u.realname })),
  );
  const [, teacher, admin] = accounts;
  await tx.insertInto('user_roles', { user_id: admin.id, role_id: roleIds.get('site-admin') ?? '', dept_id: '' }).execute();
  await tx.insertInto('user_roles', { user_id: teacher.id, role_id: roleIds.get('instructor') ?? '', dept_id: first.deptId }).execute();
  // Only the default site has the platform administrators' role.
  const platformAdmin = roleIds.get(PLATFORM_ADMIN_ROLE.key);
  if (platformAdmin) await tx.insertInto('user_roles', { user_id: admin.id, role_id: platformAdmin, dept_id: '' }).execute();
}
