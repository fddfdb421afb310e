import { useEffect, useState } from 'react';
import { HTMLSelect } from './HTMLSelect';

/** One choice of a select whose choices the server holds (a picture list type). */
export type RemoteChoice = { value: number; label: string };

type RemoteSelectProps = {
  id: string;
  value: number | null;
  onChange(value: number | null): void;
  /** Reads the choices once, when the select appears. */
  load(): Promise<RemoteChoice[]>;
  /** The words of "none"; without them a choice is required and the first is offered. */
  noneLabel?: string;
  /** Shown while the choices load and when they cannot be read. */
  placeholder: string;
};

/**
 * A native select over records the server lists: short lists (types, categories) where a search
 * box would be too much. A value no longer among the choices stays until another is picked.
 */
export function RemoteSelect({ id, value, onChange, load, noneLabel, placeholder }: RemoteSelectProps) {
  const [choices, setChoices] = useState<RemoteChoice[] | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (list) => current && setChoices(list),
      () => current && setChoices([]),
    );
    return () => {
      current = false;
    };
  }, [load]);
  const options = [
    ...(noneLabel !== undefined || value === null ? [{ value: '', label: noneLabel ?? placeholder }] : []),
    ...(choices ?? []).map((choice) => ({ value: String(choice.value), label: choice.label })),
  ];
  return (
    <HTMLSelect
      id={id}
      fill
      disabled={choices === null}
      value={value === null ? '' : String(value)}
      options={options}
      onChange={(event) =>
        onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
      }
    />
  );
}
