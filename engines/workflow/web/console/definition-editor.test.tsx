import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps, ComponentType } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import type { TWorkflowDefinition } from '../../contract-definition';
import type { TSaveAnswer } from './definition-editor';

const LEAVE: TWorkflowDefinition = {
  name: '学生请假',
  steps: [
    {
      key: 'instructor',
      name: '辅导员审批',
      kind: 'any',
      assignee: { kind: 'role', role: 'instructor', scope: 'applicant' },
      limitHours: 24,
      editable: [],
    },
    {
      key: 'leader',
      name: '院系审批',
      kind: 'any',
      assignee: { kind: 'role', role: 'leader', scope: 'applicant' },
      limitHours: 24,
      editable: [],
    },
  ],
};
const ROLES = [
  { key: 'instructor', name: '辅导员' },
  { key: 'leader', name: '院系领导' },
];

let DefinitionEditor: ComponentType<ComponentProps<typeof import('./definition-editor').DefinitionEditor>>;

beforeAll(async () => {
  // The engine's strings join i18n as its modules load: set up first, then the editor.
  setupI18n('zh');
  DefinitionEditor = (await import('./definition-editor')).DefinitionEditor;
  await loadRegisteredTranslations();
});

/** The editor of leave's flow; its saves answer `answer`. */
function edit(answer: TSaveAnswer = { saved: true }) {
  const onSave = vi.fn(async (_definition: TWorkflowDefinition) => answer);
  renderScreen(<DefinitionEditor definition={LEAVE} roles={ROLES} people={[]} fields={['days', 'type']} onSave={onSave} />);
  return onSave;
}

const stepTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存为新版本' }));

it('adds a step at the end with the next key, to be named, and saves it as a new version', async () => {
  const onSave = edit();
  fireEvent.click(screen.getByRole('button', { name: /添加环节/ }));
  expect(stepTitles()).toEqual(['第1步“辅导员审批”', '第2步“院系审批”', '第3步“新环节”']);
  const added = within(screen.getAllByRole('listitem').at(-1)!);
  expect((added.getByRole('textbox', { name: '环节标识' }) as HTMLInputElement).value).toBe('step_3');
  fireEvent.change(added.getByRole('textbox', { name: '环节名称' }), { target: { value: '学工处备案' } });

  // A new step names no role yet: the check says so, by step, and nothing is sent.
  save();
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('第3步“学工处备案”：请选择审批角色'));
  expect(onSave).not.toHaveBeenCalled();

  fireEvent.mouseDown(added.getByRole('combobox', { name: '角色' }));
  // The option in the open list (the second step's box shows the same role's name).
  fireEvent.click(document.querySelector('.ant-select-dropdown [title="院系领导"]')!);
  save();
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  expect(onSave.mock.calls[0]![0].steps[2]).toMatchObject({
    key: 'step_3',
    name: '学工处备案',
    assignee: { kind: 'role', role: 'leader', scope: 'applicant' },
  });
  // Three steps of antd's form in jsdom, saved twice: about 6 s on a quiet machine, twice that on a busy 2-core one.
}, 30_000);

it('refuses a first step whose approvers the previous one would choose, before asking the server', async () => {
  const onSave = edit();
  const first = within(screen.getAllByRole('listitem')[0]!);
  fireEvent.click(first.getByRole('radio', { name: '由上一环节审批人选择' }));
  save();
  expect(await screen.findByRole('alert')).toHaveProperty(
    'textContent',
    expect.stringContaining('第1步“辅导员审批”：第一个环节不能由上一环节审批人选择'),
  );
  expect(onSave).not.toHaveBeenCalled();
});

it("reorders steps with the arrow buttons and shows the server's refusal as it is", async () => {
  const onSave = edit({ saved: false, refusal: '角色不存在：leader' });
  expect(screen.getByRole('button', { name: '上移第1步“辅导员审批”' })).toHaveProperty('disabled', true);
  fireEvent.click(screen.getByRole('button', { name: '下移第1步“辅导员审批”' }));
  expect(stepTitles()).toEqual(['第1步“院系审批”', '第2步“辅导员审批”']);
  save();
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', '角色不存在：leader');
  expect(onSave.mock.calls[0]![0].steps.map((step) => step.key)).toEqual(['leader', 'instructor']);
});
