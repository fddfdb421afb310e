import table from './models.json' with { type: 'json' };

/** The maker and the name a device is sold under, e.g. Samsung / Galaxy S21 5G. */
export type MarketingName = { vendor: string; name: string };

/**
 * The table is data (models.json: `{ "<model code>": ["Vendor", "Marketing name"] }`), keyed here
 * by upper-case code so lookups ignore the case user agents happen to use.
 */
const byCode = new Map<string, MarketingName>();
for (const [code, entry] of Object.entries(table)) {
  const [vendor, name] = entry;
  if (vendor && name) byCode.set(code.toUpperCase(), { vendor, name });
}

/** How many codes the table knows (tests keep it from shrinking by accident). */
export const MODEL_COUNT = byCode.size;

// What follows the code in an Android user agent: "SM-G9910 Build/UP1A…", "; wv)", "/DS".
const TRAILER = /(?:\s+build\/|[;)/]).*$/i;
// Some makers put their brand in front of the code ("HUAWEI NXT-AL10", "HONOR BVL-AN16").
const BRAND_PREFIX = /^(?:huawei|honor|oneplus|oppo|vivo|xiaomi|redmi|meizu|samsung|realme)[\s_-]+/i;

/** The bare, upper-case model code of a user agent's model token. */
export function modelCode(model: string): string {
  return model.trim().replace(TRAILER, '').trim().toUpperCase();
}

/**
 * The marketing name of a model code such as `SM-G9910`, `2211133C` or `ALN-AL00`; the code may
 * carry a build suffix (` Build/…`) or a brand prefix. Null when the table does not know it.
 */
export function marketingName(model: string): MarketingName | null {
  const code = modelCode(model);
  if (code === '') return null;
  return byCode.get(code) ?? byCode.get(code.replace(BRAND_PREFIX, '')) ?? null;
}
