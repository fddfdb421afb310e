/** `.bp6-icon-add::before { content: "\f109" }`: one glyph of Blueprint's icon font. */
const ICON_FONT_GLYPH = /^\.bp6-icon-[a-z0-9-]+::before$/;

/**
 * Blueprint components the console does not use, by the class their styles hang on, with the
 * names a page would import them by. `tests/unit/structure/blueprint-styles.test.ts` fails when
 * one of them is imported, so its styles cannot be missing.
 */
export const UNUSED_BLUEPRINT_COMPONENTS: Readonly<Record<string, readonly string[]>> = {
  breadcrumb: ['Breadcrumb', 'Breadcrumbs'],
  breadcrumbs: ['Breadcrumbs'],
  'card-list': ['CardList'],
  'compound-tag': ['CompoundTag'],
  'dialog-step': ['DialogStep', 'MultistepDialog'],
  'editable-text': ['EditableText'],
  'entity-title': ['EntityTitle'],
  'file-input': ['FileInput'],
  'file-upload': ['FileInput'],
  'multistep-dialog': ['MultistepDialog'],
  navbar: ['Navbar', 'NavbarGroup', 'NavbarHeading', 'NavbarDivider'],
  'panel-stack': ['PanelStack', 'PanelStack2'],
  slider: ['Slider', 'RangeSlider', 'MultiSlider'],
};

const UNUSED_CLASS = new RegExp(
  `\\.bp6-(?:${Object.keys(UNUSED_BLUEPRINT_COMPONENTS).join('|')})(?![a-z0-9])`,
);

/** A rule that can style nothing the console draws. */
function isDead(selectors: readonly string[]): boolean {
  return selectors.every((selector) => ICON_FONT_GLYPH.test(selector.trim()) || UNUSED_CLASS.test(selector));
}

/**
 * Drops rules of Blueprint's stylesheet that can style nothing here: the 700 glyphs of its icon
 * font (the console draws icons as SVG and never loads that font) and the styles of components it
 * does not use. Every page's stylesheet is about 8 kB lighter on the wire.
 */
export function dropUnusedBlueprintRules() {
  return {
    postcssPlugin: 'drop-unused-blueprint-rules',
    Rule(rule: { selectors: string[]; remove(): void }) {
      if (isDead(rule.selectors)) rule.remove();
    },
  };
}
