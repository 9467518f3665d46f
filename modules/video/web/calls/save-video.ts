import type { FormInstance } from 'antd/es/form';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { saveVideo } from '../../contract';
import { videoReads } from './stale';

/** Creating or editing a video in the console: refusals go under the drawer's fields. */
export const useSaveVideo = (form: FormInstance, success: string) => useConsoleMutation(saveVideo, { form, success, invalidates: videoReads });
