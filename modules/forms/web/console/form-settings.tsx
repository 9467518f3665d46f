import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import type { TFormSettings } from '@quad/forms-engine/contract';
import type { TFormAudience } from '@quad/forms-engine/shared/definition';
import { useAudienceOptions } from '../calls/audience-options';
import { FORMS_CONSOLE_NS } from './console-strings';

type TListKey = Exclude<keyof TFormAudience, 'all' | 'link'>;
const LISTS: TListKey[] = ['departments', 'classes', 'roles', 'people'];

const toDay = (s: number): Dayjs | null => (s ? dayjs.unix(s) : null);
const toUnix = (d: Dayjs | null): number => (d ? d.unix() : 0);

/**
 * 表单设置: name, description, who fills it, when, how often, whether each answer needs approval; not
 * versioned, so they apply at once when saved. `anonymityLocked`: the saved form is anonymous and answered, so the server keeps it anonymous
 * (people answered trusting it); the switch shows that, and why, instead of failing on save.
 */
export function FormSettingsPanel({
  settings,
  errors,
  onChange,
  anonymityLocked = false,
}: {
  settings: TFormSettings;
  errors: Record<string, string>;
  onChange: (settings: TFormSettings) => void;
  anonymityLocked?: boolean;
}) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const options = useAudienceOptions();
  const pickerOptions: Record<Exclude<TListKey, 'people'>, { value: string; label: string }[]> = {
    departments: (options.data?.departments ?? []).map((d) => ({ value: d.id, label: d.name })),
    classes: (options.data?.classes ?? []).map((c) => ({ value: c.id, label: c.department ? `${c.department} · ${c.name}` : c.name })),
    roles: (options.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name })),
  };
  const set = (change: Partial<TFormSettings>) => onChange({ ...settings, ...change });
  const setAudience = (change: Partial<TFormAudience>) => set({ audience: { ...settings.audience, ...change } });
  const item = (name: keyof TFormSettings, label: string, control: ReactNode, extra?: ReactNode) => (
    <Form.Item label={label} validateStatus={errors[name] ? 'error' : undefined} help={errors[name]} extra={extra}>
      {control}
    </Form.Item>
  );
  return (
    <Form layout="vertical" component="div" className="fc-settings">
      {item('title', t('settings.title'), <Input value={settings.title} onChange={(e) => set({ title: e.target.value })} maxLength={100} aria-label={t('settings.title')} />)}
      {item(
        'description',
        t('settings.description'),
        <Input.TextArea value={settings.description} onChange={(e) => set({ description: e.target.value })} autoSize={{ minRows: 2, maxRows: 8 }} maxLength={2000} aria-label={t('settings.description')} />,
      )}
      {item('category', t('settings.category'), <Input value={settings.category} onChange={(e) => set({ category: e.target.value })} maxLength={30} aria-label={t('settings.category')} />)}
      <fieldset className="fc-fieldset">
        <legend>{t('settings.audience')}</legend>
        {errors.audience && <p className="fc-error">{errors.audience}</p>}
        <Form.Item extra={t('settings.allHint')}>
          <Switch checked={settings.audience.all} onChange={(all) => setAudience({ all })} aria-label={t('settings.all')} /> {t('settings.all')}
        </Form.Item>
        <Form.Item extra={t('settings.linkHint')}>
          <Switch checked={settings.audience.link} onChange={(link) => setAudience({ link })} aria-label={t('settings.link')} /> {t('settings.link')}
        </Form.Item>
        {LISTS.map((list) => {
          // People are named by username (typed); departments, classes and roles are picked from this site's.
          const picked = list === 'people' ? undefined : pickerOptions[list];
          return (
            <Form.Item key={list} label={t(`settings.${list}`)} extra={t(`settings.${list}Hint`)}>
              <Select
                mode={picked ? 'multiple' : 'tags'}
                open={picked ? undefined : false}
                suffixIcon={picked ? undefined : null}
                tokenSeparators={picked ? undefined : [',', ' ', '，', '、']}
                options={picked}
                showSearch={picked ? { optionFilterProp: 'label' } : undefined}
                loading={!!picked && options.isPending}
                value={settings.audience[list]}
                onChange={(values: string[]) => setAudience({ [list]: values })}
                disabled={settings.audience.all}
                aria-label={t(`settings.${list}`)}
              />
            </Form.Item>
          );
        })}
      </fieldset>
      <div className="fc-pair">
        {item('opensAt', t('settings.opensAt'), <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" value={toDay(settings.opensAt)} onChange={(d) => set({ opensAt: toUnix(d) })} placeholder={t('list.noLimit')} aria-label={t('settings.opensAt')} />)}
        {item('closesAt', t('settings.closesAt'), <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" value={toDay(settings.closesAt)} onChange={(d) => set({ closesAt: toUnix(d) })} placeholder={t('list.noLimit')} aria-label={t('settings.closesAt')} />)}
      </div>
      {item(
        'frequency',
        t('settings.frequency'),
        <Radio.Group
          value={settings.frequency}
          onChange={(e) => set({ frequency: e.target.value as TFormSettings['frequency'] })}
          options={(['once', 'daily', 'unlimited'] as const).map((f) => ({ value: f, label: t(`frequency.${f}`) }))}
        />,
      )}
      <Form.Item extra={t('settings.editableHint')}>
        <Switch checked={settings.editable} onChange={(editable) => set({ editable })} aria-label={t('settings.editable')} /> {t('settings.editable')}
      </Form.Item>
      <Form.Item
        extra={anonymityLocked ? t('settings.anonymousLocked') : t('settings.anonymousHint')}
        validateStatus={errors.anonymous ? 'error' : undefined}
        help={errors.anonymous}
      >
        <Switch checked={settings.anonymous} disabled={anonymityLocked} onChange={(anonymous) => set({ anonymous })} aria-label={t('settings.anonymous')} />{' '}
        {t('settings.anonymous')}
      </Form.Item>
      <Form.Item extra={t('settings.approvalHint')} validateStatus={errors.approval ? 'error' : undefined} help={errors.approval}>
        <Switch checked={settings.approval} onChange={(approval) => set({ approval })} aria-label={t('settings.approval')} /> {t('settings.approval')}
      </Form.Item>
    </Form>
  );
}
