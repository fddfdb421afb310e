import { settingsDefinition } from '../../ui/settings/settings-definition';
import { NoticeSetting, PicturesTypeSetting, ShowcasePreview } from './home-page-config-fields';

/**
 * SPEC §4 `home_page_config`: the notice customers read at the top of their home, in each console
 * language, and which picture list they see under it, with a preview of the two.
 */
export const homePageConfigSettings = settingsDefinition({
  titleKey: 'menu.home_page_config',
  icon: 'style',
  descriptionKey: 'home_page_config.description',
  inquire: 'home_page_config/inquire',
  update: 'home_page_config/update',
  sections: [
    {
      key: 'notice',
      titleKey: 'home_page_config.section_notice',
      icon: 'notifications',
      fields: [
        {
          kind: 'switch',
          name: 'notice_switch',
          labelKey: 'home_page_config.notice_switch',
          helperKey: 'home_page_config.notice_switch_help',
          onLabelKey: 'home_page_config.notice_on',
          offLabelKey: 'home_page_config.notice_off',
        },
        { kind: 'custom', key: 'notice', render: NoticeSetting },
      ],
    },
    {
      key: 'pictures',
      titleKey: 'home_page_config.section_pictures',
      icon: 'media',
      fields: [
        { kind: 'custom', key: 'image_text_type_id', render: PicturesTypeSetting },
        { kind: 'custom', key: 'preview', render: ShowcasePreview },
      ],
    },
  ],
});
