import { describe, expect, it } from 'vitest';
import { logoutTicket, parseServiceResponse } from './xml';

describe('CAS answers', () => {
  it('reads the user and the attributes of a success, whatever the prefix', () => {
    const xml = `<?xml version="1.0"?><cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess>
      <cas:user>zhang3</cas:user><cas:attributes><cas:xgh>0012345</cas:xgh><cas:name>张三 &amp; 李四</cas:name></cas:attributes>
      </cas:authenticationSuccess></cas:serviceResponse>`;
    expect(parseServiceResponse(xml)).toEqual({ ok: true, user: 'zhang3', attributes: { xgh: '0012345', name: '张三 & 李四' } });
    expect(parseServiceResponse(xml.replaceAll('cas:', 'x:').replace('xmlns:x', 'xmlns:x'))).toMatchObject({ ok: true, user: 'zhang3' });
  });

  it('reads a failure with its code, and refuses what is not a CAS answer', () => {
    const xml = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket ST-1 not recognized</cas:authenticationFailure></cas:serviceResponse>`;
    expect(parseServiceResponse(xml)).toEqual({ ok: false, code: 'INVALID_TICKET', message: 'Ticket ST-1 not recognized' });
    expect(parseServiceResponse('<html><body>502</body></html>')).toMatchObject({ ok: false, code: 'BAD_RESPONSE' });
    expect(parseServiceResponse('not xml <<<')).toMatchObject({ ok: false, code: 'BAD_RESPONSE' });
    expect(parseServiceResponse('<cas:serviceResponse xmlns:cas="x"><cas:authenticationSuccess><cas:user></cas:user></cas:authenticationSuccess></cas:serviceResponse>')).toMatchObject({ ok: false, code: 'NO_USER' });
  });

  it('finds the ticket a single logout names', () => {
    const xml = `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="LR-1" Version="2.0" IssueInstant="2026-01-01T00:00:00Z">
      <saml:NameID>@NOT_USED@</saml:NameID><samlp:SessionIndex>ST-12-abc</samlp:SessionIndex></samlp:LogoutRequest>`;
    expect(logoutTicket(xml)).toBe('ST-12-abc');
    expect(logoutTicket('<foo/>')).toBe('');
    expect(logoutTicket('')).toBe('');
  });
});
