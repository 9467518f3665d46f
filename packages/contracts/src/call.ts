import type { z } from 'zod';
import { ErrorCode } from './errors';
import { anyInput, idInput, isIdInput } from './shapes';

/**
 * Who may make a call: anyone, anyone signed in, or holders of an app (optionally one of its modules)
 * in their permission map.
 */
export type TCallAccess = 'public' | 'session' | { app: string; module?: string };

/**
 * A call's contract, shared by the server (which validates with it and generates the reference from it)
 * and the web (which types its requests with it).
 */
export interface CallContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /**
   * What the call is: GET reads, every other method changes state (see `changesState`). A state change
   * never runs on a plain GET, even when `alsoMethods` lists GET for the original product's pages.
   */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * Extra methods served at the same path (the original product answered some calls to GET and POST).
   * GET on a state change answers only an XHR that names this site (`X-Requested-With` and a same-site
   * Origin or Referer), so a link or an image in a page cannot make it.
   */
  alsoMethods?: ('GET' | 'POST')[];
  path: string;
  /** Further paths answering the same call, kept for scripts written against the original product. */
  aliases?: string[];
  summary: string;
  access: TCallAccess;
  /**
   * `form` (default) or `json`: what the web client sends; the server reads both. A `multipart` call
   * takes one file (field `file`) with its other fields as parameters.
   */
  encoding?: 'form' | 'json' | 'multipart';
  /** Largest file a `multipart` call takes, bytes; the server's upload limit (`UPLOAD_LIMIT`) when absent. */
  maxFileBytes?: number;
  /** Largest form or JSON body this call takes, bytes, for the rare call that takes a whole table; the server's 2 MB when absent. */
  maxBodyBytes?: number;
  input: I;
  output: O;
  /**
   * Answer codes besides 0 that this call returns on purpose. A declaration lists only its own:
   * `defineCall` adds those its access and input imply (`impliedErrors`).
   */
  errors?: number[];
  /**
   * Stable reasons (`health.already-reported`) of refusals the caller acts on, answered as `d.reason`
   * besides the Chinese `m`. A reason the contract does not declare is left out of the answer, so
   * the original protocol's calls, which declare none, keep the bodies it fixes.
   */
  reasons?: string[];
  /**
   * Open to a session that must change its password first (first sign-in, administrator's reset): the
   * change itself and "who am I". Every other call answers such a session 10028.
   */
  beforePasswordChange?: boolean;
}

/** A call declared with any method but GET changes state: the server's request wall keeps plain GETs off it. */
export const changesState = (contract: Pick<CallContract, 'method'>): boolean => contract.method !== 'GET';

/** Whether a call reads fields: a file, or any key of its input (an input that is not a plain object always does). */
function readsFields({ input, encoding }: Pick<CallContract, 'input' | 'encoding'>): boolean {
  const shape = (input as { shape?: object }).shape;
  return encoding === 'multipart' || shape === undefined || Object.keys(shape).length > 0;
}

/**
 * The codes a call answers by its kind alone: one that needs a session meets nobody signed in (10013),
 * a caller without the role or a service token it does not admit (10003), and a session that must change
 * its password first (10028, unless the call is open to it); one that reads fields meets bad ones
 * (10022); one about a record by its `idInput` meets an id that is not there (10004).
 */
function impliedErrors(c: CallContract): number[] {
  const codes: number[] = [];
  if (c.access !== 'public') codes.push(ErrorCode.NOT_LOGGED_IN, ErrorCode.FORBIDDEN);
  if (c.access !== 'public' && !c.beforePasswordChange) codes.push(ErrorCode.PASSWORD_CHANGE_REQUIRED);
  if (readsFields(c)) codes.push(ErrorCode.INVALID);
  if (isIdInput(c.input)) codes.push(ErrorCode.NOT_FOUND);
  return codes;
}

/** A call's contract, with the codes its access and input imply added to those it declares. */
export function defineCall<I extends z.ZodType, O extends z.ZodType>(c: CallContract<I, O>): CallContract<I, O> {
  const errors = [...new Set([...(c.errors ?? []), ...impliedErrors(c)])].sort((a, b) => a - b);
  return { ...c, errors };
}

/** What a call declares besides its method, path and summary. */
type TCallSpec<I extends z.ZodType, O extends z.ZodType> = Omit<CallContract<I, O>, 'method' | 'alsoMethods' | 'path' | 'summary'>;

/** What the calls of a family share, declared once for all of them: who may make them, and maybe their input. */
type TShared = Partial<Pick<CallContract, 'access' | 'input'>>;

/** The input a family fixes; else the call's own, or, for a call that declares none, `anyInput`. */
type TSharedInput<S extends TShared> = S extends { input: infer I extends z.ZodType } ? I : typeof anyInput;

/** What a call of a family declares: the rest of its spec. A call that reads no parameter declares no input. */
type TOwnSpec<S extends TShared, I extends z.ZodType, O extends z.ZodType> = S extends { input: z.ZodType }
  ? Omit<TCallSpec<I, O>, keyof S>
  : Omit<TCallSpec<I, O>, keyof S | 'input'> & { input?: I };

/**
 * How a route table reads a call, method first: `get` reads, `getOrPost` reads and also answers POST (the
 * original product's pages send either), `post` changes state. Anything else is `defineCall`.
 */
const METHODS: Record<'get' | 'getOrPost' | 'post', Pick<CallContract, 'method' | 'alsoMethods'>> = {
  get: { method: 'GET' },
  getOrPost: { method: 'GET', alsoMethods: ['POST'] },
  post: { method: 'POST' },
};

/** `get`, `getOrPost` and `post` for calls that all carry `shared`; each call declares the rest. */
function declarers<S extends TShared>(shared: S) {
  const declare =
    (how: keyof typeof METHODS) =>
    <O extends z.ZodType, I extends z.ZodType = TSharedInput<S> & z.ZodType>(path: string, summary: string, spec: TOwnSpec<S, I, O>) =>
      // What the family shares and what the call declares make a whole spec, which TypeScript cannot see through `keyof S`.
      defineCall({ ...METHODS[how], path, summary, input: anyInput, ...shared, ...spec } as unknown as CallContract<I, O>);
  return { get: declare('get'), getOrPost: declare('getOrPost'), post: declare('post') };
}

export const { get, getOrPost, post } = declarers({});

/**
 * A family of calls that share who may make them, written once instead of in every call, the way a
 * router's base procedure carries its guard: `const publisher = callsFor(PUBLISH)`, then
 * `publisher.post(path, summary, { input, output })`. `about(id)` narrows it to calls about one record,
 * which take only its id (`idInput`, so they may answer "not found").
 */
export function callsFor(access: TCallAccess) {
  return { ...declarers({ access }), about: <Id extends z.ZodType>(id: Id) => declarers({ access, input: idInput(id) }) };
}

/** The calls any signed-in person may make (about themselves: their messages, their answers). */
export const signedIn = callsFor('session');

export type TCallInput<C> = C extends CallContract<infer I, z.ZodType> ? z.input<I> : never;
export type TCallOutput<C> = C extends CallContract<z.ZodType, infer O> ? z.output<O> : never;
