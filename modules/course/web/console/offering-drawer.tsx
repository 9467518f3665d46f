import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { FormDrawer, useDrawerValues } from '@quad/platform/console/form-drawer';
import type { TManagedOffering } from '../../contract-manage';
import { COURSE_CATEGORIES, type TCourseCategory, type TSlot } from '../../rules';
import { useSaveOffering } from '../calls/manage';
import { NEW_SLOT, SlotsEditor } from './slots-editor';

interface TOfferingFields {
  code: string;
  name: string;
  /** Typed in credits (2.5); sent in tenths. */
  credits: number;
  teacher: string;
  place: string;
  category: TCourseCategory;
  capacity: number;
  description: string;
  slots: TSlot[];
  prerequisites: string[];
}

const blank = (): TOfferingFields => ({
  code: '',
  name: '',
  credits: 2,
  teacher: '',
  place: '',
  category: 'required',
  capacity: 60,
  description: '',
  slots: [{ ...NEW_SLOT }],
  prerequisites: [],
});

const fieldsOf = (o: TManagedOffering): TOfferingFields => ({
  code: o.code,
  name: o.name,
  credits: o.credits / 10,
  teacher: o.teacher,
  place: o.place,
  category: o.category,
  capacity: o.counts.capacity,
  description: o.description,
  slots: o.slots,
  prerequisites: o.prerequisites,
});

/**
 * An offering of a term: its course (code, name, credits, category, courses to complete first), its
 * section (teacher, room, places) and its time slots. `offering` is the list's row being edited, `null`
 * for a new one; `open` shows the drawer.
 */
export function OfferingDrawer({
  termId,
  offering,
  open,
  onClose,
}: {
  termId: string;
  offering: TManagedOffering | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('course');
  const [form] = Form.useForm<TOfferingFields>();
  const save = useSaveOffering(t('offeringDrawer.saved'));
  useDrawerValues(form, open ? (offering?.id ?? '') : null, offering ?? undefined, blank, fieldsOf);

  const submit = async (values: TOfferingFields) => {
    const done = await save.mutateAsync({ id: offering?.id, termId, ...values, credits: Math.round(values.credits * 10) });
    if (done) onClose();
  };

  return (
    <FormDrawer
      open={open}
      title={t(offering ? 'offeringDrawer.edit' : 'offeringDrawer.create')}
      width={720}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      <Form form={form} name="course-offering" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="code" label={t('offeringDrawer.code')} required>
          <Input maxLength={20} placeholder="CS101" />
        </Form.Item>
        <Form.Item name="name" label={t('offeringDrawer.name')} required>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="credits" label={t('offeringDrawer.credits')} required>
          <InputNumber min={0.5} max={20} step={0.5} precision={1} aria-label={t('offeringDrawer.credits')} />
        </Form.Item>
        <Form.Item name="category" label={t('offeringDrawer.category')}>
          <Radio.Group options={COURSE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))} />
        </Form.Item>
        <Form.Item name="teacher" label={t('offeringDrawer.teacher')} required>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="place" label={t('offeringDrawer.place')} required>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="capacity" label={t('offeringDrawer.capacity')} extra={t('offeringDrawer.capacityHint')} required>
          <InputNumber min={1} max={100_000} precision={0} aria-label={t('offeringDrawer.capacity')} />
        </Form.Item>
        <SlotsEditor />
        <Form.Item name="prerequisites" label={t('offeringDrawer.prerequisites')} extra={t('offeringDrawer.prerequisitesHint')}>
          <Select mode="tags" tokenSeparators={[',', '，', ' ']} open={false} aria-label={t('offeringDrawer.prerequisites')} />
        </Form.Item>
        <Form.Item name="description" label={t('offeringDrawer.description')}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
