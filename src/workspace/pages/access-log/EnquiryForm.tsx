import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { Button, Callout, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { DateRangeInput, type DateRangeShortcut } from '@blueprintjs/datetime';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ACCESS_LOG_MAX_IPS } from '../../../../contract/areas/access-records';
import { LIMITS } from '../../../../contract/rules';
import { dayRangeInputProps } from '../../../ui/resource/calendar';
import { lastDays } from '../../../ui/resource/date-range';
import { useSiteZone } from '../../../ui/SiteZone';
import {
  type AccessLogField,
  type AccessLogForm,
  buildEnquiry,
  countIpLines,
  type Enquiry,
  emptyForm,
  selectableDays,
  siteToday,
} from './access-log-form';

/** A refusal of the last enquiry, shown above the button. */
export type EnquiryFailure = { message: string; rateLimited: boolean };

export type EnquiryFormProps = {
  busy: boolean;
  failure: EnquiryFailure | null;
  /** Messages the server attached to fields of the last enquiry. */
  serverProblems: Partial<Record<AccessLogField, string>>;
  onEnquire(enquiry: Enquiry): void;
};

function DaysField({
  value,
  invalid,
  onChange,
}: {
  value: AccessLogForm['range'];
  invalid: boolean;
  onChange(range: AccessLogForm['range']): void;
}) {
  const intl = useIntl();
  const zone = useSiteZone();
  // The window moves at the site's midnight; a page left open overnight gets it on its next render.
  const today = siteToday(zone);
  const { minDate, maxDate } = selectableDays(today);
  const todayTime = today.getTime();
  const shortcuts = useMemo<DateRangeShortcut[]>(() => {
    const day = new Date(todayTime);
    return [
      { label: intl.formatMessage({ id: 'date_range.today' }), dateRange: lastDays(1, day) },
      { label: intl.formatMessage({ id: 'date_range.last_3_days' }), dateRange: lastDays(3, day) },
      { label: intl.formatMessage({ id: 'date_range.last_7_days' }), dateRange: lastDays(7, day) },
    ];
  }, [intl, todayTime]);
  const intent = invalid ? 'danger' : 'none';
  return (
    <DateRangeInput
      {...dayRangeInputProps(intl)}
      className="lc-access-log-days"
      value={value}
      shortcuts={shortcuts}
      minDate={minDate}
      maxDate={maxDate}
      startInputProps={{
        id: 'access-log-range',
        intent,
        leftIcon: 'calendar',
        placeholder: intl.formatMessage({ id: 'date_range.start' }),
        'aria-label': intl.formatMessage({ id: 'date_range.start' }),
      }}
      endInputProps={{
        intent,
        placeholder: intl.formatMessage({ id: 'date_range.end' }),
        'aria-label': intl.formatMessage({ id: 'date_range.end' }),
      }}
      onChange={onChange}
    />
  );
}

function FailureCallout({ failure }: { failure: EnquiryFailure }) {
  const intl = useIntl();
  return (
    <Callout
      className="lc-access-log-failure"
      role="alert"
      intent={failure.rateLimited ? 'warning' : 'danger'}
      icon={failure.rateLimited ? 'time' : 'error'}
      title={intl.formatMessage({
        id: failure.rateLimited ? 'access_log.rate_limited_title' : 'access_log.failed_title',
      })}
    >
      {failure.message}
    </Callout>
  );
}

/**
 * The enquiry: the owner's query key, the code's suffix, the days and the addresses. The checks
 * run here first so that a missing field never costs one of the few enquiries a minute the
 * server allows; the server repeats them.
 */
