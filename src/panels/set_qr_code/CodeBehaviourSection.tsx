import {
  Radio,
  RadioGroup,
  Section,
  SectionCard,
  SegmentedControl,
  Spinner,
  Switch,
} from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  AccessMode,
  type EnumValue,
  type JumpType,
  OpenLog,
  RestrictionVisit,
  type RotationModel,
} from '../../../contract/enums';
import { enumOptions, jumpHelpKey } from '../../features/codes/code-enums';
import { type RotationType, rotationLabel } from '../../features/codes/rotation-types';
import type { MessageKey } from '../../i18n/catalogues';
import { FormCell, FormGrid } from '../../ui/form-grid';
import { CodeField, type CodeFormBinding } from './CodeField';
import { rotationHelpKey } from './code-form';

/** A yes/no setting with a line saying what it does. */
function SwitchWithHelp(props: {
  id: string;
  checked: boolean;
  labelKey: MessageKey;
  helpKey: MessageKey;
  onChange(checked: boolean): void;
}) {
  return (
    <Switch
      id={props.id}
      checked={props.checked}
      labelElement={
        <span>
          <FormattedMessage id={props.labelKey} />
          <span className="lc-code-switch-help">
            <FormattedMessage id={props.helpKey} />
          </span>
        </span>
      }
      onChange={(event) => props.onChange(event.currentTarget.checked)}
    />
  );
}

export type CodeBehaviourSectionProps = CodeFormBinding & {
  /** Every rotation model (null while they load), and those operators may choose. */
  rotationTypes: readonly RotationType[] | null;
  enabledModels: readonly RotationType[];
  /** Names the jump type radios apart from other open editors'. */
  tabId: string;
};

/**
 * How the code answers a visit: the rotation model, who may open it, how it jumps, WeChat only,
 * and whether each visit is recorded in detail.
 */
export function CodeBehaviourSection(props: CodeBehaviourSectionProps) {
  const { values, set, errors, idPrefix, rotationTypes, enabledModels, tabId } = props;
  const intl = useIntl();
  const field = { idPrefix, errors };
  const modelEnabled = enabledModels.some((type) => type.value === values.rotation_model);
  const modelOptions = [
    ...enabledModels.map((type) => ({
      value: String(type.value),
      label: rotationLabel(intl, rotationTypes, type.value),
    })),
    // A model an administrator disabled after this code chose it stays visible, but not choosable.
    ...(modelEnabled || rotationTypes === null
      ? []
      : [
          {
            value: String(values.rotation_model),
            label: intl.formatMessage(
              { id: 'codes.model_disabled' },
              { name: rotationLabel(intl, rotationTypes, values.rotation_model) },
            ),
            disabled: true,
          },
        ]),
  ];

  return (
    <Section compact icon="exchange" title={intl.formatMessage({ id: 'codes.section_behaviour' })}>
      <SectionCard>
        <FormGrid>
          <CodeField
            label={<FormattedMessage id="codes.field_rotation" />}
            path="rotation_model"
            {...field}
            help={intl.formatMessage({ id: rotationHelpKey(values.rotation_model) })}
            span={12}
          >
            {rotationTypes === null ? (
              <Spinner size={16} />
            ) : (
              <SegmentedControl
                className="lc-code-segmented"
                options={modelOptions}
                value={String(values.rotation_model)}
                onValueChange={(value) =>
                  set('rotation_model', Number(value) as EnumValue<typeof RotationModel>)
                }
                size="small"
                inline
              />
            )}
          </CodeField>
          <CodeField
            label={<FormattedMessage id="codes.field_access_mode" />}
            path="access_mode"
            {...field}
            help={intl.formatMessage({
              id:
                values.access_mode === AccessMode.scan_only
                  ? 'codes.access_help_scan'
                  : 'codes.access_help_open',
            })}
            span={12}
          >
            <SegmentedControl
              className="lc-code-segmented"
              options={enumOptions('AccessMode').map((option) => ({
                value: String(option.value),
                label: intl.formatMessage({ id: option.labelKey }),
              }))}
              value={String(values.access_mode)}
              onValueChange={(value) => set('access_mode', Number(value) as EnumValue<typeof AccessMode>)}
              size="small"
              inline
            />
          </CodeField>
          <CodeField
            label={<FormattedMessage id="codes.field_jump_type" />}
            path="jump_type"
            {...field}
            span={12}
          >
            <RadioGroup
              className="lc-code-jump-types"
              name={`jump-type-${tabId}`}
              selectedValue={String(values.jump_type)}
              onChange={(event) =>
                set('jump_type', Number(event.currentTarget.value) as EnumValue<typeof JumpType>)
              }
            >
              {enumOptions('JumpType').map((option) => (
                <Radio
                  key={option.value}
                  value={String(option.value)}
                  className="lc-code-jump-type"
                  labelElement={
                    <span>
                      <span className="lc-code-jump-name">
                        <FormattedMessage id={option.labelKey} />
                      </span>
                      <span className="lc-code-jump-help">
                        <FormattedMessage id={jumpHelpKey(Number(option.value))} />
                      </span>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </CodeField>
          <FormCell span={12}>
            <div className="lc-code-switches">
              <SwitchWithHelp
                id={`${idPrefix}-restriction_visit`}
                checked={values.restriction_visit === RestrictionVisit.wechat_only}
                labelKey="codes.field_wechat_only"
                helpKey="codes.field_wechat_only_help"
                onChange={(on) =>
                  set('restriction_visit', on ? RestrictionVisit.wechat_only : RestrictionVisit.none)
                }
              />
              <SwitchWithHelp
                id={`${idPrefix}-open_log`}
                checked={values.open_log === OpenLog.detailed}
                labelKey="codes.field_open_log"
                helpKey="codes.field_open_log_help"
                onChange={(on) => set('open_log', on ? OpenLog.detailed : OpenLog.counts_only)}
              />
            </div>
          </FormCell>
        </FormGrid>
      </SectionCard>
    </Section>
  );
}
