import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDns, startFakeDns } from '../fakes/dns/fake-dns';
import { type FakeTelegram, startFakeTelegram } from '../fakes/telegram/fake-telegram';
import { requestAs } from '../support/host-request';
import {
  callProduct,
  E2E_ADMIN,
  launchBrowser,
  newPage,
  openPanel,
  type RunningProduct,
  signIn,
  startProduct,
} from './harness';

let product: RunningProduct;
let browser: Browser;
let dns: FakeDns;
let telegram: FakeTelegram;
let checker: Server;
/** What the fake reputation checker says about every page: `1` fine, `2` flagged. */
let verdict = '1';

beforeAll(async () => {
  dns = await startFakeDns();
  telegram = await startFakeTelegram();
  checker = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: { status: verdict, msg: verdict === '2' ? 'reported' : 'ok' } }));
  });
  await new Promise<void>((resolve) => checker.listen(0, '127.0.0.1', resolve));
  product = await startProduct({
    DNS_SERVERS: dns.server,
    EDGE_ADDRESSES: '127.0.0.1',
    // The fakes listen on this machine.
    OUTBOUND_ALLOW_PRIVATE: '1',
    TELEGRAM_API_ROOT: telegram.url,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  checker?.closeAllConnections();
  await new Promise((resolve) => checker?.close(resolve));
  await telegram?.close();
  await dns?.close();
});

type Answer = {
  status: boolean;
  data: Record<string, unknown> & { list?: Record<string, unknown>[] };
  message?: string;
};

const OPERATOR = { account: 'e2emonitor', password: 'Monitor12345' };
const HOST = 'qr.e2e-watch.com';

async function call(path: string, body: unknown, token?: string) {
  const answer = await callProduct<Answer>(product, path, body, token);
  if (!answer.status) throw new Error(`${path} refused: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Asks again until the answer is there: events arrive through other processes' jobs. */
async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const tokenOf = async (account: string, password: string) =>
  (await call('admin/login', { account, password })).token as string;

describe('domain monitoring', () => {
  it('verifies a domain through DNS, watches it, and tells the holder on site and on Telegram when it is flagged', async () => {
    // The platform: a reputation checker and a bot, configured by an administrator.
    const admin = await tokenOf(E2E_ADMIN.account, E2E_ADMIN.password);
    const checkerUrl = `http://127.0.0.1:${(checker.address() as AddressInfo).port}`;
    await call(
      'url_key_platform/save',
      {
        platform: 'wx_checker',
        title: 'WeChat link check',
        url: `${checkerUrl}/check?url={url}`,
        enabled: true,
        mapping: {
          method: 'GET',
          body: '',
          verdict_path: 'data.status',
          flagged_values: ['2'],
          ok_values: ['1'],
          reason_path: 'data.msg',
        },
      },
      admin,
    );
    await call(
      'we_chat_blocking_detection_configuration/update',
      {
        enabled: true,
        every_minutes: 10,
        failures_before_failed: 2,
        certificate_warn_days: 14,
        // TLS ends at an edge this test does not have.
        check_https: false,
        reputation_platform: 'wx_checker',
      },
      admin,
    );
    await call(
      'url_key_platform/save',
      {
        platform: 'telegram_bot',
        title: 'Alerts',
        url: '',
        secret: telegram.token,
        enabled: true,
        mapping: null,
      },
      admin,
    );

    // The operator's domain, proven by its TXT record and pointing at the platform.
    await call('admin/register', { ...OPERATOR, repeat_password: OPERATOR.password });
    const operator = await tokenOf(OPERATOR.account, OPERATOR.password);
    const added = await call('domain_list/add', { domain: HOST, type: 1 }, operator);
    dns.set(added.txt_name as string, 'TXT', [added.txt_value as string]);
    dns.set(HOST, 'A', ['127.0.0.1']);
    expect((await call('domain_list/verify', { id: added.id }, operator)).verified).toBe(true);
    const code = await call(
      'qr_code_list/add',
      { name: 'Poster', domain_id: added.id, destinations: [{ url: 'https://example.org/poster' }] },
      operator,
    );

    // Telegram: the operator sends the bot the one-time code; the bot's job binds the chat.
    const { code: bindCode } = await call('telegram/bind_code', {}, operator);
    telegram.userSends({ chatId: 7001, username: 'e2eshop', languageCode: 'en' }, `/start ${bindCode}`);
    await eventually(async () => (await call('telegram/my_binding', {}, operator)).binding ?? undefined);

    const { page, errors, context } = await newPage(browser);
    await signIn(product, page, OPERATOR.account, OPERATOR.password);
    await openPanel(page, 'domain_monitor');
    const row = page.locator('tr', { hasText: HOST }).filter({ visible: true }).first();
    await row.waitFor();
    await row.locator('[data-action="domain_monitor/check"]').click();
    // The round is kept: the list now has its time and its point of history, and all is well.
    const [checked] =
      (await eventually(async () => {
        const { list } = await call('domain_monitor/inquire', {}, operator);
        return list?.[0]?.checked_at ? list : undefined;
      })) ?? [];
    expect(checked).toMatchObject({ host: HOST, monitor_status: 1, monitor_reason: null });
    await row.locator('[data-monitor-status="1"]').waitFor();

    // The checker starts flagging the domain: check now (a check seconds after the last one
    // answers that one, so the button is pressed until a new round ran).
    verdict = '2';
    await eventually(async () => {
      await row.locator('[data-action="domain_monitor/check"]').click();
      return (await row.locator('[data-monitor-status="2"]').count()) > 0 ? true : undefined;
    }, 30_000);

    // The holder hears it on site (a toast and a message) and on Telegram, with the domain's name.
    await page.locator('.bp6-toast', { hasText: HOST }).first().waitFor();
    const inbox = await call('message/inquire', { page: 1, page_size: 5 }, operator);
    expect(String(inbox.list?.[0]?.title)).toContain(HOST);
    const alert = await eventually(async () =>
      telegram.sent.find((message) => message.chat_id === '7001' && message.text.includes(HOST)),
    );
    expect(alert.text).toContain('reported');

    // Codes keep their domain: still served there, never moved.
    expect((await requestAs(product.url, HOST, `/${code.file_name}`)).status).toBe(302);
    // Unless the operator is set to pause codes on a flagged domain.
    const [shield] =
      (await call('shield_configuration/inquire', { account: OPERATOR.account }, admin)).list ?? [];
    await call('shield_configuration/update', { user_id: shield?.user_id, flagged_action: 2 }, admin);
    expect((await requestAs(product.url, HOST, `/${code.file_name}`)).status).toBe(503);

    expect(errors).toEqual([]);
    await context.close();
  });
});
