import { useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import { type RemoteChoice, RemoteSelect } from '../RemoteSelect';
import type { FieldDef } from './types';

/** A required choice among records the server lists (a picture's type), as a described form field. */
export function remoteSelectField({
  name,
  labelKey,
  load,
  placeholderKey,
}: {
  name: string;
  labelKey: MessageKey;
  /** Reads the choices; a stable function, so they are read once per form. */
  load(): Promise<RemoteChoice[]>;
  placeholderKey: MessageKey;
}): FieldDef {
  return {
    name,
    labelKey,
    kind: 'custom',
    required: true,
    render: ({ id, value, onChange }) => (
      <Choice
        id={id}
        value={typeof value === 'number' ? value : null}
        onChange={onChange}
        load={load}
        placeholderKey={placeholderKey}
      />
    ),
  };
}

function Choice(props: {
  id: string;
  value: number | null;
  onChange(value: number | null): void;
  load(): Promise<RemoteChoice[]>;
  placeholderKey: MessageKey;
}) {
  const intl = useIntl();
  return <RemoteSelect {...props} placeholder={intl.formatMessage({ id: props.placeholderKey })} />;
}
