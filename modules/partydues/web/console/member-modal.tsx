import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { fenOf } from '@quad/ledger-engine/web';
import { yuan } from '@quad/ledger-engine/shared/money';
import { FormModal } from '@quad/platform/console/form-modal';
import type { TManagedMember } from '../../contract-manage';
import { MEMBER_CATEGORIES } from '../../shared/rules';
import { useSaveMember } from '../calls/manage';

interface TMemberForm {
  number: string;
  branch: string;
  category: TManagedMember['category'];
  /** Yuan as typed, named like the contract's fields so the server's errors land on them. */
  incomeFen: string;
  overrideFen: string;
  startMonth: string;
  active: boolean;
}

const thisMonth = () => new Date().toISOString().slice(0, 7);
const formOf = (m: TManagedMember | Record<string, never>): TMemberForm =>
  'userId' in m
    ? {
        number: m.number,
        branch: m.branchId,
        category: m.category,
        incomeFen: yuan(m.incomeFen),
        overrideFen: m.overrideFen ? yuan(m.overrideFen) : '',
        startMonth: m.startMonth,
        active: m.active,
      }
    : { number: '', branch: '', category: 'employed', incomeFen: '', overrideFen: '', startMonth: thisMonth(), active: true };

const yuanRule = (message: string, optional: boolean) => ({
  validator: async (_: unknown, typed: string | undefined) => {
    if (optional && !typed) return;
    if (fenOf(typed ?? '') === undefined) throw new Error(message);
  },
});

/** A member's entry on the roll: branch, category, monthly income, a hand-set amount, start month, on the roll or not. */
export function MemberModal({
  member,
  branches,
  onClose,
}: {
  member: TManagedMember | Record<string, never> | null;
  branches: { value: string; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation('partydues');
  const [form] = Form.useForm<TMemberForm>();
  const save = useSaveMember(t('console.saved'), form);
  const editing = member !== null && 'userId' in member;
  useEffect(() => {
    if (member) form.setFieldsValue(formOf(member));
  }, [member, form]);
  const submit = async ({ incomeFen, overrideFen, ...values }: TMemberForm) => {
    const done = await save.mutateAsync({
      ...values,
      incomeFen: fenOf(incomeFen || '0') ?? 0,
      overrideFen: fenOf(overrideFen || '0') ?? 0,
    });
    if (done) onClose();
  };
  return (
    <FormModal<TMemberForm>
      form={form}
      open={member !== null}
      title={editing ? t('console.members.edit') : t('console.members.add')}
      okText={t('console.save')}
      onClose={onClose}
      onFinish={submit}
    >
      <Form.Item name="number" label={t('console.members.number')} required>
        <Input disabled={editing} maxLength={64} />
      </Form.Item>
      <Form.Item name="branch" label={t('console.members.branch')} rules={[{ required: true, message: t('console.members.chooseBranch') }]}>
        <Select options={branches} aria-label={t('console.members.branch')} />
      </Form.Item>
      <Form.Item name="category" label={t('console.members.category')} required>
        <Select
          options={MEMBER_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          aria-label={t('console.members.category')}
        />
      </Form.Item>
      <Form.Item
        name="incomeFen"
        label={t('console.members.incomeYuan')}
        extra={t('console.members.incomeHint')}
        rules={[yuanRule(t('console.amountInvalid'), true)]}
      >
        <Input inputMode="decimal" prefix="¥" />
      </Form.Item>
      <Form.Item
        name="overrideFen"
        label={t('console.members.overrideYuan')}
        extra={t('console.members.overrideHint')}
        rules={[yuanRule(t('console.amountInvalid'), true)]}
      >
        <Input inputMode="decimal" prefix="¥" />
      </Form.Item>
      <Form.Item
        name="startMonth"
        label={t('console.members.start')}
        rules={[{ pattern: /^\d{4}-(0[1-9]|1[0-2])$/, message: t('console.monthInvalid') }]}
      >
        <Input placeholder="2026-01" />
      </Form.Item>
      <Form.Item name="active" label={t('console.members.active')} valuePropName="checked" extra={t('console.members.activeHint')}>
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
