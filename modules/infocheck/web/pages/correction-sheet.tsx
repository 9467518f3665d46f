import Popup from 'antd-mobile/es/components/popup';
import type { TRecordItem } from '../../contract';
import { CorrectionForm } from './correction-form';

/**
 * 修改: the correction form in a bottom sheet. A chunk of its own, fetched on the first 修改: antd-mobile's
 * Popup animates with a spring library the record page's first load does without.
 */
export default function CorrectionSheet({ item, onClose }: { item: TRecordItem | undefined; onClose: () => void }) {
  return (
    <Popup visible={item !== undefined} onMaskClick={onClose} onClose={onClose} bodyClassName="ic-popup" destroyOnClose>
      {item && <CorrectionForm item={item} onDone={onClose} />}
    </Popup>
  );
}
