import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../contract/calls';
import { LOCALES, type Locale } from '../../../contract/enums';
import type { MembershipState } from '../../../contract/membership';
import { intlFor } from '../../../src/core/i18n/intl';
import { ACCOUNT_COLUMNS, type AccountRow } from '../../../src/features/accounts/account-columns';
import { MembershipSummary } from '../../../src/features/membership/MembershipSummary';
import { MembershipTag } from '../../../src/features/membership/MembershipTag';
import { MembershipCard } from '../../../src/panels/home/HomePanel';
import { customerResource } from '../../../src/panels/user_customer/customer-resource';
import { formatTime } from '../../../src/ui/format';

const PRO = { id: 2, name: { 'zh-CN': '专业版', 'en-US': 'Professional', 'sw-KE': 'Kitaalamu' } };
const STATES: Record<MembershipState['state'], MembershipState> = {
  none: { state: 'none' },
  active: { state: 'active', until: '2026-12-02T08:00:00.000Z', package: PRO },
  expired: { state: 'expired', at: '2026-11-19T08:00:00.000Z', package: PRO },
};

const render = (locale: Locale, node: ReactNode) =>
  renderToStaticMarkup(<RawIntlProvider value={intlFor(locale)}>{node}</RawIntlProvider>);

/** The text of every membership tag in some markup, with the state it carries. */
function tagsIn(html: string): { state: string; text: string }[] {
  return [...html.matchAll(/<span[^>]*data-membership-state="(\w+)"[^>]*>(.*?)<\/span><\/span>/g)].map(
    ([, state, inner]) => ({ state: state as string, text: (inner as string).replace(/<[^>]+>/g, '') }),
  );
}

/** The tag alone, as the shared component draws it. */
const tagText = (locale: Locale, membership: MembershipState) =>
  tagsIn(render(locale, <MembershipTag membership={membership} />));

describe('the membership tag', () => {
  it('says each state in the words of the zh-CN catalogue', () => {
    const intl = intlFor('zh-CN');
    expect(tagText('zh-CN', STATES.none)).toEqual([{ state: 'none', text: '未开通' }]);
    expect(tagText('zh-CN', STATES.active)).toEqual([
      { state: 'active', text: `有效期至 ${formatTime(intl, '2026-12-02T08:00:00.000Z')}` },
    ]);
    expect(tagText('zh-CN', STATES.expired)).toEqual([
      { state: 'expired', text: `已于 ${formatTime(intl, '2026-11-19T08:00:00.000Z')} 到期` },
    ]);
  });

  it.each(LOCALES)('has its own words for every state in %s, never a message id', (locale) => {
    const texts = Object.values(STATES).map((state) => tagText(locale, state)[0]?.text ?? '');
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) expect(text).not.toMatch(/membership\.state/);
  });
});

describe('every page shows a membership with the same tag', () => {
  const userCell = (membership: MembershipState) =>
    render(
      'zh-CN',
      ACCOUNT_COLUMNS.member_expire_time?.render?.({ membership } as AccountRow, intlFor('zh-CN')),
    );
  const customerCell = (membership: MembershipState) => {
    const column = customerResource.columns.find((each) => each.key === 'member_expire_time');
    type CustomerRow = CallOutput<'user_customer/inquire'>['list'][number];
    return render('zh-CN', column?.render?.({ membership } as CustomerRow, intlFor('zh-CN')));
  };
  const homeCard = (membership: MembershipState) =>
    render('zh-CN', <MembershipCard data={{ membership } as CallOutput<'home/inquire'>} />);
  const buyPage = (membership: MembershipState) =>
    render(
      'zh-CN',
      <MembershipSummary
        membership={{
          state: membership,
          combo_id: null,
          combo_name: null,
          expire_time: null,
          active: false,
          limits: { max_codes: 10, max_domains: 1, detailed_log: false, retention_days: 7 },
          used_codes: 0,
          used_domains: 0,
        }}
        now={new Date('2026-11-20T08:00:00.000Z')}
      />,
    );

  it.each(Object.keys(STATES))('%s: the user list, the home, the buy page and the customers agree', (key) => {
    const membership = STATES[key as MembershipState['state']];
    const expected = tagText('zh-CN', membership);
    for (const [page, html] of [
      ['user list', userCell(membership)],
      ['home', homeCard(membership)],
      ['buy page', buyPage(membership)],
      ['customers', customerCell(membership)],
    ] as const) {
      expect(tagsIn(html), page).toEqual(expected);
    }
  });

  it('no longer calls a user with no expiry "never expires" in the user list', () => {
    expect(userCell(STATES.none)).not.toContain('永不到期');
  });
});
