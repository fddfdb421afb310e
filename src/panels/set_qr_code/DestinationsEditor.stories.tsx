import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { DestinationsEditor } from './DestinationsEditor';
import { type DestinationDraft, destinationsReducer, newDestination } from './destination-editor';

const saved = (patch: Partial<DestinationDraft>): DestinationDraft => ({ ...newDestination(), ...patch });

/** A WeChat group rotation: the first group is full, the second past 80 %, the third the fallback. */
const groups: DestinationDraft[] = [
  saved({ id: 1, url: 'https://weixin.example.cn/group/a', title: '一群', threshold: 200, visits: 200 }),
  saved({ id: 2, url: 'https://weixin.example.cn/group/b', title: '二群', threshold: 200, visits: 172 }),
  saved({
    id: 3,
    url: 'https://weixin.example.cn/group/c',
    title: '三群',
    threshold: 200,
    visits: 12,
    fallback: true,
  }),
  saved({ url: 'https://weixin.example.cn/group/d', title: '四群', threshold: 200, enabled: false }),
];

type EditorProps = { initial: DestinationDraft[]; showWeight: boolean; errors: Record<string, string> };

/** The editor with its real reducer, so rows can be added, moved and removed in the story. */
function Editor({ initial, showWeight, errors }: EditorProps) {
  const [drafts, dispatch] = useReducer(destinationsReducer, initial);
  return <DestinationsEditor drafts={drafts} dispatch={dispatch} showWeight={showWeight} errors={errors} />;
}

const meta: Meta<typeof Editor> = {
  title: 'Panels/Code editor/Destinations',
  component: Editor,
  args: { initial: groups, showWeight: false, errors: {} },
};
export default meta;

type Story = StoryObj<typeof Editor>;

export const Populated: Story = {};

export const PopulatedDark: Story = { globals: { theme: 'dark' } };

export const RandomWithWeights: Story = {
  args: {
    showWeight: true,
    initial: [
      saved({ id: 7, url: 'https://cs.example.cn/review/a', weight: 3, visits: 31 }),
      saved({ id: 8, url: 'https://cs.example.cn/review/b', weight: 1, visits: 10 }),
    ],
  },
};

export const FieldErrors: Story = {
  args: {
    initial: [saved({ url: 'javascript:alert(1)' }), saved({ url: '', threshold: -1 })],
    errors: {
      'destinations.0.url': '请输入以 http:// 或 https:// 开头的完整链接',
      'destinations.1.url': '请输入落地页链接',
      'destinations.1.threshold': '请输入不小于 0 的整数',
    },
  },
};

export const NoneEnabled: Story = {
  args: { initial: [saved({ url: 'https://e.example.cn/', enabled: false })] },
};
