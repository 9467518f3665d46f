import { corpBind, corpBindByCode, corpBindSendCode } from '@quad/contracts/corp-calls';
import { useCallMutation } from '@quad/platform/shell/calls';
import { exchangeMinigramTicket } from '../../contract';

export const useExchangeTicket = () => useCallMutation(exchangeMinigramTicket, { loading: true });
export const useCorpBind = () => useCallMutation(corpBind, { loading: true });
/** The code way of binding: a code to the number's bound phone, then number + code. */
export const useCorpBindSendCode = () => useCallMutation(corpBindSendCode);
export const useCorpBindByCode = () => useCallMutation(corpBindByCode, { loading: true });

/** A new session changes everything the shell loaded: the next page is a full load, never a client-side move. */
export const goTo = (url: string) => window.location.replace(url);
