import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { FormModal } from '@quad/platform/console/form-modal';
import { QueryTable } from '@quad/platform/console/paged-table';
import type { TBranch } from '../../contract-manage';
import { useBranches, useDeleteBranch, useSaveBranch } from '../calls/manage';

interface TBranchForm {
  name: string;
  /** 学工号 of the secretaries. */
  secretaries: string[];
}

/** 党支部: the branches, their secretaries (who see the branch's statistics on the phone) and how many members each has. */
export default function BranchesScreen() {
  const { t } = useTranslation('partydues');
  const { modal } = App.useApp();
  const branches = useBranches();
  const remove = useDeleteBranch(t('console.branches.deleted'));
  const [form] = Form.useForm<TBranchForm>();
  const save = useSaveBranch(t('console.saved'), form);
  /** The branch being edited, `{}` for a new one, null with the dialog closed. */
  const [editing, setEditing] = useState<TBranch | Record<string, never> | null>(null);
  useEffect(() => {
    if (editing)
      form.setFieldsValue(
        'id' in editing ? { name: editing.name, secretaries: editing.secretaries.map((s) => s.number) } : { name: '', secretaries: [] },
      );
  }, [editing, form]);
  const submit = async (values: TBranchForm) => {
    const done = await save.mutateAsync({ ...values, id: editing && 'id' in editing ? editing.id : undefined });
    if (done) setEditing(null);
  };
  // The server refuses a branch that still has members; its message says so.
  const confirmDelete = (branch: TBranch) =>
    modal.confirm({
      title: t('console.branches.deleteConfirm', { name: branch.name }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync({ id: branch.id });
      },
    });
  return (
    <>
      <div className="adm-toolbar">
        <span className="adm-toolbar__grow" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('console.branches.add')}
        </Button>
      </div>
      <QueryTable<TBranch>
        result={branches}
        rows={branches.data?.list}
        emptyText={t('console.branches.empty')}
        pagination={false}
        columns={[
          { title: t('console.branches.name'), dataIndex: 'name' },
          {
            title: t('console.branches.secretaries'),
            dataIndex: 'secretaries',
            render: (list: TBranch['secretaries']) => list.map((s) => `${s.name}（${s.number}）`).join('、'),
          },
          { title: t('console.branches.members'), dataIndex: 'members', align: 'right' },
          {
            title: t('console.actions'),
            key: 'actions',
            render: (_, b) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(b)} aria-label={t('console.branches.editOf', { name: b.name })}>
                  {t('console.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => confirmDelete(b)}
                  aria-label={t('console.branches.deleteOf', { name: b.name })}
                >
                  {t('console.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <FormModal<TBranchForm>
        form={form}
        open={editing !== null}
        title={editing && 'id' in editing ? t('console.branches.edit') : t('console.branches.add')}
        okText={t('console.save')}
        onClose={() => setEditing(null)}
        onFinish={submit}
      >
        <Form.Item name="name" label={t('console.branches.name')} required>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="secretaries" label={t('console.branches.secretaries')} extra={t('console.branches.secretariesHint')} required>
          <Select mode="tags" tokenSeparators={[',', '，', ' ']} open={false} aria-label={t('console.branches.secretaries')} />
        </Form.Item>
      </FormModal>
    </>
  );
}
