import { Button, InputGroup, MenuItem } from '@blueprintjs/core';
import { DateInput, TimePrecision } from '@blueprintjs/datetime';
import { Suggest } from '@blueprintjs/select';
import enUS from 'date-fns/locale/en-US';
import zhCN from 'date-fns/locale/zh-CN';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../core/api/api';
import type { MessageKey } from '../../i18n/catalogues';
import { HTMLSelect } from '../../ui/HTMLSelect';
import type { CustomFieldProps, FieldDef } from '../../ui/resource/types';
import { UsdtUnit } from '../money/money-cells';
import { addDecimal, checkBalanceChange, isNegativeDecimal, toUtcIso } from './account-rules';
import type { AccountRoles, RoleOption } from './use-account-roles';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';

type RoleSelectProps = CustomFieldProps & {
  roles: RoleOption[] | null | undefined;
  /** The account's current role, offered even when the role list cannot be read. */
  current?: { id: number; name: string };
  disabled?: boolean;
};

/** The role of an account: the roles this page may give, the current one always among them. */
export function RoleSelect({ id, value, roles, current, disabled, invalid, onChange }: RoleSelectProps) {
  const intl = useIntl();
  const options = (roles ?? []).map((role) => ({ value: String(role.id), label: role.name }));
  if (current && !options.some((option) => option.value === String(current.id))) {
    options.unshift({ value: String(current.id), label: current.name });
  }
  return (
    <HTMLSelect
      id={id}
      fill
      disabled={disabled}
      className={invalid ? 'lc-select-invalid' : undefined}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) =>
        onChange(event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value))
      }
    >
      {value === undefined && <option value="">{intl.formatMessage({ id: 'account.role_pick' })}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </HTMLSelect>
  );
}

/** The role field of the account dialogs; `current` keeps the account's role offered. */
export function roleField(
  roles: AccountRoles | null,
  current?: { id: number; name: string },
  disabled?: boolean,
): FieldDef {
  return {
    name: 'role_id',
    kind: 'custom',
    labelKey: 'account.role',
    required: true,
    render: (props) => (
      <RoleSelect {...props} roles={roles?.assignable} current={current} disabled={disabled} />
    ),
  };
}

type Candidate = { id: number; account: string | null };

const LOOKUP_DELAY_MS = 250;

/**
 * The superior of a user, picked by account (searched as you type) or by id (type the digits).
 * The value is the superior's id or null; `values.superior_account` names the current one.
 */
