import { type IconName, type Intent, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { DomainTrouble, type EnumValue } from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';

type TroubleValue = EnumValue<typeof DomainTrouble>;

/**
 * Why a code is on a to-do list. Red when its domain serves nothing now (not verified, or paused
 * while flagged), orange while it still serves but is at risk (flagged, or failing its checks):
 * the colour says whether visitors are already turned away.
 */
const TROUBLE: Record<
  TroubleValue,
  { key: MessageKey; hintKey: MessageKey; intent: Intent; icon: IconName }
> = {
  [DomainTrouble.unverified]: {
    key: 'trouble_ui.unverified',
    hintKey: 'trouble_ui.unverified_hint',
    intent: 'danger',
    icon: 'disable',
  },
  [DomainTrouble.paused]: {
    key: 'trouble_ui.paused',
    hintKey: 'trouble_ui.paused_hint',
    intent: 'danger',
    icon: 'pause',
  },
  [DomainTrouble.flagged]: {
    key: 'trouble_ui.flagged',
    hintKey: 'trouble_ui.flagged_hint',
    intent: 'warning',
    icon: 'warning-sign',
  },
  [DomainTrouble.failing]: {
    key: 'trouble_ui.failing',
    hintKey: 'trouble_ui.failing_hint',
    intent: 'warning',
    icon: 'error',
  },
};

/** A code's trouble as a coloured tag; hovering says what it means for visitors. */
export function TroubleTag({ value }: { value: TroubleValue }) {
  const intl = useIntl();
  const { key, hintKey, intent, icon } = TROUBLE[value];
  return (
    <Tag minimal intent={intent} icon={icon} htmlTitle={intl.formatMessage({ id: hintKey })}>
      <FormattedMessage id={key} />
    </Tag>
  );
}
