import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage, fieldErrors } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import { FormCell, FormGrid } from '../../ui/form-grid';
import { checkPasswordChange, type PasswordChange } from './password-rules';

const EMPTY: PasswordChange = { old_password: '', password: '', repeat_password: '' };

const FIELDS: {
  name: keyof PasswordChange;
  labelKey: 'password.old' | 'password.new' | 'password.repeat';
  autoComplete: string;
}[] = [
  { name: 'old_password', labelKey: 'password.old', autoComplete: 'current-password' },
  { name: 'password', labelKey: 'password.new', autoComplete: 'new-password' },
  { name: 'repeat_password', labelKey: 'password.repeat', autoComplete: 'new-password' },
];

/**
 * The old password, the new one and the new one again (SPEC §8), checked here as the server will
 * check them. `onChanged` runs once the server has taken the new password.
 */
export function PasswordChangeForm({ onChanged }: { onChanged?: () => Promise<void> | void }) {
  const intl = useIntl();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordChange, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkPasswordChange(values);
    if (Object.keys(problems).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(problems).map(([name, key]) => [name, intl.formatMessage({ id: key })]),
        ),
      );
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await api.call('admin/update_password', values);
      setValues(EMPTY);
      setErrors({});
      showToast('success', intl.formatMessage({ id: 'password.updated' }));
      await onChanged?.();
    } catch (error) {
      setFailure(errorMessage(error));
      setErrors(fieldErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      {failure && (
        <Callout intent="danger" icon="error" className="lc-form-failure" role="alert">
          {failure}
        </Callout>
      )}
      <FormGrid>
        {FIELDS.map((field) => (
          <FormCell key={field.name}>
            <FormGroup
              label={intl.formatMessage({ id: field.labelKey })}
              labelFor={`password-${field.name}`}
              labelInfo="*"
              intent={errors[field.name] ? 'danger' : 'none'}
              helperText={errors[field.name]}
            >
              <InputGroup
                id={`password-${field.name}`}
                name={field.name}
                type="password"
                autoComplete={field.autoComplete}
                intent={errors[field.name] ? 'danger' : 'none'}
                value={values[field.name]}
                onValueChange={(value) => {
                  setValues((current) => ({ ...current, [field.name]: value }));
                  setErrors((current) => ({ ...current, [field.name]: undefined }));
                }}
              />
            </FormGroup>
          </FormCell>
        ))}
      </FormGrid>
      <div className="lc-form-actions">
        <Button type="submit" intent="primary" icon="floppy-disk" loading={busy}>
          <FormattedMessage id="password.submit" />
        </Button>
        <Button
          icon="reset"
          variant="minimal"
          onClick={() => {
            setValues(EMPTY);
            setErrors({});
            setFailure(null);
          }}
        >
          <FormattedMessage id="action.reset" />
        </Button>
      </div>
    </form>
  );
}
