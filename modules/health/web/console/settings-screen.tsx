import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { QueryError } from '@quad/platform/console/query-states';
import { fieldErrors } from '@quad/platform/shell/console/use-call';
import { shownByShell } from '@quad/platform/shell/request';
import { ErrorCode } from '@quad/contracts/errors';
import type { THealthSettings } from '../../contract-settings';
import { useHealthSettings } from '../calls/get-health-settings';
import { saveSettings } from '../calls/save-health-settings';
import { ClockInput } from './clock-input';
import { settingsErrorFields } from './settings-errors';
import { AliasesEditor, CodeRulesEditor, GroupsEditor, SlotsEditor } from './settings-lists';
import { settingsToSave } from './settings-values';
import './health-console.css';
import { HEALTH_CONSOLE_NS } from './console-strings';

/** The temperature options of the daily report as the school's form starts (档位 = their order). */
const BANDS = 9;

/** 上报设置 (dailyReport/applyAdmin): the report window, deadline, reminders, three checks, groups, code rules, paths. */
export default function SettingsScreen() {
  const setup = useHealthSettings();
  if (setup.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (setup.isError) return <QueryError error={setup.error} onRetry={() => void setup.refetch()} />;
  // Saved settings come back normalised (08:30, not 8:30): the form starts again from them.
  return <SettingsForm key={setup.dataUpdatedAt} initial={setup.data.settings} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} className="hc-section">
      {children}
    </Card>
  );
}

function SettingsForm({ initial }: { initial: THealthSettings }) {
  const { t } = useTranslation(HEALTH_CONSOLE_NS, { keyPrefix: 'settings' });
  const { message } = App.useApp();
  const [form] = Form.useForm<THealthSettings>();
  const [saving, setSaving] = useState(false);

  const save = async (values: THealthSettings) => {
    setSaving(true);
    const answer = await saveSettings({ settings: settingsToSave(values) });
    setSaving(false);
    if (answer.e === ErrorCode.OK) {
      void message.success(t('saved'));
      return;
    }
    if (shownByShell(answer.e)) return;
    const fields = settingsErrorFields(fieldErrors(answer.d));
    // Paths come from the server's answer, so they cannot be checked against the form's type.
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
    if (fields[0]) form.scrollToField(fields[0].name);
    void message.error(fields.length ? t('fixErrors', { count: fields.length }) : answer.m);
  };

  const clock = (name: keyof THealthSettings, extra?: string, optional?: boolean) => (
    <Form.Item name={name} label={t(name)} extra={extra}>
      <ClockInput optional={optional} label={t(name)} />
    </Form.Item>
  );

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(values) => void save(values)} scrollToFirstError className="hc-settings">
      <Section title={t('window')}>
        <div className="hc-grid">
          {clock('openFrom')}
          {clock('openUntil')}
          {clock('deadline', t('deadlineHint'))}
          {clock('remindAt', t('remindAtHint'), true)}
        </div>
      </Section>
      <Section title={t('health')}>
        <div className="hc-grid">
          <Form.Item name="feverFrom" label={t('feverFrom')} extra={t('feverFromHint')}>
            <Select
              options={Array.from({ length: BANDS }, (_, band) => ({ value: band, label: t(`bands.${band}`) }))}
              aria-label={t('feverFrom')}
            />
          </Form.Item>
          <Form.Item name="missingDaysYellow" label={t('missingDaysYellow')} extra={t('missingDaysYellowHint')}>
            <InputNumber min={0} max={30} precision={0} aria-label={t('missingDaysYellow')} />
          </Form.Item>
        </div>
      </Section>
      <Section title={t('checks')}>
        <Form.Item name="checkTitle" label={t('checkTitle')}>
          <Input maxLength={40} aria-label={t('checkTitle')} />
        </Form.Item>
        <Form.Item name="checkDesc" label={t('checkDesc')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} aria-label={t('checkDesc')} />
        </Form.Item>
        <SlotsEditor />
      </Section>
      <Section title={t('groups')}>
        <p className="hc-hint">{t('groupsHint')}</p>
        <GroupsEditor />
      </Section>
      <Section title={t('codeRules')}>
        <p className="hc-hint">{t('codeRulesHint')}</p>
        <CodeRulesEditor />
      </Section>
      <Section title={t('aliases')}>
        <p className="hc-hint">{t('aliasesHint')}</p>
        <AliasesEditor />
      </Section>
      <div className="hc-actions">
        <Button onClick={() => form.resetFields()}>{t('reset')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}
