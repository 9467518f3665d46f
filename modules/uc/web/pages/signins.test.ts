import { describe, expect, it } from 'vitest';
import { deviceOf } from './device-name';

describe('deviceOf', () => {
  it('names the device a person would recognise', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe('iPhone · Safari');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 wxwork/4.1.0')).toBe('企业微信');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 AliApp(DingTalk/7.0.10) com.laiwang.DingTalk/29431453')).toBe('钉钉');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0')).toBe('Windows · Edge');
    expect(deviceOf('python-requests/2.31')).toBe('python-requests/2.31');
    expect(deviceOf('')).toBe('—');
  });
});
