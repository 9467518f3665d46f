import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { TCallInput, TCallOutput } from '@quad/contracts/call';
import { FormModal } from '@quad/platform/console/form-modal';
import type { createSite } from '../../contract-sites';
import { useCreateSite } from '../calls/create-site';

type TSiteForm = Required<Pick<TCallInput<typeof createSite>, 'id' | 'name' | 'domains' | 'base_path' | 'lang'>> & { logo?: string };

const INITIAL: TSiteForm = { id: '', name: '', domains: [], base_path: '/site/', lang: 'zh' };

/** A new site: its id, name, domains, base path, logo and language; the first administrator comes back once. */
export function CreateSiteModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (site: TCallOutput<typeof createSite>, name: string) => void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<TSiteForm>();
  const create = useCreateSite();

  const submit = async (values: TSiteForm) => {
    const created = await create(values, { form, success: t('site.created') });
    if (!created) return;
    onClose();
    onCreated(created, values.name);
  };

  return (
    <FormModal
      form={form}
      open={open}
      title={t('site.create')}
      okText={t('site.createButton')}
      width={560}
      initialValues={INITIAL}
      onClose={onClose}
      onFinish={submit}
    >
      <Form.Item name="id" label={t('site.id')} required extra={t('site.idHint')}>
        <Input maxLength={31} autoFocus autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label={t('site.name')} required>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="domains" label={t('site.domains')} extra={t('site.domainsHint')}>
        <Select mode="tags" open={false} tokenSeparators={[',', ' ', '，']} aria-label={t('site.domains')} suffixIcon={null} />
      </Form.Item>
      <Form.Item name="base_path" label={t('site.basePath')}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="logo" label={t('site.logo')}>
        <Input maxLength={500} placeholder="https://…/logo.png" />
      </Form.Item>
      <Form.Item name="lang" label={t('site.lang')}>
        <Select
          options={(['zh', 'en', 'tw'] as const).map((lang) => ({ value: lang, label: t(`lang.${lang}`) }))}
          aria-label={t('site.lang')}
        />
      </Form.Item>
    </FormModal>
  );
}
