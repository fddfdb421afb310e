import type { VisitLike } from '../../../src/features/access-records/visit-labels';

/** A served visit from Shenzhen on an iPhone in WeChat; tests override what they look at. */
export function visitAt(createdAt: string, overrides: Partial<VisitLike> = {}): VisitLike {
  return {
    code_id: 3,
    code_name: 'Spring fair',
    file_name: 'spring',
    destination_id: 9,
    created_at: createdAt,
    ip: '203.0.113.7',
    country: '中国',
    province: '广东',
    city: '深圳',
    carrier: 1,
    os: 'iOS 17',
    browser: 'WeChat',
    device: 'mobile',
    model: 'iPhone 15',
    user_agent: 'Mozilla/5.0',
    referrer: '',
    access_status: 1,
    in_wechat: true,
    bot: false,
    ...overrides,
  };
}
