import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DefaultLanguage, ShowStatus } from '../../contract/enums';
import { createAccount } from '../accounts/users';
import type { Config } from '../config';
import { seedMenu } from '../menu/seed';
import { SEEDED_ROLES } from '../roles/seeded';
import { languages, roles, users } from './schema';
import type { Db } from './store';

const SEEDED_LANGUAGES = [
  { code: 'zh-CN', title: '简体中文', defaultLanguage: DefaultLanguage.yes, sort: 30 },
  { code: 'en-US', title: 'English', defaultLanguage: DefaultLanguage.no, sort: 20 },
  { code: 'sw-KE', title: 'Kiswahili', defaultLanguage: DefaultLanguage.no, sort: 10 },
];

export type FirstAdmin = { account: string; password: string; generated: boolean };

/**
 * Makes a fresh database usable: roles, languages and the first super administrator. Safe to run
 * on every start and from several processes at once. Answers the administrator it created, if any.
 */
export async function seed(db: Db, config: Pick<Config, 'admin'>): Promise<FirstAdmin | null> {
  await db
    .insert(roles)
    .values(SEEDED_ROLES.map((role) => ({ ...role })))
    .onConflictDoNothing({ target: roles.key });
  await db
    .insert(languages)
    .values(SEEDED_LANGUAGES.map((language) => ({ ...language, showStatus: ShowStatus.shown })))
    .onConflictDoNothing({ target: languages.code });
  await seedMenu(db);
  return ensureSuperAdministrator(db, config.admin);
}

async function ensureSuperAdministrator(db: Db, admin: Config['admin']): Promise<FirstAdmin | null> {
  const [superRole] = await db.select().from(roles).where(eq(roles.key, 'super_admin')).limit(1);
  if (!superRole) throw new Error('The super administrator role is missing after seeding');
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.roleId, superRole.id))
    .limit(1);
  if (existing) return null;
  const credentials = admin
    ? { ...admin, generated: false }
    : {
        account: 'admin',
        password: randomBytes(9).toString('base64url').replace(/[-_]/g, 'x'),
        generated: true,
      };
  const id = await createAccount(db, {
    account: credentials.account,
    password: credentials.password,
    roleId: superRole.id,
    // A printed password is in the terminal's scrollback and every log collector: it is replaced first.
    mustChangePassword: credentials.generated,
  });
  return id === null ? null : credentials;
}
