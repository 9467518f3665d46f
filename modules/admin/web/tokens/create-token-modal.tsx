import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { TPermissionMap } from '@quad/contracts/permission-checks';
import type { TServiceToken } from '@quad/contracts/tokens';
import { registeredModules } from '@quad/platform/shell/area';
import { consoleSections } from '@quad/platform/shell/console/console-sections';
import { FormModal } from '@quad/platform/console/form-modal';
// The web registry's manifests only, as in known-apps.ts.
import { knownApps } from '../console/known-apps';
import { modulesInUse, rowsToGrants, type TGrantRow } from '../roles/grants';
import { GrantsEditor } from '../roles/grants-editor';
import { useCreateToken } from '../calls/create-token';

interface TTokenForm {
  name: string;
  grants: TGrantRow[];
  expires: Dayjs;
}

/** The server refuses expiries more than three years ahead; the picker doesn't offer them. */
const MAX_YEARS = 3;

/** The console's modules (of every area), suggested beside those already granted to other tokens. */
const consoleGrants = (): TPermissionMap[] =>
  consoleSections(registeredModules()).flatMap(({ console: c }) => (c.module ? [{ [c.app]: { module: [c.module] } }] : []));

/** 签发令牌: a name, the app keys and modules it may call, and when it stops working. */
export function CreateTokenModal({
  open,
  existing,
  onClose,
  onCreated,
}: {
  open: boolean;
  existing: TServiceToken[];
  onClose: () => void;
  onCreated: (token: string, name: string) => void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<TTokenForm>();
  const createToken = useCreateToken();
  const apps = useMemo(() => knownApps(existing.flatMap((x) => Object.keys(x.grants))), [existing]);
  const modulesOf = useMemo(() => modulesInUse([...consoleGrants(), ...existing.map((x) => x.grants)]), [existing]);

  const submit = async (values: TTokenForm) => {
    const input = { name: values.name, grants: rowsToGrants(values.grants ?? []), expires: values.expires.endOf('day').unix() };
    const created = await createToken(input, { form, success: t('token.created') });
    if (!created) return;
    onClose();
    onCreated(created.token, created.name);
  };

  return (
    <FormModal
      form={form}
      open={open}
      title={t('token.create')}
      okText={t('token.createButton')}
      width={640}
      initialValues={{ name: '', grants: [{ app: 'admin', modules: [] }], expires: dayjs().add(1, 'year') }}
      onClose={onClose}
      onFinish={submit}
    >
      <Form.Item name="name" label={t('token.name')} extra={t('token.nameHint')} required>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item label={t('token.grants')} extra={t('token.grantsHint')}>
        <GrantsEditor apps={apps} modulesOf={modulesOf} />
      </Form.Item>
      <Form.Item name="expires" label={t('token.expires')} required>
        <DatePicker
          allowClear={false}
          disabledDate={(d) => d.isBefore(dayjs(), 'day') || d.isAfter(dayjs().add(MAX_YEARS, 'year'), 'day')}
        />
      </Form.Item>
    </FormModal>
  );
}
