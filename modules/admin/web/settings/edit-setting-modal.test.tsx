import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import type { TSettingItem } from '../../contract-settings';
import zh from '../../i18n/zh.json';

let EditSettingModal: ComponentType<{ where: { layer: 'site'; dept_id: string }; item: TSettingItem; label: string; onClose: () => void }>;

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'admin', zh, true, true);
  EditSettingModal = (await import('./edit-setting-modal')).EditSettingModal;
});

describe('editing a school system', () => {
  it('asks for the kind, the address, the app ID and a write-only secret, and is saved directly', async () => {
    const value = { kind: 'rest', baseUrl: 'https://card.example.edu.cn/quad', appId: 'quad', secret_set: true };
    const item: TSettingItem = { key: 'cardSystem', value, source: 'site', here: true, department: false };
    renderScreen(<EditSettingModal where={{ layer: 'site', dept_id: '' }} item={item} label="校园卡系统" onClose={() => {}} />);

    expect(await screen.findByText(/签名 REST 协议/)).toBeTruthy();
    expect(screen.getByText('标准REST接口')).toBeTruthy();
    expect((screen.getByLabelText('接口地址') as HTMLInputElement).value).toBe('https://card.example.edu.cn/quad');
    expect((screen.getByLabelText('应用 ID') as HTMLInputElement).value).toBe('quad');
    const secret = screen.getByLabelText('密钥') as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.placeholder).toBe('已设置');
    expect(screen.getByText('留空则保留已设置的密钥')).toBeTruthy();
    expect(screen.queryByText('存为草稿')).toBeNull();
  });
});
