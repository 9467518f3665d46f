import type { FastifyReply } from 'fastify';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small server-made page (sign-in failures, the demo providers' screens) in the portal's look, without the app. */
export function simplePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px 16px;color:#1f2937;background:#f5f6f8}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:20px}h1{font-size:18px;margin:0 0 12px}
p{line-height:1.6;color:#4b5563}a.button,button{display:block;width:100%;border:0;font-size:16px;margin:8px 0;padding:12px;border-radius:6px;background:#0958d9;color:#fff;text-decoration:none;text-align:center}
ul{list-style:none;padding:0}small{opacity:.85}button.plain{background:#e5e7eb;color:#1f2937}strong.amount{display:block;font-size:28px;margin:8px 0 16px}</style></head>
<body><main>${body}</main></body></html>`;
}

/** Pages for people, not scripts: never cached, never framed by another site. */
export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .send(html);
}

/** A sign-in that could not finish: what went wrong and a way back. */
export function failurePage(message: string, backUrl: string): string {
  return simplePage('无法登录', `<h1>无法登录</h1><p>${escapeHtml(message)}</p><a class="button" href="${escapeHtml(backUrl)}">返回首页</a>`);
}

export interface TDemoUser {
  corpUserId: string;
  realname: string;
  number: string;
}

/** The demo provider's authorize screen: pick whom to sign in as. */
export function demoAuthorizePage(siteName: string, users: TDemoUser[], linkFor: (corpUserId: string) => string): string {
  const items = users
    .map((u) => `<li><a class="button" href="${escapeHtml(linkFor(u.corpUserId))}">${escapeHtml(u.realname)} <small>${escapeHtml(u.number)}</small></a></li>`)
    .join('');
  return simplePage(
    '演示企业微信授权',
    `<h1>${escapeHtml(siteName)} · 演示企业微信授权</h1>
<p>这是演示环境：正式环境会在这里跳转到企业微信。请选择要登录的账号。</p>
<ul>${items || '<li>本站还没有可登录的账号。</li>'}</ul>`,
  );
}
