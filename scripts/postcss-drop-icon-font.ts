/** `.bp6-icon-add::before { content: "\f109" }`: one glyph of Blueprint's icon font. */
const ICON_FONT_GLYPH = /^\.bp6-icon-[a-z0-9-]+::before$/;

/**
 * Drops the 700 rules of Blueprint's stylesheet that draw icons with its icon font. The console
 * draws icons as SVG and never loads that font, so the rules could draw nothing; without them every
 * page's stylesheet is about 4 kB lighter on the wire.
 */
export function dropIconFontRules() {
  return {
    postcssPlugin: 'drop-icon-font-rules',
    Rule(rule: { selector: string; remove(): void }) {
      if (ICON_FONT_GLYPH.test(rule.selector.trim())) rule.remove();
    },
  };
}
