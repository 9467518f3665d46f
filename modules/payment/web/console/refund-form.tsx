import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { yuan } from '@quad/ledger-engine/shared/money';
import { newRequestId } from '@quad/platform/shell/request-id';
import { useOfficeRefund } from '../calls/finance';
import { fenOf, yuanRule } from './format';

interface TRefundForm {
  /** Yuan as typed; named like the contract's field so the server's errors on it land here. */
  amountFen: string;
  reason: string;
}

/** 发起退款: part or all of what is still refundable, sent once however often the button is pressed. */
export function RefundForm({ orderId, refundableFen }: { orderId: string; refundableFen: number }) {
  const { t } = useTranslation('payment');
  const [form] = Form.useForm<TRefundForm>();
  const refund = useOfficeRefund(t('console.refund.started'), form);
  // One id per refund meant: a retry after a lost answer is the same refund, the next one a new id.
  const [requestId, setRequestId] = useState(newRequestId);

  const submit = async ({ amountFen, reason }: TRefundForm) => {
    const done = await refund.mutateAsync({ id: orderId, amountFen: fenOf(amountFen) ?? 0, reason, requestId });
    if (!done) return;
    form.resetFields();
    setRequestId(newRequestId());
  };

  const amountRule = yuanRule(t('console.item.amountInvalid'), {
    mostFen: refundableFen,
    tooMuch: t('console.refund.tooMuch', { most: yuan(refundableFen) }),
  });

  return (
    <>
      <Typography.Title level={5}>{t('console.refund.start')}</Typography.Title>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="amountFen"
          label={t('console.refund.amount')}
          rules={[amountRule]}
          extra={t('console.refund.most', { most: yuan(refundableFen) })}
          required
        >
          <Input inputMode="decimal" prefix="¥" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('console.refund.reason')}
          rules={[{ required: true, whitespace: true, message: t('console.refund.reasonRequired') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Button type="primary" danger htmlType="submit" loading={refund.isPending}>
          {t('console.refund.submit')}
        </Button>
      </Form>
    </>
  );
}
