import type { FastifyReply, FastifyRequest } from 'fastify';
import { corpAppSignIn } from '@quad/contracts/corp-calls';
import { newNonce } from '../../http/security-headers';
import { escapeHtml, sendPage } from './pages';

/** DingTalk's JS-API (`dd`), the one script the bridge page loads besides its own. */
export const DINGTALK_JSAPI_URL = 'https://g.alicdn.com/dingding/dingtalk-jsapi/3.0.25/dingtalk.open.js';

/** DingTalk's browser says `AliApp(DingTalk/7.0.0)` on phones (`DingTalk(7.0.0-macOS)` on desktops); the shell's `isDingtalkApp` reads it the same way. */
export const isDingtalkBrowser = (request: FastifyRequest) => /DingTalk/i.test(String(request.headers['user-agent'] ?? ''));

/** JSON inside a script element: no `</script>`, no line separators older engines end a string at. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The bridge page's policy: its own inline style and script by nonce, DingTalk's JS-API by its exact
 * address, requests to this site only (the app sign-in call), nothing framed, no forms elsewhere.
 */
export function bridgePagePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${DINGTALK_JSAPI_URL}`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface TBridge {
  /** The site's DingTalk corp id: public (DingTalk's own pages show it), never the AppSecret. */
  corpId: string;
  /** Where to go once signed in: already checked to be on this site (`targetOf`). */
  redirectUrl: string;
  /** The password sign-in page, for when the in-app sign-in cannot finish. */
  passwordLogin: string;
}

/** Runs in DingTalk's browser: no framework, old engines too (ES5, XHR). Its Chinese is the page's, shown as is (not a server message). */
const bridgeScript = `(function () {
  var c = window.__BRIDGE__, done = false;
  var say = function (text) {
    if (done) return;
    done = true;
    document.getElementById('title').textContent = '无法通过钉钉登录';
    document.getElementById('message').textContent = text;
    document.getElementById('password').hidden = false;
  };
  var timer = setTimeout(function () { say('钉钉没有响应，请使用账号密码登录，或稍后重新进入页面'); }, 15000);
  if (!window.dd || !dd.runtime || !dd.runtime.permission) return say('无法加载钉钉组件，请确认在钉钉中打开本页，或使用账号密码登录');
  dd.error(function () { clearTimeout(timer); say('钉钉拒绝了本次登录，请使用账号密码登录'); });
  dd.ready(function () {
    dd.runtime.permission.requestAuthCode({
      corpId: c.corpId,
      onSuccess: function (info) {
        var xhr = new XMLHttpRequest();
        xhr.open('POST', c.signIn);
        xhr.setRequestHeader('Content-Type', 'application/json');
        xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
        xhr.onload = function () {
          clearTimeout(timer);
          var answer;
          try { answer = JSON.parse(xhr.responseText); } catch (e) { answer = null; }
          if (answer && answer.e === 0 && answer.d && answer.d.redirect) { done = true; return location.replace(answer.d.redirect); }
          say((answer && answer.m) || '登录失败，请使用账号密码登录');
        };
        xhr.onerror = function () { clearTimeout(timer); say('网络异常，请检查网络后重新进入页面，或使用账号密码登录'); };
        xhr.send(JSON.stringify({ code: info.code, redirectUrl: c.redirectUrl }));
      },
      onFail: function () { clearTimeout(timer); say('未能取得钉钉授权，请使用账号密码登录'); }
    });
  });
})();`;

/**
 * DingTalk's in-app free login: inside the DingTalk app `/api/corp/index` answers this page, which asks
 * DingTalk's JS-API for a code (`requestAuthCode` with the corp id), posts it to `/api/corp/app-sign-in`
 * and goes where the answer says (the page before the sign-in, or the binding page). A failure is said
 * in Chinese with a link to the password sign-in.
 */
export function sendDingtalkBridge(reply: FastifyReply, bridge: TBridge) {
  const nonce = newNonce();
  const config = { corpId: bridge.corpId, redirectUrl: bridge.redirectUrl, signIn: corpAppSignIn.path };
  const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>钉钉登录</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:0;padding:24px 16px;color:#1f2937;background:#f5f6f8}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:20px}h1{font-size:18px;margin:0 0 12px}
p{line-height:1.6;color:#4b5563}a{display:block;margin:8px 0;padding:12px;border-radius:6px;background:#0958d9;color:#fff;text-decoration:none;text-align:center}
[hidden]{display:none}</style>
<script nonce="${nonce}" src="${DINGTALK_JSAPI_URL}"></script></head>
<body><main><h1 id="title">正在通过钉钉登录…</h1><p id="message">请稍候，正在确认您的钉钉身份。</p>
<a id="password" href="${escapeHtml(bridge.passwordLogin)}" hidden>使用账号密码登录</a></main>
<script nonce="${nonce}">window.__BRIDGE__=${scriptJson(config)};
${bridgeScript}</script></body></html>`;
  reply.header('content-security-policy', bridgePagePolicy(nonce));
  return sendPage(reply, 200, html);
}
