import { corpBind } from '@quad/contracts/corp-calls';
import { useCallMutation } from '@quad/platform/shell/calls';
import { exchangeMinigramTicket } from '../../contract';

export const useExchangeTicket = () => useCallMutation(exchangeMinigramTicket, { loading: true });
export const useCorpBind = () => useCallMutation(corpBind, { loading: true });

/** A new session changes everything the shell loaded: the next page is a full load, never a client-side move. */
export const goTo = (url: string) => window.location.replace(url);