export function SuperiorPicker({ id, value, values, invalid, onChange }: CustomFieldProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Candidate[]>([]);
  const [selected, setSelected] = useState<Candidate | null>(
    typeof value === 'number'
      ? { id: value, account: (values.superior_account as string | null) ?? null }
      : null,
  );

  useEffect(() => {
    const keyword = query.trim();
    if (keyword === '') {
      setFound([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      api.call('user_list/inquire', { keyword, page: 1, page_size: 8 }).then(
        ({ list }) =>
          current &&
          setFound(
            list.filter((row) => row.id !== values.id).map((row) => ({ id: row.id, account: row.account })),
          ),
        () => current && setFound([]),
      );
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, values.id]);

  const byId: Candidate[] = /^\d+$/.test(query.trim()) ? [{ id: Number(query.trim()), account: null }] : [];
  const items = [...byId, ...found.filter((candidate) => !byId.some((entry) => entry.id === candidate.id))];
  const describe = (candidate: Candidate) =>
    candidate.account ?? intl.formatMessage({ id: 'account.superior_by_id' }, { id: candidate.id });

  return (
    <div className="lc-superior">
      <Suggest<Candidate>
        fill
        items={items}
        query={query}
        onQueryChange={setQuery}
        selectedItem={selected}
        itemsEqual="id"
        inputValueRenderer={describe}
        itemPredicate={() => true}
        resetOnClose
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        inputProps={{
          id,
          intent: invalid ? 'danger' : 'none',
          placeholder: intl.formatMessage({ id: 'account.superior_placeholder' }),
        }}
        noResults={
          <MenuItem
            disabled
            roleStructure="listoption"
            text={intl.formatMessage({
              id: query.trim() ? 'account.superior_none' : 'account.superior_type',
            })}
          />
        }
        itemRenderer={(candidate, { handleClick, handleFocus, modifiers }) =>
          modifiers.matchesPredicate ? (
            <MenuItem
              key={candidate.id}
              roleStructure="listoption"
              active={modifiers.active}
              selected={selected?.id === candidate.id}
              text={describe(candidate)}
              label={`#${candidate.id}`}
              onClick={handleClick}
              onFocus={handleFocus}
            />
          ) : null
        }
        onItemSelect={(candidate) => {
          setSelected(candidate);
          setQuery('');
          onChange(candidate.id);
        }}
      />
      <Button
        variant="minimal"
        icon="cross"
        disabled={selected === null}
        aria-label={intl.formatMessage({ id: 'account.superior_clear' })}
        title={intl.formatMessage({ id: 'account.superior_clear' })}
        onClick={() => {
          setSelected(null);
          onChange(null);
        }}
      />
    </div>
  );
}

/** The date-fns locale of the picker's calendar; Swahili has none there, so it reads English. */
function pickerLocale(locale: string) {
  return locale === 'zh-CN' ? zhCN : enUS;
}

/**
 * A date and time (to the minute) in the reader's zone; the value is an ISO UTC instant or null.
 * `placeholderKey` says what an empty field means: "never expires" unless the field says otherwise.
 */
export function DateTimeField({
  id,
  value,
  invalid,
  onChange,
  placeholderKey = 'account.no_expiry',
}: CustomFieldProps & { placeholderKey?: MessageKey }) {
  const intl = useIntl();
  return (
    <DateInput
      fill
      value={typeof value === 'string' ? value : null}
      onChange={(next) => onChange(toUtcIso(next))}
      timePrecision={TimePrecision.MINUTE}
      showTimezoneSelect={false}
      dateFnsFormat="yyyy-MM-dd HH:mm"
      locale={pickerLocale(intl.locale)}
      showActionsBar
      highlightCurrentDay
      todayButtonText={intl.formatMessage({ id: 'account.today' })}
      clearButtonText={intl.formatMessage({ id: 'account.clear' })}
      invalidDateMessage={intl.formatMessage({ id: 'form.invalid' })}
      maxDate={new Date(2100, 11, 31)}
      placeholder={intl.formatMessage({ id: placeholderKey })}
      popoverProps={{ placement: 'bottom-start' }}
      inputProps={{ id, intent: invalid ? 'danger' : 'none', leftIcon: 'calendar' }}
    />
  );
}

/**
 * A signed balance change (positive adds, negative subtracts) with the balance it would leave,
 * worked out exactly from the decimal strings as the reader types.
 */
export function BalanceAmountField({ id, value, values, invalid, onChange }: CustomFieldProps) {
  const balance = String(values.balance ?? '0');
  const text = String(value ?? '');
  const outcome = text.trim() === '' ? null : checkBalanceChange(text, balance);
  // A change that would go below zero still shows where it would land, in red.
  const after =
    outcome && 'result' in outcome
      ? outcome.result
      : outcome?.error === 'user.balance_negative'
        ? addDecimal(balance, text)
        : null;
  return (
    <div className="lc-balance-field">
      <InputGroup
        id={id}
        fill
        inputMode="decimal"
        intent={invalid ? 'danger' : 'none'}
        value={text}
        leftIcon={text.trim().startsWith('-') ? 'remove' : 'add'}
        rightElement={<UsdtUnit />}
        onValueChange={(next) => onChange(next.replace(/\s/g, ''))}
      />
      <div className="lc-balance-preview" aria-live="polite">
        <FormattedMessage id="account.balance_now" values={{ balance: <strong>{balance}</strong> }} />
        {after !== null && (
          <>
            {' → '}
            <span className={isNegativeDecimal(after) ? 'lc-expired' : undefined}>
              <FormattedMessage id="account.balance_after" values={{ balance: <strong>{after}</strong> }} />
            </span>
          </>
        )}
      </div>
    </div>
  );
}
