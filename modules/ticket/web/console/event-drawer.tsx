import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import { AudienceFields } from '@quad/platform/console/audience-fields';
import { FormDrawer } from '@quad/platform/console/form-drawer';
import { PictureField, type TFileRef } from '@quad/platform/console/upload-field';
import { QueryError } from '@quad/platform/console/query-states';
import { RESERVATION_MODES, type TReservationMode, type TZoneInput } from '@quad/reservation-engine/contract';
import type { TEventForm } from '../../contract';
import { useAudienceChoices, useEventForm, useManagedEvents, useSaveEvent } from '../calls/console';

interface TDrawerForm {
  title: string;
  cover?: TFileRef;
  place: string;
  when: [Dayjs, Dayjs];
  organizer: string;
  description: string;
  published: boolean;
  mode: TReservationMode;
  zones: TZoneInput[];
  window: [Dayjs, Dayjs];
  drawAt?: Dayjs;
  cancelUntil?: Dayjs;
  limit: number;
  waitlist: boolean;
  captcha: boolean;
  all: boolean;
  departments: string[];
  classes: string[];
  roles: string[];
  people: string[];
  prerequisite: string;
  prerequisiteForm?: number | null;
}

/** `{ id: '' }` for a new event, `{ id }` for one to edit, null when closed. */
export type TEventDraft = { id: string } | null;

const unix = (d: Dayjs | undefined) => (d ? d.unix() : 0);
const day = (at: number) => (at ? dayjs.unix(at) : undefined);

function fill(e: TEventForm | undefined): Partial<TDrawerForm> {
  if (!e) {
    const evening = dayjs().add(7, 'day').hour(19).minute(0).second(0);
    return {
      mode: 'grab',
      zones: [{ key: 'main', name: '全场', capacity: 500 }],
      when: [evening, evening.add(150, 'minute')],
      window: [dayjs().add(1, 'day').hour(12).minute(0).second(0), evening.subtract(1, 'day')],
      limit: 1,
      waitlist: false,
      captcha: true,
      all: true,
      published: false,
      prerequisite: '',
      departments: [],
      classes: [],
      roles: [],
      people: [],
    };
  }
  const s = e.settings;
  return {
    title: e.title,
    cover: e.cover ? { file: e.cover, url: e.coverUrl } : undefined,
    place: e.place,
    when: [dayjs.unix(e.startsAt), dayjs.unix(e.endsAt)],
    organizer: e.organizer,
    description: e.description,
    published: e.published,
    mode: s.mode,
    zones: s.zones,
    window: [dayjs.unix(s.opensAt), dayjs.unix(s.closesAt)],
    drawAt: day(s.drawAt),
    cancelUntil: day(s.cancelUntil),
    limit: s.limit,
    waitlist: s.waitlist,
    captcha: s.captcha,
    all: s.audience.all,
    departments: s.audience.departments,
    classes: s.audience.classes,
    roles: s.audience.roles,
    people: s.audience.people,
    prerequisite: s.prerequisite,
    prerequisiteForm: s.prerequisiteForm || null,
  };
}