export function EnquiryForm({ busy, failure, serverProblems, onEnquire }: EnquiryFormProps) {
  const intl = useIntl();
  const zone = useSiteZone();
  const [form, setForm] = useState<AccessLogForm>(() => emptyForm(siteToday(zone)));
  const [problem, setProblem] = useState<{ field: AccessLogField; message: string } | null>(null);
  const [keyShown, setKeyShown] = useState(false);

  const update = <F extends AccessLogField>(field: F, value: AccessLogForm[F]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = buildEnquiry(form, zone);
    if ('problem' in result) {
      const values = { days: LIMITS.accessLogDaysBack, max: ACCESS_LOG_MAX_IPS };
      setProblem({
        field: result.problem.field,
        message: intl.formatMessage({ id: result.problem.key }, values),
      });
      return;
    }
    setProblem(null);
    onEnquire(result.enquiry);
  };

  const messageOf = (field: AccessLogField) =>
    problem?.field === field ? problem.message : busy ? undefined : serverProblems[field];
  const group = (field: AccessLogField) => {
    const message = messageOf(field);
    return { intent: message ? ('danger' as const) : ('none' as const), helperText: message };
  };
  const ipCount = countIpLines(form.ip_text);

  return (
    <form className="lc-access-log-form" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="lc-access-log-fields">
        <FormGroup
          label={intl.formatMessage({ id: 'access_log.key' })}
          labelFor="access-log-key"
          {...group('key')}
        >
          <InputGroup
            id="access-log-key"
            name="key"
            type={keyShown ? 'text' : 'password'}
            leftIcon="key"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={form.key}
            intent={group('key').intent}
            placeholder={intl.formatMessage({ id: 'access_log.key_placeholder' })}
            onValueChange={(value) => update('key', value)}
            rightElement={
              <Button
                variant="minimal"
                icon={keyShown ? 'eye-off' : 'eye-open'}
                aria-label={intl.formatMessage({
                  id: keyShown ? 'access_log.hide_key' : 'access_log.show_key',
                })}
                aria-pressed={keyShown}
                onClick={() => setKeyShown((shown) => !shown)}
              />
            }
          />
        </FormGroup>
        <FormGroup
          label={intl.formatMessage({ id: 'access_log.file_name' })}
          labelFor="access-log-file-name"
          {...group('file_name')}
        >
          <InputGroup
            id="access-log-file-name"
            name="file_name"
            leftIcon="link"
            autoComplete="off"
            spellCheck={false}
            value={form.file_name}
            intent={group('file_name').intent}
            placeholder={intl.formatMessage({ id: 'access_log.file_name_placeholder' })}
            onValueChange={(value) => update('file_name', value)}
          />
        </FormGroup>
        <FormGroup
          label={intl.formatMessage({ id: 'access_log.range' })}
          labelFor="access-log-range"
          {...group('range')}
          helperText={
            messageOf('range') ??
            intl.formatMessage({ id: 'access_log.range_help' }, { days: LIMITS.accessLogDaysBack })
          }
        >
          <DaysField
            value={form.range}
            invalid={messageOf('range') !== undefined}
            onChange={(range) => update('range', range)}
          />
        </FormGroup>
      </div>
      <div className="lc-access-log-ips">
        <FormGroup
          label={intl.formatMessage({ id: 'access_log.ip_list' })}
          labelFor="access-log-ips"
          labelInfo={intl.formatMessage(
            { id: 'access_log.ip_count' },
            { count: ipCount, max: ACCESS_LOG_MAX_IPS },
          )}
          {...group('ip_text')}
        >
          <TextArea
            id="access-log-ips"
            name="ip_list"
            fill
            rows={3}
            spellCheck={false}
            autoComplete="off"
            value={form.ip_text}
            intent={group('ip_text').intent}
            placeholder={intl.formatMessage({ id: 'access_log.ip_placeholder' })}
            onChange={(event) => update('ip_text', event.target.value)}
          />
        </FormGroup>
        <div className="lc-access-log-actions">
          <Button
            type="submit"
            intent="primary"
            icon="search"
            loading={busy}
            disabled={busy}
            text={intl.formatMessage({ id: 'access_log.submit' })}
          />
          <Button
            variant="minimal"
            icon="reset"
            disabled={busy}
            text={intl.formatMessage({ id: 'action.reset' })}
            onClick={() => {
              setForm(emptyForm(siteToday(zone)));
              setProblem(null);
            }}
          />
        </div>
      </div>
      {failure && <FailureCallout failure={failure} />}
    </form>
  );
}
