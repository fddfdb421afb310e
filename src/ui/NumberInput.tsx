import {
  Classes,
  type HTMLInputProps,
  mergeRefs,
  // biome-ignore lint/style/noRestrictedImports: the one place that wraps it
  NumericInput,
  type NumericInputProps,
} from '@blueprintjs/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';

/** NumericInput's own props: its HTML input's attributes and Blueprint's (`size` is Blueprint's). */
export type NumberInputProps = Omit<HTMLInputProps, 'size'> & NumericInputProps;

/**
 * Blueprint's NumericInput with its step buttons named in the reader's language. Use it instead
 * of NumericInput. Blueprint 6 writes fixed English labels ("increment", "decrement") on the two
 * buttons and has no prop for them, so they are renamed once rendered; React leaves the new names
 * alone because the value Blueprint gives never changes.
 */
export function NumberInput({ inputRef, ...props }: NumberInputProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement | null>(null);
  const ref = useMemo(() => mergeRefs(input, inputRef), [inputRef]);
  const increment = intl.formatMessage({ id: 'number_input.increment' });
  const decrement = intl.formatMessage({ id: 'number_input.decrement' });
  // After every render: the buttons come and go with `buttonPosition`.
  useLayoutEffect(() => {
    const group = input.current?.closest(`.${Classes.NUMERIC_INPUT}`);
    const buttons = group?.querySelectorAll(`:scope > .${Classes.BUTTON_GROUP} > button`) ?? [];
    const [up, down] = buttons;
    up?.setAttribute('aria-label', increment);
    down?.setAttribute('aria-label', decrement);
  });
  return <NumericInput {...props} inputRef={ref} />;
}
