import { useTranslation } from 'react-i18next';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import { QueryError } from '@quad/platform/console/query-states';
import type { TManagedOffering } from '../../contract-manage';
import { useOfferingDraw } from '../calls/manage';
import { fullTime } from '../pages/course-text';

/**
 * An offering's draw as the engine kept it: anyone holding the seed and the preferences' ids can
 * order them again (sha256 of seed:id) and check the outcomes against the digest.
 */
export function DrawResultModal({ offering, onClose }: { offering: TManagedOffering | null; onClose: () => void }) {
  const { t } = useTranslation('course');
  const result = useOfferingDraw(offering?.id ?? '');
  return (
    <Modal open={offering !== null} title={t('draw.title', { title: offering?.title })} footer={null} onCancel={onClose}>
      {result.isError && <QueryError error={result.error} onRetry={() => void result.refetch()} />}
      {result.data && (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('draw.drawnAt')}>{fullTime(result.data.drawnAt)}</Descriptions.Item>
          <Descriptions.Item label={t('draw.entrants')}>{result.data.entrants}</Descriptions.Item>
          <Descriptions.Item label={t('draw.winners')}>{result.data.winners}</Descriptions.Item>
          <Descriptions.Item label={t('draw.seed')}>
            <code style={{ wordBreak: 'break-all' }}>{result.data.seed}</code>
          </Descriptions.Item>
          <Descriptions.Item label={t('draw.digest')}>
            <code style={{ wordBreak: 'break-all' }}>{result.data.digest}</code>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
