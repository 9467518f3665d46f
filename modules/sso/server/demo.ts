import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { newId, nowSeconds } from '@quad/platform/server/ids';

const FAQS: [string, string][] = [
  ['统一身份认证的账号和密码是什么？', '账号是您的学号或工号，初始密码由学校信息化部门发放。首次登录后请及时修改密码。'],
  ['忘记统一身份认证密码怎么办？', '请在统一身份认证登录页点击“忘记密码”，通过绑定的手机号或邮箱找回；无法找回时请携带校园卡到信息化办公室办理。'],
  ['提示“在本站没有对应的人员”怎么办？', '说明您的统一身份认证账号尚未同步到本站，请通过“联系我们”中的方式联系管理员核对学工号。'],
  ['登录后又被要求重新登录？', '登录有效期为 7 天；在统一身份认证中退出登录，也会同时退出本站。请重新登录即可。'],
];

/**
 * The help centre's demo content: a guide, whom to contact, and the questions people ask first. CAS
 * stays off: a demo site has no school CAS server to point at (the console's 统一身份认证设置 turns it on).
 */
export async function seedSsoDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const now = nowSeconds();
  await siteDb
    .insertInto('sso_help', {
      guide: [
        `1. 在登录页点击“统一身份认证登录”，将跳转到${site.name}统一身份认证页面。`,
        '2. 输入学号或工号及统一身份认证密码，完成登录后自动回到本站。',
        '3. 在企业微信中打开本站时，无需再次输入密码。',
        '4. 在公共电脑上使用后，请记得退出登录。',
      ].join('\n'),
      contact_text: `${site.name}信息化办公室，工作日 8:30-17:30`,
      contact_phone: '010-12345678',
      contact_email: `help@${site.id}.edu.example`,
      updated: now,
    })
    .execute();
  await siteDb.insertInto('sso_faqs', FAQS.map(([question, answer], i) => ({ id: newId(), question, answer, sort: (i + 1) * 10, created: now, updated: now }))).execute();
}
