import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import type { TFormSettings } from '@quad/forms-engine/contract';
import zh from '../../i18n/zh.json';
import { FormSettingsPanel } from './form-settings';

const settings: TFormSettings = {
  title: '匿名评教',
  description: '',
  category: '',
  audience: { all: true, link: false, departments: [], classes: [], roles: [], people: [] },
  opensAt: 0,
  closesAt: 0,
  frequency: 'once',
  editable: false,
  anonymous: true,
  approval: false,
};

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'forms', zh, true, true);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ e: 0, m: '', d: { departments: [], classes: [], roles: [] } }))));
});

const anonymitySwitch = () => screen.getByRole('switch', { name: '匿名' });
const approvalSwitch = () => screen.getByRole('switch', { name: '提交后需要审批' });

describe('the anonymity switch in form settings', () => {
  it('is locked on, with the reason, once the anonymous form has answers', () => {
    renderScreen(<FormSettingsPanel settings={settings} errors={{}} onChange={() => {}} anonymityLocked />);
    expect(anonymitySwitch()).toHaveProperty('disabled', true);
    expect(anonymitySwitch().getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('表单已有答卷，匿名不能取消：填写的人是按匿名填写的。')).toBeTruthy();
  });

  it('can be switched while nobody has answered, and says it will lock', () => {
    renderScreen(<FormSettingsPanel settings={settings} errors={{}} onChange={() => {}} />);
    expect(anonymitySwitch()).toHaveProperty('disabled', false);
    expect(screen.getByText('结果和导出中不显示填写人；有人填写后不能再取消。')).toBeTruthy();
  });
});

describe('the approval switch in form settings (提交后需要审批)', () => {
  it('turns approval on and off, saying who approves and what switching off does', () => {
    const onChange = vi.fn();
    const { unmount } = renderScreen(<FormSettingsPanel settings={{ ...settings, anonymous: false }} errors={{}} onChange={onChange} />);
    expect(approvalSwitch().getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/默认由表单创建人审批/)).toBeTruthy();
    fireEvent.click(approvalSwitch());
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ approval: true, anonymous: false, title: '匿名评教' }));
    unmount();
    renderScreen(<FormSettingsPanel settings={{ ...settings, anonymous: false, approval: true }} errors={{}} onChange={onChange} />);
    expect(approvalSwitch().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(approvalSwitch());
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ approval: false }));
  });

  it('shows the server’s refusal under the switch', () => {
    renderScreen(<FormSettingsPanel settings={{ ...settings, approval: true }} errors={{ approval: '匿名表单不能开启审批' }} onChange={() => {}} />);
    expect(screen.getByText('匿名表单不能开启审批')).toBeTruthy();
  });
});
