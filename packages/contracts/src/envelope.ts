import { z } from 'zod';

/** Every answer, success or business failure, is HTTP 200 with this body. */
export interface TEnvelope<D = unknown> {
  e: number;
  m: string;
  d: D;
}

export const zEnvelope = <D extends z.ZodType>(d: D) =>
  z.object({ e: z.number().int(), m: z.string(), d });

/** `d.errors` of a validation failure: field name → Chinese message. */
export const ZFieldErrors = z.record(z.string(), z.string());
export type TFieldErrors = z.infer<typeof ZFieldErrors>;

/** `d` of the not-logged-in answer (code 10013). */
export const ZNotLoggedIn = z.object({ login_url: z.string() });
