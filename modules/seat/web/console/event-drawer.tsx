import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Switch from 'antd/es/switch';
import { AudienceFields } from '@quad/platform/console/audience-fields';
import { FormDrawer } from '@quad/platform/console/form-drawer';
import { QueryError } from '@quad/platform/console/query-states';
import type { TSeatEventForm } from '../../contract';
import type { TSeatLayout } from '../../shared/layout';
import { useSaveSeatEvent, useSeatAudienceChoices, useSeatEventForm } from '../calls/console';
import { LayoutEditor, newLayout } from './layout-editor';

interface TDrawerForm {
  title: string;
  place: string;
  when: [Dayjs, Dayjs];
  description: string;
  published: boolean;
  layout: TSeatLayout;
  window: [Dayjs, Dayjs];
  cancelUntil?: Dayjs;
  limit: number;
  all: boolean;
  departments: string[];
  classes: string[];
  roles: string[];
  people: string[];
}

/** `{ id: '' }` for a new event, `{ id }` for one to edit, null when closed. */
export type TSeatEventDraft = { id: string } | null;

const unix = (d: Dayjs | undefined) => (d ? d.unix() : 0);

function fill(e: TSeatEventForm | undefined): Partial<TDrawerForm> {
  if (!e) {
    const evening = dayjs().add(7, 'day').hour(19).minute(0).second(0);
    return {
      when: [evening, evening.add(120, 'minute')],
      window: [dayjs().add(1, 'day').hour(12).minute(0).second(0), evening.subtract(1, 'hour')],
      layout: newLayout(),
      limit: 2,
      all: true,
      published: false,
      departments: [],
      classes: [],
      roles: [],
      people: [],
    };
  }
  const r = e.rules;
  return {
    title: e.title,
    place: e.place,
    when: [dayjs.unix(e.startsAt), dayjs.unix(e.endsAt)],
    description: e.description,
    published: e.published,
    layout: e.layout,
    window: [dayjs.unix(r.opensAt), dayjs.unix(r.closesAt)],
    cancelUntil: r.cancelUntil ? dayjs.unix(r.cancelUntil) : undefined,
    limit: r.limit,
    all: r.audience.all,
    departments: r.audience.departments,
    classes: r.audience.classes,
    roles: r.audience.roles,
    people: r.audience.people,
  };
}

/** Creating or editing a seat event: its facts, the hall's layout, the picking window, the limit, the audience. */
export function SeatEventDrawer({ draft, onClose }: { draft: TSeatEventDraft; onClose: () => void }) {
  const { t } = useTranslation('seat');
  const [form] = Form.useForm<TDrawerForm>();
  const open = draft !== null;
  const existing = useSeatEventForm(draft?.id ?? '');
  const choices = useSeatAudienceChoices(open);
  const save = useSaveSeatEvent(t('console.saved'));
  const all = Form.useWatch('all', form);
  const loaded = !draft?.id || existing.data !== undefined;

  useEffect(() => {
    if (!open || !loaded) return;
    form.resetFields();
    form.setFieldsValue(fill(draft?.id ? existing.data : undefined));
  }, [open, loaded, draft, existing.data, form]);

  const submit = async (v: TDrawerForm) => {
    const done = await save.mutateAsync({
      id: draft?.id || undefined,
      title: v.title,
      place: v.place,
      startsAt: unix(v.when?.[0]),
      endsAt: unix(v.when?.[1]),
      description: v.description ?? '',
      published: v.published,
      layout: v.layout,
      rules: {
        opensAt: unix(v.window?.[0]),
        closesAt: unix(v.window?.[1]),
        cancelUntil: unix(v.cancelUntil),
        limit: v.limit,
        audience: { all: v.all, departments: v.departments ?? [], classes: v.classes ?? [], roles: v.roles ?? [], people: v.people ?? [] },
      },
    });
    if (done) onClose();
  };

  return (
    <FormDrawer
      open={open}
      title={draft?.id ? t('console.edit') : t('console.create')}
      width={860}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      {existing.isError ? (
        <QueryError error={existing.error} onRetry={() => void existing.refetch()} />
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} disabled={!loaded}>
          <Form.Item name="title" label={t('event.title')} required>
            <Input maxLength={60} showCount />
          </Form.Item>
          <Form.Item name="place" label={t('event.place')} required>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="when" label={t('event.when')} required>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="description" label={t('event.description')}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
          <Form.Item name="layout" label={t('console.layout')} required>
            <LayoutEditor />
          </Form.Item>
          <Form.Item name="window" label={t('event.pickTime')} required>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="cancelUntil" label={t('console.cancelUntil')} extra={t('console.cancelUntilHint')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="limit" label={t('event.limit')} required>
            <InputNumber min={1} max={6} />
          </Form.Item>
          <Form.Item name="all" label={t('console.all')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {!all && <AudienceFields choices={choices} />}
          <Form.Item name="published" label={t('console.published')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      )}
    </FormDrawer>
  );
}
