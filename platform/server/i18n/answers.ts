import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@quad/contracts/errors';
import { MessageCatalogue, type TServerMessages } from './catalogue';
import { answerLang } from './lang';
import platformEnglish from './server.en.json' with { type: 'json' };
import platformTraditional from './server.tw.json' with { type: 'json' };

interface TFailedEnvelope {
  e: number;
  m: string;
  d?: { errors?: Record<string, string> } | null;
}

const isFailure = (payload: unknown): payload is TFailedEnvelope =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as TFailedEnvelope).e === 'number' &&
  (payload as TFailedEnvelope).e !== ErrorCode.OK &&
  typeof (payload as TFailedEnvelope).m === 'string';

/**
 * Answers a failure in the request's language (`answerLang`): its message and each field's message,
 * wherever the envelope was made (a refusal, validation, the error handler, a hook). Successes keep
 * `操作成功`, which the original protocol's clients compare, and zh answers are left as written.
 */
export function installAnswerTranslation(app: FastifyInstance, units: TServerMessages[]): void {
  const catalogues = {
    en: new MessageCatalogue([platformEnglish, ...units.map((unit) => unit.en)]),
    tw: new MessageCatalogue([platformTraditional, ...units.map((unit) => unit.tw)]),
  };
  const translate = (payload: TFailedEnvelope, lang: 'en' | 'tw'): TFailedEnvelope => {
    const catalogue = catalogues[lang];
    const errors = payload.d?.errors;
    const translated = errors && Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, catalogue.translate(text)]));
    return { ...payload, m: catalogue.translate(payload.m), ...(translated ? { d: { ...payload.d, errors: translated } } : {}) };
  };
  // A callback hook, not an async one: every answer passes here, and most leave at the first test.
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    const lang = isFailure(payload) ? answerLang(request.headers) : 'zh';
    done(null, lang === 'zh' ? payload : translate(payload as TFailedEnvelope, lang));
  });
}
