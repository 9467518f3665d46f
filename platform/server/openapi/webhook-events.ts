import { zWebhookBody } from '@quad/contracts/webhooks';
import type { TWebhookCatalogue } from '../webhooks/catalogue';
import type { SchemaBook, TJsonSchema } from './schemas';

const header = (name: string, description: string) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } });

const HEADERS = [
  header('X-Quad-Event', '事件类型'),
  header('X-Quad-Delivery', '投递编号，重试时不变'),
  header('X-Quad-Timestamp', '发送时间（Unix 秒），签名的一部分；与当前时间相差太多时应拒收'),
  header('X-Quad-Signature', 'sha256= 加上以签名密钥对「时间戳 + "." + 正文」计算的 HMAC-SHA256（十六进制）'),
];

/** The `webhooks` section: what the portal POSTs to a registered address for each event. */
export function webhookOperations(events: TWebhookCatalogue, book: SchemaBook): Record<string, TJsonSchema> {
  return Object.fromEntries(
    [...events].map(([type, event]) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace('.', '_')}`,
          tags: ['webhooks'],
          summary: event.summary,
          parameters: HEADERS,
          requestBody: { required: true, content: { 'application/json': { schema: book.convert(zWebhookBody(event), 'output') } } },
          responses: { '2XX': { description: '已收到；其他回答、超时或连接失败会按指数退避重试' } },
        },
      },
    ]),
  );
}
