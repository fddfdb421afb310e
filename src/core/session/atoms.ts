import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { z } from 'zod';
import type { MenuNode } from '../../../contract/areas/menu';
import type { payConfigPublicSchema } from '../../../contract/areas/money';
import type { externalKeySchema } from '../../../contract/areas/platform';
import type { userInfoSchema } from '../../../contract/areas/session';
import type { languageSchema, websiteInfoSchema } from '../../../contract/areas/system';

export type UserInfo = z.output<typeof userInfoSchema>;
export type WebsiteInfo = z.output<typeof websiteInfoSchema>;
export type LanguageInfo = z.output<typeof languageSchema>;
export type ExternalKey = z.output<typeof externalKeySchema>;
export type PayConfig = z.output<typeof payConfigPublicSchema>;

/** The bearer token; kept in localStorage so a reload keeps the session. */
export const tokenAtom = atomWithStorage<string | null>('lc.token.v1', null, undefined, { getOnInit: true });

export const userInfoAtom = atom<UserInfo | null>(null);

/** The menu tree of the signed-in user (`admin/get_token_menu`); empty until it arrives. */
export const menuTreeAtom = atom<MenuNode[]>([]);

/** Whether the start-up calls have answered, so routes do not decide before they know the session. */
export const sessionReadyAtom = atom(false);

/** Site title, logo and switches; null until `website/inquire` answers (defaults apply meanwhile). */
export const websiteAtom = atom<WebsiteInfo | null>(null);

/** Languages offered by the server; filtered against the catalogues where they are shown. */
export const serverLanguagesAtom = atom<LanguageInfo[]>([]);

export const externalKeysAtom = atom<ExternalKey[]>([]);
export const payConfigAtom = atom<PayConfig | null>(null);
