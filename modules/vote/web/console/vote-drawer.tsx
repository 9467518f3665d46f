import { useTranslation } from 'react-i18next';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Switch from 'antd/es/switch';
import { audienceOf, AudienceFields, EVERYONE, type TAudienceForm } from '@quad/platform/console/audience-fields';
import { FormDrawer, useDrawerValues } from '@quad/platform/console/form-drawer';
import { PictureField, type TFileRef } from '@quad/platform/console/upload-field';
import type { TManagedVoteDetail } from '../../contract-manage';
import { MAX_OPTIONS, MAX_PER_DAY, MIN_OPTIONS, type TResultVisibility } from '../../rules';
import { useManagedVote, useSaveVote, useVoteAudienceOptions } from '../calls/manage';

interface TVoteForm extends TAudienceForm {
  title: string;
  description: string;
  cover?: TFileRef;
  options: { id?: string; text: string; picture?: TFileRef }[];
  multiple: boolean;
  minPicks: number;
  maxPicks: number;
  anonymous: boolean;
  perDay: number;
  window: [Dayjs, Dayjs];
  results: TResultVisibility;
}

const blank = (): TVoteForm => ({
  title: '',
  description: '',
  options: [{ text: '' }, { text: '' }],
  multiple: false,
  minPicks: 1,
  maxPicks: 2,
  anonymous: false,
  perDay: 0,
  window: [dayjs().startOf('hour'), dayjs().startOf('hour').add(7, 'day')],
  results: 'voted',
  ...EVERYONE,
});

const fileRef = (file: string, url: string): TFileRef | undefined => (file ? { file, url } : undefined);

const formOf = (v: TManagedVoteDetail): TVoteForm => ({
  title: v.title,
  description: v.description,
  cover: fileRef(v.cover, v.coverUrl),
  options: v.options.map((o) => ({ id: o.id, text: o.text, picture: fileRef(o.picture, o.pictureUrl) })),
  multiple: v.multiple,
  minPicks: v.minPicks,
  maxPicks: v.maxPicks,
  anonymous: v.anonymous,
  perDay: v.perDay,
  window: [dayjs.unix(v.opensAt), dayjs.unix(v.closesAt)],
  results: v.results,
  ...audienceOf(v),
});

/** Setting up a vote: its text and cover, options with pictures, how it is cast, when, for whom, when results show. */
export function VoteDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('vote');
  const [form] = Form.useForm<TVoteForm>();
  const existing = useManagedVote(id ?? '');
  const choices = useVoteAudienceOptions(id !== null);
  const save = useSaveVote(t('drawer.saved'));
  const multiple = Form.useWatch('multiple', form);
  const all = Form.useWatch('all', form);
  const locked = (existing.data?.ballots ?? 0) > 0 && !!id;

  useDrawerValues(form, id, existing.data, blank, formOf);

  const submit = async (values: TVoteForm) => {
    const [opens, closes] = values.window;
    const done = await save.mutateAsync({
      id: id || undefined,
      title: values.title,
      description: values.description,
      cover: values.cover?.file ?? '',
      options: values.options.map((o) => ({ id: o.id, text: o.text, picture: o.picture?.file ?? '' })),
      multiple: values.multiple,
      minPicks: values.multiple ? values.minPicks : 1,
      maxPicks: values.multiple ? values.maxPicks : 1,
      anonymous: values.anonymous,
      perDay: values.perDay,
      opensAt: opens.unix(),
      closesAt: closes.unix(),
      results: values.results,
      ...audienceOf(values),
    });
    if (done) onClose();
  };

  return (
    <FormDrawer
      open={id !== null}
      title={id ? t('drawer.edit') : t('drawer.create')}
      width={640}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        {locked && <Alert type="info" showIcon title={t('drawer.locked')} style={{ marginBottom: 16 }} />}
        <Form.Item name="title" label={t('drawer.title')} required>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="description" label={t('drawer.description')}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="cover" label={t('drawer.cover')}>
          <PictureField label={t('drawer.cover')} />
        </Form.Item>
        <Form.List name="options">
          {(fields, { add, remove }) => (
            <Form.Item label={t('drawer.options', { min: MIN_OPTIONS, max: MAX_OPTIONS })} required>
              {fields.map((field, index) => (
                <div
                  key={field.key}
                  className="vt-option-row"
                  style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 8 }}
                >
                  <Form.Item name={[field.name, 'text']} noStyle>
                    <Input
                      maxLength={100}
                      placeholder={t('drawer.optionText', { n: index + 1 })}
                      aria-label={t('drawer.optionText', { n: index + 1 })}
                      style={{ flex: 1 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'picture']} noStyle>
                    <PictureField label={t('drawer.optionPicture', { n: index + 1 })} />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    disabled={locked || fields.length <= MIN_OPTIONS}
                    onClick={() => remove(field.name)}
                    aria-label={t('drawer.removeOption', { n: index + 1 })}
                  />
                </div>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={locked || fields.length >= MAX_OPTIONS}
                onClick={() => add({ text: '' })}
                block
              >
                {t('drawer.addOption')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="multiple" label={t('drawer.choice')}>
          <Radio.Group
            disabled={locked}
            options={[
              { value: false, label: t('kind.single') },
              { value: true, label: t('kind.multiple') },
            ]}
          />
        </Form.Item>
        {multiple && (
          <div style={{ display: 'flex', gap: 16 }}>
            <Form.Item name="minPicks" label={t('drawer.minPicks')}>
              <InputNumber min={1} max={MAX_OPTIONS} disabled={locked} />
            </Form.Item>
            <Form.Item name="maxPicks" label={t('drawer.maxPicks')}>
              <InputNumber min={1} max={MAX_OPTIONS} disabled={locked} />
            </Form.Item>
          </div>
        )}
        <Form.Item name="anonymous" label={t('drawer.anonymous')} valuePropName="checked" extra={t('drawer.anonymousHint')}>
          <Switch disabled={locked} />
        </Form.Item>
        <Form.Item name="perDay" label={t('drawer.perDay')} extra={t('drawer.perDayHint')}>
          <InputNumber min={0} max={MAX_PER_DAY} disabled={locked} />
        </Form.Item>
        <Form.Item name="window" label={t('drawer.window')} required>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label={t('drawer.window')} />
        </Form.Item>
        <Form.Item name="results" label={t('drawer.results')}>
          <Radio.Group
            options={[
              { value: 'voted', label: t('drawer.resultsVoted') },
              { value: 'closed', label: t('drawer.resultsClosed') },
            ]}
          />
        </Form.Item>
        <Form.Item name="all" label={t('drawer.all')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {!all && <AudienceFields choices={choices} />}
      </Form>
    </FormDrawer>
  );
}
