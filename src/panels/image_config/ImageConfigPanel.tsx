import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { STORAGE_DRIVERS } from '../../../contract/areas/upload-storage';
import { type CallOutput, calls } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { checkForm } from '../../ui/resource/ResourceForm';
import type { FormValues } from '../../ui/resource/types';
import { SettingsField, SettingsFrame, SettingsSection } from '../../ui/settings/SettingsFrame';
import type { TextSettingSpec } from '../../ui/settings/settings-definition';
import { settingInputId, TextSetting } from '../../ui/settings/settings-fields';
import { type SettingsRecord, useSettingsRecord } from '../../ui/settings/use-settings-record';
import { type ProbeState, StorageProbeResult } from './StorageProbeResult';

/** The S3 fields, shown only while the S3 driver is chosen; their values are kept either way. */
const S3_FIELDS: readonly TextSettingSpec[] = [
  {
    kind: 'text',
    name: 'endpoint',
    labelKey: 'image_config.endpoint',
    helperKey: 'image_config.endpoint_help',
    required: true,
    wide: true,
    placeholder: 'https://s3.example.com',
  },
  {
    kind: 'text',
    name: 'region',
    labelKey: 'image_config.region',
    helperKey: 'image_config.region_help',
    placeholder: 'us-east-1',
  },
  {
    kind: 'text',
    name: 'bucket',
    labelKey: 'image_config.bucket',
    helperKey: 'image_config.bucket_help',
    required: true,
  },
  {
    kind: 'text',
    name: 'path_prefix',
    labelKey: 'image_config.path_prefix',
    helperKey: 'image_config.path_prefix_help',
    placeholder: 'uploads/images',
  },
  { kind: 'text', name: 'access_key_id', labelKey: 'image_config.access_key_id', required: true },
];

/** The form edits the record plus an empty secret: typing one replaces the stored secret. */
const fromRecord = (record: CallOutput<'image_config/inquire'>): FormValues => ({
  ...record,
  secret_access_key: '',
});

function DriverSelect({ record, values }: { record: SettingsRecord; values: FormValues }) {
  const intl = useIntl();
  const driver = String(values.driver);
  return (
    <SettingsField
      record={record}
      name="driver"
      label={intl.formatMessage({ id: 'image_config.driver' })}
      helper={
        <FormattedMessage
          id={driver === 's3' ? 'image_config.driver_s3_help' : 'image_config.driver_local_help'}
        />
      }
      wide
    >
      <HTMLSelect
        id={settingInputId('driver')}
        value={driver}
        options={STORAGE_DRIVERS.map((value) => ({
          value,
          label: intl.formatMessage({ id: `image_config.driver_${value}` }),
        }))}
        onChange={(event) => record.set('driver', event.currentTarget.value)}
      />
    </SettingsField>
  );
}

/** The secret: never shown, its hint as the placeholder; left empty it keeps the stored one. */
function secretSpec(values: FormValues, none: string): TextSettingSpec {
  return {
    kind: 'text',
    name: 'secret_access_key',
    labelKey: 'image_config.secret_access_key',
    helperKey: 'image_config.secret_help',
    secret: true,
    placeholder: String(values.secret_hint || none),
  };
}

/**
 * SPEC `image_config`: where new uploads go, with a connection test that writes, reads back and
 * deletes a probe file using the values in the form (the stored secret when none is typed).
 */
export default function ImageConfigPanel() {
  const intl = useIntl();
  const record = useSettingsRecord({
    inquire: 'image_config/inquire',
    update: 'image_config/update',
    fromRecord,
  });
  const [probe, setProbe] = useState<ProbeState>({ status: 'idle' });

  const test = async () => {
    if (!record.values) return;
    const checked = checkForm(calls['image_config/test'].input, [], record.values, intl);
    if (!checked.ok) {
      setProbe({ status: 'error', message: Object.values(checked.errors).join(' ') });
      return;
    }
    setProbe({ status: 'running' });
    try {
      setProbe({ status: 'done', result: await api.call('image_config/test', checked.input as never) });
    } catch (error) {
      setProbe({ status: 'error', message: errorMessage(error) });
    }
  };

  return (
    <SettingsFrame
      title={<FormattedMessage id="menu.image_config" />}
      icon="cloud-upload"
      description={<FormattedMessage id="image_config.description" />}
      record={record}
      actions={
        <Button
          icon="exchange"
          variant="minimal"
          loading={probe.status === 'running'}
          disabled={!record.values}
          onClick={() => void test()}
          data-action="image_config.test"
        >
          <FormattedMessage id="image_config.test" />
        </Button>
      }
    >
      {(values) => (
        <>
          <SettingsSection title={<FormattedMessage id="image_config.section_driver" />} icon="database">
            <DriverSelect record={record} values={values} />
          </SettingsSection>
          {values.driver === 's3' && (
            <SettingsSection
              title={<FormattedMessage id="image_config.section_s3" />}
              icon="cloud"
              description={<FormattedMessage id="image_config.section_s3_help" />}
            >
              {S3_FIELDS.map((spec) => (
                <TextSetting key={spec.name} record={record} values={values} spec={spec} />
              ))}
              <TextSetting
                record={record}
                values={values}
                spec={secretSpec(values, intl.formatMessage({ id: 'image_config.secret_none' }))}
              />
            </SettingsSection>
          )}
          <StorageProbeResult probe={probe} />
        </>
      )}
    </SettingsFrame>
  );
}
