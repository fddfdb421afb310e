import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode } from '../../contract/areas/menu';
import { ipBlacklist } from '../../server/db/schema';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe.each(databases)('administration on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let root: string;
  let admin: string;
  let customerId: number;
  let customer: string;
  let rootId: number;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    root = await server.login();
    rootId = (await server.call('admin/get_user_info', {}, { token: root })).body.data.user_info.id;
    await createUser(database.store, { account: 'admin2', password: 'Pass12345', roleKey: 'administrator' });
    admin = await server.login('admin2', 'Pass12345');
    customerId = await createUser(database.store, {
      account: 'cust01',
      password: 'Pass12345',
      roleKey: 'default',
    });
    customer = await server.login('cust01', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  /**
   * The customer's password reset by an administrator, then chosen again by the customer (as the
   * console makes them at the next sign-in): answers the customer's new session.
   */
  const resetAndChooseOwn = async (password: string) => {
    await server.call(
      'user_list/reset_password',
      { id: customerId, password: 'Temp12345' },
      { token: admin },
    );
    const session = await server.login('cust01', 'Temp12345');
    const changed = await server.call(
      'admin/update_password',
      { old_password: 'Temp12345', password, repeat_password: password },
      { token: session },
    );
    expect(changed.httpStatus).toBe(200);
    return session;
  };
  const rolesByKey = async () => {
    const list = (await server.call('role/inquire', { page_size: 100 }, { token: root })).body.data.list;
    return Object.fromEntries(list.map((role: { key: string; id: number }) => [role.key, role.id])) as Record<
      string,
      number
    >;
  };

  describe('users', () => {
    it('lists customers only, with search and sort', async () => {
      await createUser(database.store, { account: 'cust02', password: 'Pass12345', roleKey: 'agent' });
      const answer = await server.call(
        'user_list/inquire',
        { keyword: 'cust', sort_by: 'account', sort_order: 'asc' },
        { token: admin },
      );
      expect(answer.body.data.list.map((row: { account: string }) => row.account)).toEqual([
        'cust01',
        'cust02',
      ]);
      const administrators = await server.call('administrators/inquire', {}, { token: admin });
      expect(administrators.body.data.list.map((row: { account: string }) => row.account).sort()).toEqual([
        'admin2',
        'rootadmin',
      ]);
    });

    it('changes a balance exactly, with one ledger row per change, and refuses going negative', async () => {
      const add = await server.call(
        'user_list/balance',
        { id: customerId, amount: '10.1', remark: 'gift' },
        { token: admin },
      );
      expect(add.body.data.balance).toBe('10.1');
      const sub = await server.call(
        'user_list/balance',
        { id: customerId, amount: '-0.3' },
        { token: admin },
      );
      expect(sub.body.data.balance).toBe('9.8');
      const tooMuch = await server.call(
        'user_list/balance',
        { id: customerId, amount: '-100' },
        { token: admin, locale: 'en-US' },
      );
      expect(tooMuch.body.message).toBe('The balance would become negative');
      const info = await server.call('admin/get_user_info', {}, { token: customer });
      expect(info.body.data.user_info.balance).toBe('9.8');
      expect(
        (await server.call('user_list/balance', { id: customerId, amount: '0' }, { token: admin }))
          .httpStatus,
      ).toBe(400);
    });

    it('sets superior, share ratio, invitation code and expiry, and refuses a loop or a negative ratio', async () => {
      const agentId = await createUser(database.store, {
        account: 'agent01',
        password: 'Pass12345',
        roleKey: 'agent',
      });
      const roles = await rolesByKey();
      const base = {
        id: customerId,
        name: 'Customer One',
        phone: '+8613800000000',
        role_id: roles.default,
        superior_id: agentId,
        share_ratio: '0.2',
        invitation_code: 'CUST01CODE',
        member_expire_time: '2027-01-01T00:00:00.000Z',
      };
      expect((await server.call('user_list/update', base, { token: admin })).httpStatus).toBe(200);
      const loop = await server.call(
        'user_list/update',
        { ...base, id: agentId, superior_id: customerId, invitation_code: 'AGENT01X' },
        { token: admin },
      );
      expect(loop.httpStatus).toBe(400);
      const negative = await server.call(
        'user_list/update',
        { ...base, share_ratio: '-1' },
        { token: admin, locale: 'en-US' },
      );
      expect(negative.body.errors[0].message).toBe('Please enter a number greater than or equal to 0');
      const platformRole = await server.call(
        'user_list/update',
        { ...base, role_id: roles.administrator },
        { token: admin },
      );
      expect(platformRole.httpStatus).toBe(400);
      const row = (await server.call('user_list/inquire', { keyword: 'cust01' }, { token: admin })).body.data
        .list[0];
      expect(row).toMatchObject({
        superior_account: 'agent01',
        share_ratio: '0.2',
        invitation_code: 'CUST01CODE',
        member_expire_time: '2027-01-01T00:00:00.000Z',
      });
    });

    it('resets a password to the configured default and ends the user’s sessions', async () => {
      const session = await server.login('cust01', 'Pass12345');
      expect(
        (await server.call('user_list/reset_password', { id: customerId, password: '' }, { token: admin }))
          .httpStatus,
      ).toBe(200);
      expect((await server.call('admin/get_user_info', {}, { token: session })).httpStatus).toBe(401);
      expect((await server.call('admin/login', { account: 'cust01', password: 'a123456' })).httpStatus).toBe(
        200,
      );
      // A reset password is the administrator's: the user must choose their own before anything else.
      const reset = await server.login('cust01', 'a123456');
      const me = await server.call('admin/get_user_info', {}, { token: reset });
      expect(me.body.data.user_info.must_change_password).toBe(true);
      const refused = await server.call('qr_code_list/inquire', {}, { token: reset, locale: 'en-US' });
      expect(refused.httpStatus).toBe(403);
      expect(refused.body).toMatchObject({ code: 'password_change_required' });
      const same = await server.call(
        'admin/update_password',
        { old_password: 'a123456', password: 'a123456', repeat_password: 'a123456' },
        { token: reset, locale: 'en-US' },
      );
      expect(same.body.errors).toEqual([
        { path: 'password', message: 'The new password must differ from the old one' },
      ]);
      customer = await resetAndChooseOwn('Pass12345');
      expect(
        (await server.call('admin/get_user_info', {}, { token: customer })).body.data.user_info
          .must_change_password,
      ).toBe(false);
      expect((await server.call('qr_code_list/inquire', {}, { token: customer })).httpStatus).toBe(200);
    });

    it('disables and enables accounts, ending sessions at once', async () => {
      const victim = await createUser(database.store, {
        account: 'cust03',
        password: 'Pass12345',
        roleKey: 'default',
      });
      const token = await server.login('cust03', 'Pass12345');
      await server.call('user_list/disable', { ids: [victim], disabled: 2 }, { token: admin });
      expect((await server.call('admin/get_user_info', {}, { token })).httpStatus).toBe(401);
      expect(
        (await server.call('admin/login', { account: 'cust03', password: 'Pass12345' })).httpStatus,
      ).toBe(403);
      await server.call('user_list/disable', { ids: [victim], disabled: 1 }, { token: admin });
      expect(
        (await server.call('admin/login', { account: 'cust03', password: 'Pass12345' })).httpStatus,
      ).toBe(200);
    });

    it('answers 404 for an id of the other kind and keeps administrators off the super administrator', async () => {
      expect(
        (await server.call('user_list/reset_password', { id: rootId }, { token: admin })).httpStatus,
      ).toBe(404);
      expect(
        (await server.call('administrators/reset_password', { id: customerId }, { token: admin })).httpStatus,
      ).toBe(404);
      expect(
        (await server.call('administrators/disable', { ids: [rootId], disabled: 2 }, { token: admin }))
          .httpStatus,
      ).toBe(403);
      const roles = await rolesByKey();
      const adminSelf = (await server.call('admin/get_user_info', {}, { token: admin })).body.data.user_info
        .id;
      const raise = await server.call(
        'administrators/update',
        { id: adminSelf, name: 'x', phone: '', role_id: roles.super_admin },
        { token: admin },
      );
      expect(raise.httpStatus).toBe(400);
      const make = await server.call(
        'administrators/add',
        { account: 'sneaky1', password: 'abc123', role_id: roles.super_admin },
        { token: admin },
      );
      expect(make.httpStatus).toBe(403);
    });

    it('sends a message to chosen users', async () => {
      const sent = await server.call(
        'user_list/send_message',
        { ids: [customerId], title: 'Hello', content: 'From the admin' },
        { token: admin },
      );
      expect(sent.body.data.sent).toBe(1);
      const mine = await server.call('message/inquire', { notify_status: 1 }, { token: customer });
      expect(mine.body.data.list[0]).toMatchObject({ title: 'Hello' });
    });
  });

  describe('roles', () => {
    it('grants a button to a role: its users get the page and the call, and lose them on revoke', async () => {
      const tree = (await server.call('role/node_tree', {}, { token: root })).body.data.tree as MenuNode[];
      const nodes = flatten(tree);
      const page = nodes.find((node) => node.path === 'log') as MenuNode;
      const button = nodes.find((node) => node.path === 'log/inquire') as MenuNode;
      const roles = await rolesByKey();
      const details = (await server.call('role/details', { id: roles.default }, { token: root })).body.data;
      expect((await server.call('log/inquire', {}, { token: customer })).httpStatus).toBe(403);

      const granted = [...details.node_ids, page.id, button.id, page.parent as number];
      expect(
        (
          await server.call(
            'role/update',
            { id: roles.default, name: details.name, remark: '', node_ids: granted },
            { token: root },
          )
        ).httpStatus,
      ).toBe(200);
      expect((await server.call('log/inquire', {}, { token: customer })).httpStatus).toBe(200);
      const menu = flatten(
        (await server.call('admin/get_token_menu', {}, { token: customer })).body.data.tree_menu_arr,
      );
      expect(menu.map((node) => node.path)).toContain('log/inquire');

      await server.call(
        'role/update',
        { id: roles.default, name: details.name, remark: '', node_ids: details.node_ids },
        { token: root },
      );
      expect((await server.call('log/inquire', {}, { token: customer })).httpStatus).toBe(403);
    });

    it('lets an administrator grant only what their role holds, and never edit their own role', async () => {
      const roles = await rolesByKey();
      const all = flatten((await server.call('role/node_tree', {}, { token: root })).body.data.tree);
      const nodeAdd = all.find((node) => node.path === 'role/node_add') as MenuNode;
      const details = (await server.call('role/details', { id: roles.default }, { token: admin })).body.data;
      const beyond = await server.call(
        'role/update',
        { id: roles.default, name: details.name, node_ids: [...details.node_ids, nodeAdd.id] },
        { token: admin },
      );
      expect(beyond.httpStatus).toBe(403);
      const own = await server.call(
        'role/update',
        { id: roles.administrator, name: 'Admins', node_ids: [] },
        { token: admin },
      );
      expect(own.httpStatus).toBe(403);
      const fine = await server.call(
        'role/update',
        { id: roles.default, name: details.name, node_ids: details.node_ids },
        { token: admin },
      );
      expect(fine.httpStatus).toBe(200);
    });

    it('creates, protects and removes roles', async () => {
      const created = await server.call(
        'role/add',
        { name: 'Auditors', remark: 'read only', node_ids: [] },
        { token: admin },
      );
      expect(created.httpStatus).toBe(200);
      const roles = await rolesByKey();
      expect((await server.call('role/remove', { ids: [roles.default] }, { token: root })).httpStatus).toBe(
        409,
      );
      const userOfRole = await createUser(database.store, {
        account: 'auditor1',
        password: 'Pass12345',
        roleKey: 'default',
      });
      await server.call(
        'user_list/update',
        {
          id: userOfRole,
          name: '',
          phone: '',
          role_id: created.body.data.id,
          superior_id: null,
          share_ratio: '0',
          invitation_code: 'AUDIT001',
          member_expire_time: null,
        },
        { token: admin },
      );
      expect(
        (await server.call('role/remove', { ids: [created.body.data.id] }, { token: admin })).httpStatus,
      ).toBe(409);
      const empty = await server.call('role/add', { name: 'Temp', node_ids: [] }, { token: admin });
      expect(
        (await server.call('role/remove', { ids: [empty.body.data.id] }, { token: admin })).httpStatus,
      ).toBe(200);
      expect(
        (await server.call('role/add', { name: ' ', node_ids: [] }, { token: admin, locale: 'en-US' })).body
          .errors[0].message,
      ).toBe('Fill role name');
    });

    it('edits menu nodes (super administrators only)', async () => {
      const added = await server.call(
        'role/node_add',
        { parent_id: null, name: 'Reports', type: 1, sort: 5 },
        { token: root },
      );
      expect(added.httpStatus).toBe(200);
      expect(
        (
          await server.call(
            'role/node_add',
            { parent_id: null, name: '', type: 1 },
            { token: root, locale: 'en-US' },
          )
        ).body.errors[0].message,
      ).toBe('Node name cannot be empty');
      const child = await server.call(
        'role/node_add',
        { parent_id: added.body.data.id, name: 'Child', type: 2, path: 'x/y' },
        { token: root },
      );
      expect(
        (await server.call('role/node_remove', { ids: [added.body.data.id] }, { token: root })).httpStatus,
      ).toBe(409);
      expect(
        (
          await server.call(
            'role/node_remove',
            { ids: [added.body.data.id, child.body.data.id] },
            { token: root },
          )
        ).httpStatus,
      ).toBe(200);
      expect(
        (await server.call('role/node_add', { parent_id: null, name: 'Nope', type: 1 }, { token: admin }))
          .httpStatus,
      ).toBe(403);
    });
  });

  describe('operation log', () => {
    it('records every write with the account, source and a redacted body, and not reads', async () => {
      await server.call(
        'user_list/reset_password',
        { id: customerId, password: 'Secret99' },
        { token: admin },
      );
      const logs = (
        await server.call('log/inquire', { type: 'user_list', account: 'admin2' }, { token: root })
      ).body.data;
      const reset = logs.list.find((row: { path: string }) => row.path === 'user_list/reset_password');
      expect(reset).toMatchObject({ account: 'admin2', source_ip: '127.0.0.1' });
      expect(reset.content).not.toContain('Secret99');
      expect(reset.content).toContain('***');
      const reads = (await server.call('log/inquire', { keyword: 'user_list/inquire' }, { token: root })).body
        .data;
      expect(reads.total).toBe(0);
      customer = await resetAndChooseOwn('Pass12345');
    });

    it('leaves out writes that are no audit event: saved layouts', async () => {
      const saved = await server.call(
        'layout/save',
        { name: 'desk', version: 1, data: { panels: ['qr_code_list'] } },
        { token: admin },
      );
      expect(saved.httpStatus).toBe(200);
      const layouts = (await server.call('log/inquire', { type: 'layout' }, { token: root })).body.data;
      expect(layouts.total).toBe(0);
    });

    it('stops recording excluded types and refuses a config that is not JSON', async () => {
      await server.call(
        'log_config/update',
        { config: '{"exclude_types":["ip_black"],"retention_days":30}' },
        { token: root },
      );
      await server.call('ip_black/add', { cidr: '203.0.113.0/24' }, { token: root });
      expect((await server.call('log/inquire', { type: 'ip_black' }, { token: root })).body.data.total).toBe(
        0,
      );
      const broken = await server.call(
        'log_config/update',
        { config: '{oops' },
        { token: root, locale: 'en-US' },
      );
      expect(broken.body.message).toBe('Conversion failed');
      expect(
        JSON.parse((await server.call('log_config/inquire', {}, { token: root })).body.data.config),
      ).toEqual({ exclude_types: ['ip_black'], retention_days: 30 });
      await server.call('log_config/update', { config: '{}' }, { token: root });
    });
  });

  describe('IP blacklist', () => {
    it('refuses the caller’s own address and bad ranges', async () => {
      expect(
        (await server.call('ip_black/add', { cidr: '127.0.0.0/8' }, { token: root, locale: 'en-US' })).body
          .message,
      ).toBe('You cannot block the address you are using');
      expect((await server.call('ip_black/add', { cidr: '300.1.1.1' }, { token: root })).httpStatus).toBe(
        400,
      );
      expect((await server.call('ip_black/add', { cidr: '2001:db8::/32' }, { token: root })).httpStatus).toBe(
        200,
      );
      expect((await server.call('ip_black/add', { cidr: '2001:db8::/32' }, { token: root })).httpStatus).toBe(
        409,
      );
    });

    it('blocks every call, login included, from a blacklisted address', async () => {
      // The calls refuse to block the caller, so the entry goes straight into the database.
      await database.store.db.insert(ipBlacklist).values({ cidr: '127.0.0.1' });
      await server.app.ipGuard.changed();
      const blocked = await server.call(
        'admin/login',
        { account: 'cust01', password: 'Pass12345' },
        { locale: 'en-US' },
      );
      expect(blocked.httpStatus).toBe(403);
      expect(blocked.body.message).toBe('Access from your IP address is blocked');
      expect((await server.call('website/inquire')).httpStatus).toBe(403);
      await database.store.db.delete(ipBlacklist).where(eq(ipBlacklist.cidr, '127.0.0.1'));
      await server.app.ipGuard.changed();
      expect((await server.call('website/inquire')).httpStatus).toBe(200);
    });
  });

  describe('maintenance mode', () => {
    it('turns away everyone but super administrators', async () => {
      const configuration = (await server.call('configuration/inquire', {}, { token: root })).body.data;
      await server.call('configuration/update', { ...configuration, maintenance: true }, { token: root });
      expect((await server.call('website/inquire')).body.data.maintenance).toBe(true);
      const refused = await server.call('admin/get_token_menu', {}, { token: customer });
      expect(refused.httpStatus).toBe(503);
      expect(refused.body.code).toBe('maintenance');
      expect((await server.call('admin/get_token_menu', {}, { token: root })).httpStatus).toBe(200);
      await server.call('configuration/update', configuration, { token: root });
      expect((await server.call('admin/get_token_menu', {}, { token: customer })).httpStatus).toBe(200);
    });

    it('keeps the private settings out of the public site information', async () => {
      const website = (await server.call('website/inquire')).body.data;
      expect(website).not.toHaveProperty('default_reset_password');
      expect(website).not.toHaveProperty('lockout_failures');
    });
  });
});
