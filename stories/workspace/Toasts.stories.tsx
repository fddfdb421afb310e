import { Toast } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { noticeProps, toastProps } from '../../src/core/toaster';

/**
 * The console's toasts as the toaster shows them: short results at the top, and the persistent,
 * closable site-message notice (SPEC §2).
 */
function Toasts() {
  return (
    <div
      className="bp6-toast-container bp6-toast-container-inline"
      style={{ position: 'relative', padding: 24 }}
    >
      <Toast {...toastProps('success', '保存成功')} timeout={0} />
      <Toast {...toastProps('error', '账号或密码错误')} timeout={0} />
      <Toast {...toastProps('warning', '实时服务重连中…')} timeout={0} />
      <Toast
        {...noticeProps(
          '系统维护通知',
          '今晚 23:00–23:30 进行数据库升级，期间活码跳转不受影响，控制台将短暂不可用。',
        )}
      />
    </div>
  );
}

const meta: Meta<typeof Toasts> = {
  title: 'Workspace/Toasts',
  component: Toasts,
};
export default meta;

type Story = StoryObj<typeof Toasts>;

export const Light: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };
