import { FormattedMessage } from 'react-intl';
import type { CallPath } from '../../../contract/calls';
import { SettingsFrame, SettingsSection } from './SettingsFrame';
import type { SettingContext, SettingSpec, SettingsDefinition } from './settings-definition';
import { NumberSetting, SwitchSetting, TextSetting } from './settings-fields';
import { useSettingsRecord } from './use-settings-record';

function Setting({ spec, ...context }: SettingContext & { spec: SettingSpec }) {
  switch (spec.kind) {
    case 'text':
      return <TextSetting {...context} spec={spec} />;
    case 'switch':
      return <SwitchSetting {...context} spec={spec} />;
    case 'number':
      return <NumberSetting {...context} spec={spec} />;
    case 'custom':
      return <spec.render {...context} />;
  }
}

const settingKey = (spec: SettingSpec) => (spec.kind === 'custom' ? spec.key : spec.name);

/** A complete settings page from its description: the frame, its sections and their fields. */
export function SettingsPanel<I extends CallPath, U extends CallPath>({
  definition,
}: {
  definition: SettingsDefinition<I, U>;
}) {
  const record = useSettingsRecord(definition);
  return (
    <SettingsFrame
      title={<FormattedMessage id={definition.titleKey} />}
      icon={definition.icon}
      description={definition.descriptionKey && <FormattedMessage id={definition.descriptionKey} />}
      record={record}
      confirmSave={definition.confirmSave}
    >
      {(values) =>
        definition.sections.map((section) => (
          <SettingsSection
            key={section.key}
            title={<FormattedMessage id={section.titleKey} />}
            icon={section.icon}
            description={section.description && <section.description values={values} />}
          >
            {section.fields.map((spec) => (
              <Setting key={settingKey(spec)} spec={spec} record={record} values={values} />
            ))}
          </SettingsSection>
        ))
      }
    </SettingsFrame>
  );
}
