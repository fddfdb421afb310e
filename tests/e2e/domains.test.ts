import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDns, startFakeDns } from '../fakes/dns/fake-dns';
import {
  callProduct,
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

beforeAll(async () => {
  dns = await startFakeDns();
  product = await startProduct({ DNS_SERVERS: dns.server, EDGE_HOST: 'edge.qrlive.test' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await dns?.close();
});

const OWNER = { account: 'e2edomains', password: 'Domain12345' };

describe('a customer’s own domain', () => {
  it('is added, shows the TXT record to create, and is verified once the record exists', async () => {
    await callProduct(product, 'admin/register', { ...OWNER, repeat_password: OWNER.password });
    const { page, errors, context } = await newPage(browser);
    await signIn(product, page, OWNER.account, OWNER.password);
    await openPanel(page, 'domain_list');

    await page.click('[data-action="domain_list/add"]');
    await page.fill('#field-domain', 'qr.e2e-shop.com');
    await page.click('.bp6-dialog button[type=submit]');
    await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
    const row = page.locator('tr', { hasText: 'qr.e2e-shop.com' }).filter({ visible: true }).first();
    await row.waitFor();

    // The verify dialog says which record to create.
    await row.locator('[data-action="domain_list/verify"]').click();
    const txtValue = (await page.locator('[data-field="txt_value"] code').innerText()).trim();
    expect(await page.locator('[data-field="txt_name"] code').innerText()).toBe('_livecode.qr.e2e-shop.com');
    expect(txtValue).toMatch(/^livecode-verify=[0-9a-f]{32}$/);

    // Verifying before the record exists says exactly what is missing.
    await page.click('.bp6-dialog button[type=submit]');
    await page.locator('.bp6-toast', { hasText: '_livecode.qr.e2e-shop.com' }).first().waitFor();

    // Once the DNS provider publishes it, verifying succeeds.
    dns.set('_livecode.qr.e2e-shop.com', 'TXT', [txtValue]);
    await row.locator('[data-action="domain_list/verify"]').click();
    await page.locator('.lc-verify-reason').waitFor();
    await page.click('.bp6-dialog button[type=submit]');
    await row.locator('[data-action="domain_list/verify"]').waitFor({ state: 'detached' });

    // The records page lists what the domain needs.
    await openPanel(page, 'export_domain_resolution');
    await page.locator('tr[data-host="qr.e2e-shop.com"]', { hasText: 'edge.qrlive.test.' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
