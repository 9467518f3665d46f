import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { beforeAll, expect, it } from 'vitest';
import { setupI18n } from '../i18n';
// The console's strings join the i18n instance as the dialog's module loads: set up first.
let FormModal: typeof import('./form-modal').FormModal;
beforeAll(async () => {
  setupI18n('zh');
  ({ FormModal } = await import('./form-modal'));
});

/** A page with a 新建 button opening a one-field dialog, which records what it was given and closes. */
function Page({ saved }: { saved: string[] }) {
  const [form] = Form.useForm<{ name: string }>();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>新建</button>
      <FormModal
        form={form}
        open={open}
        title="新建分类"
        okText="创建"
        initialValues={{ name: '未命名' }}
        onClose={() => setOpen(false)}
        onFinish={async ({ name }) => {
          saved.push(name);
          setOpen(false);
        }}
      >
        <Form.Item name="name" label="名称">
          <Input />
        </Form.Item>
      </FormModal>
    </>
  );
}

it('submits the form with its OK button and starts again from the initial values after closing', async () => {
  const saved: string[] = [];
  // Without motion a dialog is closed once it is hidden: jsdom never ends antd's closing animation.
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Page saved={saved} />
    </ConfigProvider>,
  );
  fireEvent.click(screen.getByText('新建'));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('新建分类')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '讲座' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /创\s?建/ }));
  await waitFor(() => expect(saved).toEqual(['讲座']));

  fireEvent.click(screen.getByText('新建'));
  dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '不要了' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
  fireEvent.click(screen.getByText('新建'));
  dialog = await screen.findByRole('dialog');
  await waitFor(() => expect((within(dialog).getByLabelText('名称') as HTMLInputElement).value).toBe('未命名'));
  expect(saved).toEqual(['讲座']);
});
