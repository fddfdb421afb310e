import { ControlGroup, InputGroup, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type MonthRange, monthRangeProblem } from './agent-stats';

type MonthRangeFieldProps = {
  range: MonthRange;
  /** The last month a reader may pick: the current month of the site. */
  max: string;
  onChange(range: MonthRange): void;
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * A range of months, first and last. A half-typed or cleared month keeps the last range; a reversed
 * range says so and is not passed on (the server would refuse it).
 */
export function MonthRangeField({ range, max, onChange }: MonthRangeFieldProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(range);
  const problem = monthRangeProblem(draft);

  // A range set from outside shows in the fields.
  useEffect(() => setDraft(range), [range]);

  const change = (next: MonthRange) => {
    if (!MONTH.test(next.start_month) || !MONTH.test(next.end_month)) return;
    setDraft(next);
    if (!monthRangeProblem(next)) onChange(next);
  };

  return (
    <>
      <ControlGroup className="lc-agent-months">
        <InputGroup
          type="month"
          value={draft.start_month}
          max={max}
          leftIcon="calendar"
          aria-label={intl.formatMessage({ id: 'agents_ui.start_month' })}
          onValueChange={(value) => change({ ...draft, start_month: value })}
        />
        <InputGroup
          type="month"
          value={draft.end_month}
          max={max}
          aria-label={intl.formatMessage({ id: 'agents_ui.end_month' })}
          onValueChange={(value) => change({ ...draft, end_month: value })}
        />
      </ControlGroup>
      {problem && (
        <Tag minimal intent="danger" icon="error" role="alert">
          <FormattedMessage id={problem} />
        </Tag>
      )}
    </>
  );
}