/** Creating or editing an event: its own facts, then the engine's rules (zones, times, mode, limit, waitlist, captcha, audience, prerequisite). */
export function EventDrawer({ draft, onClose }: { draft: TEventDraft; onClose: () => void }) {
  const { t } = useTranslation('ticket');
  const [form] = Form.useForm<TDrawerForm>();
  const open = draft !== null;
  const existing = useEventForm(draft?.id ?? '');
  const choices = useAudienceChoices(open);
  const others = useManagedEvents({ page: 1, size: 100 });
  const save = useSaveEvent(t('console.saved'));
  const mode = Form.useWatch('mode', form);
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
      cover: v.cover?.file ?? '',
      place: v.place,
      startsAt: unix(v.when?.[0]),
      endsAt: unix(v.when?.[1]),
      organizer: v.organizer ?? '',
      description: v.description ?? '',
      published: v.published,
      settings: {
        mode: v.mode,
        zones: v.zones.map((z) => ({ ...z, capacity: Number(z.capacity) })),
        opensAt: unix(v.window?.[0]),
        closesAt: unix(v.window?.[1]),
        drawAt: v.mode === 'draw' ? unix(v.drawAt) : 0,
        cancelUntil: unix(v.cancelUntil),
        limit: v.limit,
        waitlist: v.mode === 'grab' && v.waitlist,
        captcha: v.captcha,
        audience: { all: v.all, departments: v.departments ?? [], classes: v.classes ?? [], roles: v.roles ?? [], people: v.people ?? [] },
        prerequisite: v.prerequisite ?? '',
        prerequisiteForm: v.prerequisiteForm ?? 0,
      },
    });
    if (done) onClose();
  };

  const prerequisites = (others.data?.list ?? []).filter((e) => e.id !== draft?.id).map((e) => ({ value: e.itemId, label: e.title }));

  return (
    <FormDrawer
      open={open}
      title={draft?.id ? t('console.edit') : t('console.create')}
      width={640}
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
          <Form.Item name="cover" label={t('console.cover')}>
            <PictureField label={t('console.cover')} />
          </Form.Item>
          <Form.Item name="place" label={t('event.place')} required>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="when" label={t('event.when')} required>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="organizer" label={t('event.organizer')}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="description" label={t('event.description')}>
            <Input.TextArea rows={4} maxLength={2000} showCount />
          </Form.Item>
          <Form.Item name="mode" label={t('console.mode')} required extra={t('console.modeHint')}>
            <Radio.Group options={RESERVATION_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))} />
          </Form.Item>
          <Form.Item label={t('console.zones')} required extra={t('console.zonesHint')}>
            <Form.List name="zones">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline">
                      <Form.Item name={[field.name, 'key']} rules={[{ required: true, message: t('console.zoneKeyRequired') }]}>
                        <Input placeholder={t('console.zoneKey')} aria-label={t('console.zoneKey')} maxLength={20} style={{ width: 110 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'name']} rules={[{ required: true, message: t('console.zoneNameRequired') }]}>
                        <Input placeholder={t('console.zoneName')} aria-label={t('console.zoneName')} maxLength={30} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'capacity']} rules={[{ required: true, message: t('console.capacityRequired') }]}>
                        <InputNumber min={1} max={100000} placeholder={t('console.capacity')} aria-label={t('console.capacity')} />
                      </Form.Item>
                      {fields.length > 1 && <MinusCircleOutlined aria-label={t('console.removeZone')} onClick={() => remove(field.name)} />}
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ key: `zone${fields.length + 1}`, name: '', capacity: 100 })}
                  >
                    {t('console.addZone')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item name="window" label={t(mode === 'draw' ? 'event.bookingTime' : 'event.grabTime')} required>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          {mode === 'draw' && (
            <Form.Item name="drawAt" label={t('event.drawAt')} required extra={t('console.drawHint')}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item name="cancelUntil" label={t('console.cancelUntil')} extra={t('console.cancelUntilHint')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="limit" label={t('event.limit')} required>
            <InputNumber min={1} max={10} />
          </Form.Item>
          {mode !== 'draw' && (
            <Form.Item name="waitlist" label={t('console.waitlist')} valuePropName="checked" extra={t('console.waitlistHint')}>
              <Switch />
            </Form.Item>
          )}
          <Form.Item name="captcha" label={t('console.captcha')} valuePropName="checked" extra={t('console.captchaHint')}>
            <Switch />
          </Form.Item>
          <Form.Item name="all" label={t('console.all')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {!all && <AudienceFields choices={choices} />}
          <Form.Item name="prerequisite" label={t('event.prerequisite')} extra={t('console.prerequisiteHint')}>
            <Select allowClear options={[{ value: '', label: t('console.none') }, ...prerequisites]} aria-label={t('event.prerequisite')} />
          </Form.Item>
          <Form.Item name="prerequisiteForm" label={t('event.prerequisiteForm')} extra={t('console.prerequisiteFormHint')}>
            <InputNumber min={1} precision={0} style={{ width: 200 }} placeholder={t('console.none')} aria-label={t('event.prerequisiteForm')} />
          </Form.Item>
          <Form.Item name="published" label={t('console.published')} valuePropName="checked" extra={t('console.publishedHint')}>
            <Switch />
          </Form.Item>
        </Form>
      )}
    </FormDrawer>
  );
}
