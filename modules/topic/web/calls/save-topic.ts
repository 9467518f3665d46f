import type { FormInstance } from 'antd/es/form';
import { useConsoleMutation } from '@quad/platform/shell/console/use-call';
import { saveTopic } from '../../contract';
import { topicReads } from './stale';

/** Creating or editing a topic in the console: refusals go under the drawer's fields. */
export const useSaveTopic = (form: FormInstance, success: string) => useConsoleMutation(saveTopic, { form, success, invalidates: topicReads });
