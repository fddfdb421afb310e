// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RawIntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../contract/enums';
import { intlFor } from '../../../src/core/i18n/intl';
import { NumberInput } from '../../../src/ui/NumberInput';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function render(locale: Locale) {
  if (!root) {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  await act(async () => {
    root?.render(
      <RawIntlProvider value={intlFor(locale)}>
        <NumberInput id="days" value={3} onValueChange={() => undefined} />
      </RawIntlProvider>,
    );
  });
}

const stepLabels = () =>
  [...document.querySelectorAll('.bp6-numeric-input button')].map((button) =>
    button.getAttribute('aria-label'),
  );

describe('NumberInput', () => {
  it('names the step buttons in the reader’s language, and again when it changes', async () => {
    await render('zh-CN');
    expect(stepLabels()).toEqual(['增加', '减少']);
    await render('sw-KE');
    expect(stepLabels()).toEqual(['Ongeza', 'Punguza']);
    await render('en-US');
    expect(stepLabels()).toEqual(['Increase', 'Decrease']);
  });

  it('still hands the input to a caller’s ref', async () => {
    let seen: HTMLInputElement | null = null;
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => {
      root?.render(
        <RawIntlProvider value={intlFor('zh-CN')}>
          <NumberInput
            id="seconds"
            inputRef={(element) => {
              seen = element;
            }}
          />
        </RawIntlProvider>,
      );
    });
    expect((seen as HTMLInputElement | null)?.id).toBe('seconds');
  });
});
