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
import type { TManagedLotteryDetail } from '../../contract-manage';
import { CHANCE_SCALE, MAX_PRIZES, type TLotteryPeriod } from '../../rules';
import { useLotteryAudienceOptions, useManagedLottery, useSaveLottery } from '../calls/manage';

interface TLotteryForm extends TAudienceForm {
  title: string;
  description: string;
  period: TLotteryPeriod;
  window: [Dayjs, Dayjs];
  /** Chances typed as percentages with one decimal (0.1% = 1‰). */
  prizes: { key?: string; name: string; count: number; percent: number }[];
}

const blank = (): TLotteryForm => ({
  title: '',
  description: '',
  period: 'once',
  window: [dayjs().startOf('hour'), dayjs().startOf('hour').add(7, 'day')],
  prizes: [{ name: '', count: 1, percent: 10 }],
  ...EVERYONE,
});

const formOf = (l: TManagedLotteryDetail): TLotteryForm => ({
  title: l.title,
  description: l.description,
  period: l.period,
  window: [dayjs.unix(l.opensAt), dayjs.unix(l.closesAt)],
  prizes: l.prizes.map((p) => ({ key: p.key, name: p.name, count: p.count, percent: p.chance / 10 })),
  ...audienceOf(l),
});

/** Setting up a lottery: its text, when, how often each person draws, the prizes (name, count, chance) and for whom. */
export function LotteryDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('lottery');
  const [form] = Form.useForm<TLotteryForm>();
  const existing = useManagedLottery(id ?? '');
  const choices = useLotteryAudienceOptions(id !== null);
  const save = useSaveLottery(t('drawer.saved'));
  const all = Form.useWatch('all', form);
  const locked = (existing.data?.draws ?? 0) > 0 && !!id;

  useDrawerValues(form, id, existing.data, blank, formOf);

  const submit = async (values: TLotteryForm) => {
    const [opens, closes] = values.window;
    const done = await save.mutateAsync({
      id: id || undefined,
      title: values.title,
      description: values.description,
      period: values.period,
      opensAt: opens.unix(),
      closesAt: closes.unix(),
      prizes: values.prizes.map((p) => ({ key: p.key, name: p.name, count: p.count, chance: Math.round(p.percent * 10) })),
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
        {existing.data && (
          <Alert
            type="success"
            title={t('drawer.seedHash', { hash: existing.data.seedHash })}
            style={{ marginBottom: 16, wordBreak: 'break-all' }}
          />
        )}
        <Form.Item name="title" label={t('drawer.title')} required>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="description" label={t('drawer.description')}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="window" label={t('drawer.window')} required>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label={t('drawer.window')} />
        </Form.Item>
        <Form.Item name="period" label={t('drawer.period')}>
          <Radio.Group
            disabled={locked}
            options={[
              { value: 'once', label: t('period.once') },
              { value: 'daily', label: t('period.daily') },
            ]}
          />
        </Form.Item>
        <Form.List name="prizes">
          {(fields, { add, remove }) => (
            <Form.Item label={t('drawer.prizes', { max: MAX_PRIZES })} extra={t('drawer.prizesHint')} required>
              {fields.map((field, index) => (
                <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 8 }}>
                  <Form.Item name={[field.name, 'name']} noStyle>
                    <Input
                      maxLength={30}
                      placeholder={t('drawer.prizeName', { n: index + 1 })}
                      aria-label={t('drawer.prizeName', { n: index + 1 })}
                      style={{ flex: 1 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'count']} noStyle>
                    <InputNumber
                      min={1}
                      max={100_000}
                      precision={0}
                      addonAfter={t('drawer.countUnit')}
                      aria-label={t('drawer.prizeCount', { n: index + 1 })}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'percent']} noStyle>
                    <InputNumber
                      min={0.1}
                      max={CHANCE_SCALE / 10}
                      step={0.1}
                      precision={1}
                      disabled={locked}
                      addonAfter="%"
                      aria-label={t('drawer.prizeChance', { n: index + 1 })}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    disabled={locked || fields.length <= 1}
                    onClick={() => remove(field.name)}
                    aria-label={t('drawer.removePrize', { n: index + 1 })}
                  />
                </div>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={locked || fields.length >= MAX_PRIZES}
                onClick={() => add({ name: '', count: 1, percent: 10 })}
                block
              >
                {t('drawer.addPrize')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="all" label={t('drawer.all')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {!all && <AudienceFields choices={choices} />}
      </Form>
    </FormDrawer>
  );
}
