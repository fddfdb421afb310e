import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { ComboStatus, type EnumValue } from '../../../contract/enums';

/** Whether a package is on sale: a green tag when it is, a grey one when switched off. */
export function ComboStatusTag({ status }: { status: EnumValue<typeof ComboStatus> }) {
  const on = status === ComboStatus.on;
  return (
    <Tag minimal intent={on ? 'success' : 'none'} icon={on ? 'shop' : 'disable'}>
      <FormattedMessage id={on ? 'enum.ComboStatus.on' : 'enum.ComboStatus.off'} />
    </Tag>
  );
}
