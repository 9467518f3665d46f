import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Switch from 'antd/es/switch';
import { audienceOf, AudienceFields, EVERYONE, type TAudienceForm } from '@quad/platform/console/audience-fields';
import { FormDrawer, useDrawerValues } from '@quad/platform/console/form-drawer';
import type { TTermForm } from '../../contract-manage';
import { useCourseAudienceOptions, useManagedTerm, useSaveTerm } from '../calls/manage';

interface TTermFields extends TAudienceForm {
  name: string;
  /** Typed in credits (25.5); sent in tenths. */
  maxCredits: number;
  preference: [Dayjs, Dayjs];
  drawAt: Dayjs;
  grabUntil: Dayjs;
  dropUntil: Dayjs;
}

/** A new term: preferences for a week from the next hour, the draw an hour after, first come for a week, drops until it ends. */
const blank = (): TTermFields => {
  const start = dayjs().startOf('hour').add(1, 'hour');
  const closes = start.add(7, 'day');
  return {
    name: '',
    maxCredits: 25,
    preference: [start, closes],
    drawAt: closes.add(1, 'hour'),
    grabUntil: closes.add(8, 'day'),
    dropUntil: closes.add(8, 'day'),
    ...EVERYONE,
  };
};

const fieldsOf = (term: TTermForm): TTermFields => ({
  name: term.name,
  maxCredits: term.maxCredits / 10,
  preference: [dayjs.unix(term.opensAt), dayjs.unix(term.closesAt)],
  drawAt: dayjs.unix(term.drawAt),
  grabUntil: dayjs.unix(term.grabUntil),
  dropUntil: dayjs.unix(term.dropUntil),
  ...audienceOf(term),
});

const TIME = { showTime: { format: 'HH:mm' }, format: 'YYYY-MM-DD HH:mm' } as const;

/** Setting up a term: its name, credit limit, the two rounds' times, the drop deadline and who may select. */
export function TermDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('course');
  const [form] = Form.useForm<TTermFields>();
  const existing = useManagedTerm(id ?? '');
  const choices = useCourseAudienceOptions(id !== null);
  const save = useSaveTerm(t('termDrawer.saved'));
  const all = Form.useWatch('all', form);

  useDrawerValues(form, id, existing.data, blank, fieldsOf);

  const submit = async (values: TTermFields) => {
    const done = await save.mutateAsync({
      id: id || undefined,
      name: values.name,
      maxCredits: Math.round(values.maxCredits * 10),
      opensAt: values.preference[0].unix(),
      closesAt: values.preference[1].unix(),
      drawAt: values.drawAt.unix(),
      grabUntil: values.grabUntil.unix(),
      dropUntil: values.dropUntil.unix(),
      ...audienceOf(values),
    });
    if (done) onClose();
  };

  return (
    <FormDrawer
      open={id !== null}
      title={t(id ? 'termDrawer.edit' : 'termDrawer.create')}
      width={560}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      <Form form={form} name="course-term" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label={t('termDrawer.name')} required>
          <Input maxLength={60} placeholder="2026-2027学年第二学期" />
        </Form.Item>
        <Form.Item name="maxCredits" label={t('termDrawer.maxCredits')} required>
          <InputNumber min={0.5} max={100} step={0.5} precision={1} aria-label={t('termDrawer.maxCredits')} />
        </Form.Item>
        <Form.Item name="preference" label={t('termDrawer.preference')} extra={t('termDrawer.preferenceHint')} required>
          <DatePicker.RangePicker {...TIME} aria-label={t('termDrawer.preference')} />
        </Form.Item>
        <Form.Item name="drawAt" label={t('termDrawer.drawAt')} required>
          <DatePicker {...TIME} aria-label={t('termDrawer.drawAt')} />
        </Form.Item>
        <Form.Item name="grabUntil" label={t('termDrawer.grabUntil')} extra={t('termDrawer.grabHint')} required>
          <DatePicker {...TIME} aria-label={t('termDrawer.grabUntil')} />
        </Form.Item>
        <Form.Item name="dropUntil" label={t('termDrawer.dropUntil')} required>
          <DatePicker {...TIME} aria-label={t('termDrawer.dropUntil')} />
        </Form.Item>
        <Form.Item name="all" label={t('termDrawer.all')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {!all && <AudienceFields choices={choices} />}
      </Form>
    </FormDrawer>
  );
}
