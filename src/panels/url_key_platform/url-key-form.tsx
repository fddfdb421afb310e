import { InputGroup, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { type CallOutput, calls } from '../../../contract/calls';
import type { CustomFieldProps, FieldDef, FormValues } from '../../ui/resource/types';

export type ExternalKey = CallOutput<'url_key_platform/detail'>['list'][number];

/** The form's switch saying the key is a reputation checker: not sent, it decides `mapping`. */
const CHECKER = 'checker';
const isChecker = (values: FormValues) => values[CHECKER] === true;

/** The platform id names the key for good (settings refer to it): typed once, then shown. */
function PlatformInput({ id, value, values, invalid, onChange }: CustomFieldProps) {
  const intl = useIntl();
  return (
    <InputGroup
      id={id}
      name="platform"
      fill
      readOnly={values.id !== undefined}
      disabled={values.id !== undefined}
      intent={invalid ? 'danger' : 'none'}
      placeholder="reputation_checker"
      value={String(value ?? '')}
      onValueChange={(text) => onChange(text.trim())}
      title={values.id !== undefined ? intl.formatMessage({ id: 'url_key_ui.platform_fixed' }) : undefined}
    />
  );
}

/** The secret is write-only: the field starts empty and says whether one is stored. */
function SecretInput({ id, value, values, invalid, onChange }: CustomFieldProps) {
  const intl = useIntl();
  const stored = values.has_secret === true;
  return (
    <InputGroup
      id={id}
      name="secret"
      type="password"
      autoComplete="new-password"
      fill
      intent={invalid ? 'danger' : 'none'}
      placeholder={intl.formatMessage({
        id: stored ? 'url_key_ui.secret_keep' : 'url_key_ui.secret_placeholder',
      })}
      value={String(value ?? '')}
      onValueChange={onChange}
      rightElement={
        stored ? (
          <Tag minimal intent="success" icon="lock">
            <FormattedMessage id="url_key_ui.secret_stored" />
          </Tag>
        ) : undefined
      }
    />
  );
}

/**
 * The key's form: id, title, URL template, secret, enabled, and — when the key is marked a
 * reputation checker — how the checker is asked and how its answer is read. The mapping fields
 * are named by their place in the input (`mapping.verdict_path`), so the form stays flat.
 */
export const urlKeyFields: FieldDef[] = [
  {
    name: 'platform',
    kind: 'custom',
    labelKey: 'url_key_ui.platform',
    helperKey: 'url_key_ui.platform_help',
    required: true,
    render: (props) => <PlatformInput {...props} />,
  },
  { name: 'title', kind: 'text', labelKey: 'url_key_ui.title', required: true },
  {
    name: 'url',
    kind: 'text',
    labelKey: 'url_key_ui.url',
    placeholderKey: 'url_key_ui.url_placeholder',
    helperKey: 'url_key_ui.url_help',
    wide: true,
  },
  {
    name: 'secret',
    kind: 'custom',
    labelKey: 'url_key_ui.secret',
    helperKey: 'url_key_ui.secret_help',
    render: (props) => <SecretInput {...props} />,
  },
  { name: 'enabled', kind: 'switch', labelKey: 'url_key_ui.enabled' },
  {
    name: CHECKER,
    kind: 'switch',
    labelKey: 'url_key_ui.is_checker',
    helperKey: 'url_key_ui.is_checker_help',
  },
  {
    name: 'mapping.method',
    kind: 'segmented',
    labelKey: 'url_key_ui.method',
    options: [
      { value: 'GET', labelKey: 'url_key_ui.method_get' },
      { value: 'POST', labelKey: 'url_key_ui.method_post' },
    ],
    visible: isChecker,
  },
  {
    name: 'mapping.verdict_path',
    kind: 'text',
    labelKey: 'url_key_ui.verdict_path',
    placeholderKey: 'url_key_ui.verdict_path_placeholder',
    helperKey: 'url_key_ui.verdict_path_help',
    required: true,
    visible: isChecker,
  },
  {
    name: 'mapping.body',
    kind: 'textarea',
    labelKey: 'url_key_ui.body',
    placeholderKey: 'url_key_ui.body_placeholder',
    helperKey: 'url_key_ui.body_help',
    wide: true,
    visible: (values) => isChecker(values) && values['mapping.method'] === 'POST',
  },
  {
    name: 'mapping.flagged_values',
    kind: 'tags',
    labelKey: 'url_key_ui.flagged_values',
    placeholderKey: 'url_key_ui.values_placeholder',
    helperKey: 'url_key_ui.flagged_values_help',
    required: true,
    wide: true,
    visible: isChecker,
  },
  {
    name: 'mapping.ok_values',
    kind: 'tags',
    labelKey: 'url_key_ui.ok_values',
    placeholderKey: 'url_key_ui.values_placeholder',
    helperKey: 'url_key_ui.ok_values_help',
    required: true,
    wide: true,
    visible: isChecker,
  },
  {
    name: 'mapping.reason_path',
    kind: 'text',
    labelKey: 'url_key_ui.reason_path',
    placeholderKey: 'url_key_ui.reason_path_placeholder',
    helperKey: 'url_key_ui.reason_path_help',
    visible: isChecker,
  },
];

/** A new key: enabled, not a checker; a checker starts with GET and no values. */
export const NEW_KEY: FormValues = {
  platform: '',
  title: '',
  url: '',
  secret: '',
  enabled: true,
  [CHECKER]: false,
  'mapping.method': 'GET',
  'mapping.body': '',
  'mapping.verdict_path': '',
  'mapping.flagged_values': [],
  'mapping.ok_values': [],
  'mapping.reason_path': '',
};

/** A stored key as the form edits it: the secret empty (kept unless typed), the mapping spread out. */
export function keyFormValues(key: ExternalKey): FormValues {
  const { mapping } = key;
  return {
    ...NEW_KEY,
    id: key.id,
    platform: key.platform,
    title: key.title,
    url: key.url,
    enabled: key.enabled,
    has_secret: key.has_secret,
    [CHECKER]: mapping !== null,
    ...(mapping && {
      'mapping.method': mapping.method,
      'mapping.body': mapping.body,
      'mapping.verdict_path': mapping.verdict_path,
      'mapping.flagged_values': mapping.flagged_values,
      'mapping.ok_values': mapping.ok_values,
      'mapping.reason_path': mapping.reason_path,
    }),
  };
}

/**
 * The save call's input schema as the form uses it: a GET checker has no body field on screen,
 * and the contract wants one, so an absent body is sent empty.
 */
export const saveKeySchema = z.preprocess((input) => {
  const values = input as { mapping?: Record<string, unknown> };
  return values.mapping && values.mapping.body === undefined
    ? { ...values, mapping: { ...values.mapping, body: '' } }
    : input;
}, calls['url_key_platform/save'].input);
