import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { type CallOutput, calls } from '../../../contract/calls';
import { ScreenRuleKind } from '../../../contract/enums';
import { api } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import type { FieldDef } from '../../ui/resource/types';

type Imported = CallOutput<'abuse_blocklist/import'>;

const FIELDS: FieldDef[] = [
  {
    name: 'kind',
    kind: 'segmented',
    labelKey: 'abuse_blocklist.kind',
    options: [
      { value: ScreenRuleKind.block, labelKey: 'enum.ScreenRuleKind.block' },
      { value: ScreenRuleKind.allow, labelKey: 'enum.ScreenRuleKind.allow' },
    ],
  },
  {
    name: 'text',
    kind: 'textarea',
    labelKey: 'abuse_blocklist.import_text',
    helperKey: 'abuse_blocklist.import_help',
    placeholderKey: 'abuse_blocklist.import_placeholder',
    required: true,
    wide: true,
  },
];

/** What an import did, with the first refused lines by number (the rest are counted). */
export function importSummary(intl: IntlShape, result: Imported): string {
  const refused = result.refused
    .slice(0, 5)
    .map((line) => intl.formatMessage({ id: 'abuse_blocklist.import_refused_line' }, line));
  return [
    intl.formatMessage(
      { id: 'abuse_blocklist.import_done' },
      { added: result.added, skipped: result.skipped, refused: result.refused.length },
    ),
    ...refused,
  ].join('\n');
}

/** Imports a plain list (a host or pattern per line) as rules of one kind. */
export function ImportListButton({ onImported }: { onImported(): void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (!useCan('abuse_blocklist/import')) return null;
  return (
    <>
      <Button icon="import" data-action="abuse_blocklist/import" onClick={() => setOpen(true)}>
        <FormattedMessage id="abuse_blocklist.import" />
      </Button>
      <ResourceForm
        isOpen={open}
        title={intl.formatMessage({ id: 'abuse_blocklist.import_title' })}
        submitText={intl.formatMessage({ id: 'abuse_blocklist.import' })}
        fields={FIELDS}
        initial={{ kind: ScreenRuleKind.block, text: '' }}
        schema={calls['abuse_blocklist/import'].input}
        submit={(input) => api.callByPath('abuse_blocklist/import', input)}
        savedMessage={(result) => importSummary(intl, result as Imported)}
        onClose={() => setOpen(false)}
        onSaved={onImported}
      />
    </>
  );
}
