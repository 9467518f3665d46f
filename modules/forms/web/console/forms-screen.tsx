import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@quad/platform/shell/router';
import dayjs from 'dayjs';
import App from 'antd/es/app';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Dropdown from 'antd/es/dropdown';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { z } from 'zod';
import { QueryTable } from '@quad/platform/console/paged-table';
import type { ZFormRow } from '@quad/forms-engine/contract';
import type { TFormStatus } from '@quad/forms-engine/shared/definition';
import { SearchForm } from '@quad/platform/console/search-form';
import { useCloseForm } from '../calls/close-form';
import { useCopyForm } from '../calls/copy-form';
import { useDeleteForm } from '../calls/delete-form';
import { useForms, type TFormFilter } from '../calls/list-forms';
import { fillUrl } from './console-links';
import { copyText } from './copy-text';
import { CreateFormModal } from './create-form-modal';
import { FORMS_CONSOLE_NS } from './console-strings';

type TFormRow = z.infer<typeof ZFormRow>;
const STATUS_COLOR: Record<TFormStatus, string> = { draft: 'default', published: 'green', closed: 'red' };

/** 表单管理: every form of the site, with what can be done to each. */
export default function FormsScreen() {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const copyForm = useCopyForm();
  const closeForm = useCloseForm();
  const deleteForm = useDeleteForm();
  const [filter, setFilter] = useState<TFormFilter>({});
  const [keyword, setKeyword] = useState('');
  const [creating, setCreating] = useState(false);
  const forms = useForms(filter);

  const open = (page: 'design' | 'results', form: TFormRow) => void navigate(`/formAdmin/${page}?id=${encodeURIComponent(form.id)}`);

  const copy = async (form: TFormRow) => {
    await copyForm({ id: form.id }, { success: t('list.copied') });
  };

  const setClosed = (form: TFormRow, closed: boolean) =>
    modal.confirm({
      title: t(closed ? 'list.closeConfirm' : 'list.reopenConfirm', { title: form.title }),
      content: closed ? t('list.closeNote') : undefined,
      okText: t(closed ? 'list.close' : 'list.reopen'),
      okButtonProps: { danger: closed },
      cancelText: t('cancel'),
      onOk: async () => {
        await closeForm({ id: form.id, closed }, { success: t('saved') });
      },
    });

  const remove = (form: TFormRow) =>
    modal.confirm({
      title: t('list.deleteConfirm', { title: form.title }),
      content: t('list.deleteNote'),
      okText: t('list.delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      // The server refuses a form that has answers (e=1): its message is shown by the call.
      onOk: async () => {
        await deleteForm({ id: form.id }, { success: t('list.deleted') });
      },
    });

  const copyLink = async (form: TFormRow) => {
    const url = fillUrl(form.no);
    if (await copyText(url)) void message.success(t('list.linkCopied'));
    else modal.info({ title: t('list.link'), content: <code style={{ userSelect: 'all', wordBreak: 'break-all' }}>{url}</code> });
  };

  const columns: ColumnsType<TFormRow> = [
    { title: t('list.no'), dataIndex: 'no', width: 80 },
    {
      title: t('settings.title'),
      dataIndex: 'title',
      render: (title: string, form) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => open('design', form)}>
          {title}
        </Button>
      ),
    },
    { title: t('settings.category'), dataIndex: 'category', width: 110, render: (c: string) => c || <span className="adm-muted">—</span> },
    { title: t('list.status'), dataIndex: 'status', width: 90, render: (s: TFormStatus) => <Tag color={STATUS_COLOR[s]}>{t(`status.${s}`)}</Tag> },
    {
      title: t('list.version'),
      key: 'version',
      width: 130,
      render: (_, form) => (
        <Space size={4}>
          <span>{form.version ? `v${form.version}` : '—'}</span>
          {form.unpublished && <Badge status="warning" text={t('list.unpublished')} />}
        </Space>
      ),
    },
    { title: t('list.answers'), dataIndex: 'answers', width: 80, align: 'right' },
    {
      title: t('settings.closesAt'),
      dataIndex: 'closesAt',
      width: 150,
      render: (s: number) => (s ? dayjs.unix(s).format('YYYY-MM-DD HH:mm') : <span className="adm-muted">{t('list.noLimit')}</span>),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 200,
      render: (_, form) => (
        <Space size={0} className="adm-nowrap">
          <Button type="link" size="small" onClick={() => open('design', form)}>
            {t('list.design')}
          </Button>
          <Button type="link" size="small" onClick={() => open('results', form)}>
            {t('list.results')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'link', label: t('list.copyLink'), disabled: form.status === 'draft' },
                { key: 'copy', label: t('list.copy') },
                form.status === 'closed' ? { key: 'reopen', label: t('list.reopen') } : { key: 'close', label: t('list.close'), disabled: form.status === 'draft' },
                { type: 'divider' },
                { key: 'delete', label: t('list.delete'), danger: true },
              ],
              onClick: ({ key }) => {
                if (key === 'link') void copyLink(form);
                if (key === 'copy') void copy(form);
                if (key === 'close' || key === 'reopen') setClosed(form, key === 'close');
                if (key === 'delete') remove(form);
              },
            }}
          >
            <Button type="link" size="small" aria-label={t('list.more', { title: form.title })}>
              {t('list.moreShort')}
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];

  return (
    <Card size="small">
      <SearchForm onSearch={() => setFilter((f) => ({ ...f, keyword: keyword.trim() || undefined }))}>
        <Input.Search
          style={{ width: 260 }}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(value) => setFilter((f) => ({ ...f, keyword: value.trim() || undefined }))}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          allowClear
        />
        <Select<TFormStatus | 'all'>
          style={{ width: 140 }}
          value={filter.status ?? 'all'}
          aria-label={t('list.status')}
          onChange={(status) => setFilter((f) => ({ ...f, status: status === 'all' ? undefined : status }))}
          options={(['all', 'draft', 'published', 'closed'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <span className="adm-toolbar__grow" />
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('list.create')}
        </Button>
      </SearchForm>
      <QueryTable<TFormRow>
        result={forms}
        rows={forms.data?.list}
        columns={columns}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, showTotal: (total) => t('list.total', { total }) }}
        emptyText={t('list.empty')}
      />
      <CreateFormModal open={creating} onClose={() => setCreating(false)} onCreated={(id) => void navigate(`/formAdmin/design?id=${encodeURIComponent(id)}`)} />
    </Card>
  );
}
