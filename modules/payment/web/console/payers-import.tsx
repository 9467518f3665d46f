import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { yuan } from '@quad/ledger-engine/shared/money';
import { HiddenFileInput } from '@quad/platform/ui/hidden-file-input';
import { PAYERS_TEMPLATE_PATH } from '../../contract-manage';
import { readPayersFile } from '../calls/finance';

/**
 * 从Excel导入 and 下载模板 beside the payer list: the server reads and checks the sheet, the lines it
 * answers replace the list, and the office saves the item as usual (nothing is saved by the import).
 */
export function PayersImport({ onRead }: { onRead: (payers: string) => void }) {
  const { t } = useTranslation('payment');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ read?: string; failure?: string }>({});
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setOutcome({});
    try {
      const { payers, count, totalFen } = await readPayersFile(file);
      onRead(payers);
      setOutcome({ read: t('console.item.importRead', { count, total: yuan(totalFen) }) });
    } catch (error) {
      setOutcome({ failure: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ marginBottom: 16 }}>
      <HiddenFileInput
        ref={input}
        accept=".xlsx"
        label={t('console.item.importExcel')}
        disabled={busy}
        onFile={(file) => void choose(file)}
      />
      <Space wrap>
        <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {t('console.item.importExcel')}
        </Button>
        <Button icon={<DownloadOutlined />} href={PAYERS_TEMPLATE_PATH} download>
          {t('console.item.importTemplate')}
        </Button>
      </Space>
      {outcome.read && <Alert type="success" showIcon title={outcome.read} style={{ marginTop: 8 }} />}
      {outcome.failure && <Alert type="error" showIcon title={outcome.failure} style={{ marginTop: 8 }} />}
    </div>
  );
}
