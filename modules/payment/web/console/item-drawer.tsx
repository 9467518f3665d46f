import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from 'antd/es/alert';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { yuan } from '@quad/ledger-engine/shared/money';
import { AudienceFields } from '@quad/platform/console/audience-fields';
import { FormDrawer } from '@quad/platform/console/form-drawer';
import { QueryError } from '@quad/platform/console/query-states';
import { FEE_CATEGORIES } from '../../contract';
import type { TFeeItemDetail, TFeeItemSettings } from '../../contract-manage';
import { useFeeAudienceOptions, useFeeItem, useSaveFeeItem } from '../calls/finance';
import { fenOf, yuanRule } from './format';
import { PayersImport } from './payers-import';

interface TItemForm extends Omit<TFeeItemSettings, 'amountFen' | 'deadline'> {
  /** Yuan as typed; named like the contract's field so the server's errors on it land here. */
  amountFen: string;
  deadline: Dayjs;
}

const blank = (): Partial<TItemForm> => ({
  category: 'other',
  perPerson: false,
  amountFen: '',
  deadline: dayjs().add(30, 'day').endOf('day'),
  published: false,
  all: true,
});

const formOf = (item: TFeeItemDetail): TItemForm => ({
  ...item,
  amountFen: item.perPerson ? '' : yuan(item.amountFen),
  deadline: dayjs.unix(item.deadline),
});

/** Setting up a fee item: what it is, who collects it, one amount for an audience or a list of people with their own, and until when. */
export function ItemDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('payment');
  const [form] = Form.useForm<TItemForm>();
  const existing = useFeeItem(id ?? '');
  const choices = useFeeAudienceOptions(id !== null);
  const save = useSaveFeeItem(t('console.item.saved'), form);
  const perPerson = Form.useWatch('perPerson', form);
  const all = Form.useWatch('all', form);
  const loaded = !id || existing.data !== undefined;
  const locked = !!id && (existing.data?.paidOrders ?? 0) > 0;

  useEffect(() => {
    if (id === null || !loaded) return;
    form.resetFields();
    form.setFieldsValue(id && existing.data ? formOf(existing.data) : blank());
  }, [id, loaded, existing.data, form]);

  const submit = async ({ amountFen, deadline, ...values }: TItemForm) => {
    const audience = values.perPerson || values.all ? { departments: [], classes: [], roles: [], people: [] } : {};
    const done = await save.mutateAsync({
      ...values,
      ...audience,
      id: id || undefined,
      amountFen: values.perPerson ? 0 : (fenOf(amountFen) ?? 0),
      payers: values.perPerson ? values.payers : '',
      deadline: deadline.unix(),
    });
    if (done) onClose();
  };

  return (
    <FormDrawer
      open={id !== null}
      title={id ? t('console.item.edit') : t('console.item.create')}
      width={640}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      {existing.isError ? (
        <QueryError error={existing.error} onRetry={() => void existing.refetch()} />
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} disabled={!loaded}>
          {locked && <Alert type="info" showIcon title={t('console.item.locked')} style={{ marginBottom: 16 }} />}
          <Form.Item name="title" label={t('console.item.title')} required>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="category" label={t('console.item.category')} required>
            <Select
              options={FEE_CATEGORIES.map((c) => ({ value: c, label: t(`console.category.${c}`) }))}
              aria-label={t('console.item.category')}
            />
          </Form.Item>
          <Form.Item name="payee" label={t('console.item.payee')} required>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="description" label={t('console.item.description')}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
          <Form.Item name="perPerson" label={t('console.item.perPerson')} valuePropName="checked">
            <Switch disabled={locked} />
          </Form.Item>
          {perPerson ? (
            <>
              <Form.Item name="payers" label={t('console.item.payers')} extra={t('console.item.payersHint')} required>
                <Input.TextArea rows={8} disabled={locked} placeholder={t('console.item.payersExample')} />
              </Form.Item>
              {!locked && <PayersImport onRead={(payers) => form.setFields([{ name: 'payers', value: payers, errors: [] }])} />}
            </>
          ) : (
            <Form.Item name="amountFen" label={t('console.item.amount')} rules={[yuanRule(t('console.item.amountInvalid'))]} required>
              <Input inputMode="decimal" prefix="¥" disabled={locked} />
            </Form.Item>
          )}
          <Form.Item name="deadline" label={t('console.item.deadline')} required>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label={t('console.item.deadline')} />
          </Form.Item>
          {!perPerson && (
            <>
              <Form.Item name="all" label={t('console.item.all')} valuePropName="checked">
                <Switch />
              </Form.Item>
              {!all && <AudienceFields choices={choices} />}
            </>
          )}
          <Form.Item name="published" label={t('console.item.published')} valuePropName="checked" extra={t('console.item.publishedHint')}>
            <Switch />
          </Form.Item>
        </Form>
      )}
    </FormDrawer>
  );
}
