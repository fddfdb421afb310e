import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImportResult } from './code-transfer';
import { ImportCounts, ImportLineTable } from './ImportCodesDialog';
import './code-transfer.css';

/** A dry run of a small file: two new codes, an update, and a line with two wrong cells. */
const checked: ImportResult = {
  rows: [
    { line: 2, action: 'create', file_name: 'spring-fair', errors: [] },
    {
      line: 3,
      action: 'error',
      file_name: 'broken-one',
      errors: [
        { field: 'dest1_threshold', message: '请填写整数' },
        { field: 'dest1_url', message: '请输入以 http:// 或 https:// 开头的完整链接' },
      ],
    },
    { line: 4, action: 'create', file_name: '', errors: [] },
    { line: 5, action: 'update', file_name: 'existing-1', errors: [] },
    {
      line: 6,
      action: 'error',
      file_name: 'over-limit',
      errors: [{ field: 'line', message: '您的免费版最多可有 3 个活码，目前已有 3 个。' }],
    },
  ],
  created: 2,
  updated: 1,
  failed: 2,
};

function Lines({ result, done }: { result: ImportResult; done: boolean }) {
  return (
    <div style={{ maxWidth: 880 }}>
      <p>
        <ImportCounts result={result} done={done} />
      </p>
      <ImportLineTable rows={result.rows} done={done} />
    </div>
  );
}

const meta: Meta<typeof Lines> = {
  title: 'Panels/Code list/Import lines',
  component: Lines,
  args: { result: checked, done: false },
};
export default meta;

type Story = StoryObj<typeof Lines>;

export const DryRun: Story = {};

export const DryRunDark: Story = { globals: { theme: 'dark' } };

export const Applied: Story = { args: { done: true } };

export const NothingValid: Story = {
  args: {
    result: {
      rows: [checked.rows[1] as ImportResult['rows'][number]],
      created: 0,
      updated: 0,
      failed: 1,
    },
  },
};
