import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Spin from 'antd/es/spin';
import { QueryError } from '@quad/platform/console/query-states';
import { PAPER_INDEXES, PROJECT_LEVELS, SHARED_PART, type TPoints } from '../../rules';
import { usePoints, useSavePoints } from '../calls/office';

/** 工作量分值: the points of each project level and paper index that 科研工作量 counts. */
export default function PointsScreen() {
  const { t } = useTranslation('research');
  const points = usePoints();
  const [form] = Form.useForm<TPoints>();
  const save = useSavePoints(t('office.saved'));
  useEffect(() => {
    if (points.data) form.setFieldsValue(points.data.points);
  }, [points.data, form]);
  const field = (item: keyof TPoints, label: string) => (
    <Form.Item key={item} name={item} label={label} rules={[{ required: true }]}>
      <InputNumber min={0} max={10000} precision={0} />
    </Form.Item>
  );
  if (points.isError) return <QueryError error={points.error} onRetry={() => void points.refetch()} />;
  if (!points.data) return <Spin />;
  return (
    <>
      <p>{t('office.pointsRule', { share: SHARED_PART * 100 })}</p>
      <Form form={form} layout="inline" onFinish={(values) => void save.mutateAsync({ points: values })}>
        <h3 style={{ width: '100%' }}>{t('office.projects')}</h3>
        {PROJECT_LEVELS.map((level) => field(level, t(`level.${level}`)))}
        <h3 style={{ width: '100%', marginTop: 16 }}>{t('office.papers')}</h3>
        {PAPER_INDEXES.map((index) => field(index, t(`index.${index}`)))}
        <div style={{ width: '100%', marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('office.save')}
          </Button>
        </div>
      </Form>
    </>
  );
}
