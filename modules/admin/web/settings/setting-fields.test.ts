import { describe, expect, it } from 'vitest';
import { editorOf, fromForm, summary, toForm } from './setting-fields';

const t = (key: string) => key;

describe('setting fields', () => {
  it('edits providers with an empty secret field, and sends a secret only when one was typed', () => {
    const stored = { kind: 'wecom', corpId: 'ww1', agentId: '2', secret_set: true };
    expect(toForm('messaging', stored)).toEqual({ kind: 'wecom', corpId: 'ww1', agentId: '2', secret: '' });
    expect(fromForm('messaging', { kind: 'wecom', corpId: 'ww1', agentId: '2', secret: '' })).toEqual({
      value: { kind: 'wecom', corpId: 'ww1', agentId: '2', appKey: '' },
    });
    // DingTalk's AppSecret is the write-only `secret` beside its AppKey.
    expect(fromForm('messaging', { kind: 'dingtalk', corpId: 'ding1', agentId: '3', appKey: 'dingkey', secret: 's' })?.value).toEqual({
      kind: 'dingtalk',
      corpId: 'ding1',
      agentId: '3',
      appKey: 'dingkey',
      secret: 's',
    });
    expect(fromForm('sms', { kind: 'aliyun', accessKeyId: 'AK', signName: 'S', secret: 'new' })?.value).toMatchObject({ secret: 'new' });
    // The school's systems share one form: an address, an app ID and the secret.
    expect(fromForm('energySystem', { kind: 'rest', baseUrl: 'https://energy.example', secret: '' })?.value).toEqual({
      kind: 'rest',
      baseUrl: 'https://energy.example',
      appId: '',
    });
  });

  it('shows whether a secret is set, in words, and the enabled apps unset as every app', () => {
    expect(summary({ kind: 'none', secret_set: false }, t)).toBe('settings.field.kind: none；settings.secret: settings.secretUnset');
    expect(summary(null, t)).toBe('settings.allApps');
    expect(summary(['news', 'uc'], t)).toBe('news、uc');
  });

  it('reads records as JSON and refuses what is not JSON', () => {
    expect(editorOf('pageVariants').kind).toBe('json');
    expect(fromForm('pageVariants', { value: '{"news/index":{"phone":"lite"}}' })).toEqual({ value: { 'news/index': { phone: 'lite' } } });
    expect(fromForm('pageVariants', { value: '{oops' })).toBeUndefined();
  });
});
