import { describe, expect, it } from 'vitest';
import { displayHost, ownDomainName } from '../../../server/domains/names';
import { recordsCsv, recordsOf, recordsZone } from '../../../server/domains/records';

const CONSOLE = 'console.qrlive.cn';

describe('a domain a customer adds', () => {
  it.each([
    ['Shop.Example.COM', 'shop.example.com'],
    ['  go.example.com.  ', 'go.example.com'],
    ['例子.中国', 'xn--fsqu00a.xn--fiqs8s'],
    ['qr.bücher.de', 'qr.xn--bcher-kva.de'],
    ['me.github.io', 'me.github.io'],
  ])('%s is kept as %s', (typed, host) => {
    expect(ownDomainName(typed, CONSOLE)).toEqual({ host });
  });

  it.each([
    ['1.2.3.4', 'domain.ip_not_allowed'],
    ['[::1]', 'domain.ip_not_allowed'],
    ['com.cn', 'domain.public_suffix'],
    ['github.io', 'domain.public_suffix'],
    ['co.uk', 'domain.public_suffix'],
    ['shop.example.notatld', 'domain.unknown_suffix'],
    ['localhost', 'domain.host_format'],
    ['http://example.com/x', 'domain.host_format'],
    ['exa mple.com', 'domain.host_format'],
    ['-bad.example.com', 'domain.host_format'],
    ['console.qrlive.cn', 'domain.console_host'],
  ])('%s is refused: %s', (typed, problem) => {
    expect(ownDomainName(typed, CONSOLE)).toEqual({ problem });
  });

  it('is shown in its own script', () => {
    expect(displayHost('xn--fsqu00a.xn--fiqs8s')).toBe('例子.中国');
    expect(displayHost('shop.example.com')).toBe('shop.example.com');
  });
});

describe('the records a domain needs', () => {
  const domain = { id: 4, host: 'qr.example.com', verifyToken: 'abc123' };

  it('are the TXT proof and a CNAME to the edge host', () => {
    expect(recordsOf(domain, { host: 'edge.qrlive.cn', addresses: ['203.0.113.9'] })).toEqual([
      {
        domain_id: 4,
        host: 'qr.example.com',
        record_type: 'TXT',
        name: '_livecode.qr.example.com',
        value: 'livecode-verify=abc123',
        purpose: 'verify',
      },
      {
        domain_id: 4,
        host: 'qr.example.com',
        record_type: 'CNAME',
        name: 'qr.example.com',
        value: 'edge.qrlive.cn.',
        purpose: 'serve',
      },
    ]);
  });

  it('point with A and AAAA records when only addresses are configured; a pool domain needs no proof', () => {
    const records = recordsOf({ ...domain, verifyToken: '' }, { addresses: ['203.0.113.9', '2001:db8::9'] });
    expect(records.map((record) => [record.record_type, record.value])).toEqual([
      ['A', '203.0.113.9'],
      ['AAAA', '2001:db8::9'],
    ]);
  });

  it('are written as CSV with cells quoted and formulas defused, and as zone-file lines', () => {
    const records = recordsOf(domain, { host: 'edge.qrlive.cn', addresses: [] });
    expect(recordsCsv(records)).toBe(
      'domain,type,name,value,purpose\r\n' +
        'qr.example.com,TXT,_livecode.qr.example.com,livecode-verify=abc123,verify\r\n' +
        'qr.example.com,CNAME,qr.example.com,edge.qrlive.cn.,serve\r\n',
    );
    expect(recordsCsv([{ ...records[0]!, value: '=HYPERLINK("x")' }])).toContain(`"'=HYPERLINK(""x"")"`);
    expect(recordsZone(records)).toBe(
      '_livecode.qr.example.com.\t600\tIN\tTXT\t"livecode-verify=abc123"\n' +
        'qr.example.com.\t600\tIN\tCNAME\tedge.qrlive.cn.\n',
    );
    expect(recordsZone([])).toBe('');
  });
});
