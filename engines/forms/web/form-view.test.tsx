import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { pickOnWheels } from '@quad/platform/shell/picker-test-kit';
import { EMPTY_DEFINITION, type TFormDefinition } from '@quad/forms-engine/shared/definition';
import zh from '../i18n/zh.json';
import { resetFormStores } from './form-store';
import { displayValue } from './fields/display-value';
import { FormView } from './form-view';

const definition: TFormDefinition = {
  ...EMPTY_DEFINITION,
  fields: [
    { key: 'description_9_1', kind: 'description', label: '说明', html: '<p>请<b>如实</b>填写</p>' },
    { key: 'radio_9_2', kind: 'radio', label: '是否离校', required: true, options: [{ value: 'y', label: '是' }, { value: 'n', label: '否' }] },
    { key: 'text_9_3', kind: 'text', label: '去向', help: '写到城市', visibleIf: { field: 'radio_9_2', op: 'eq', value: 'y' } },
    { key: 'number_9_4', kind: 'number', label: '天数', unit: '天' },
    { key: 'computed_9_5', kind: 'computed', label: '小时', formula: '{number_9_4} * 24' },
    {
      key: 'table_9_6',
      kind: 'table',
      label: '同行人员',
      maxRows: 2,
      columns: [{ key: 'text_9_7', kind: 'text', label: '姓名', required: true }],
    },
  ],
};

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'forms-engine', zh, true, true);
});
afterEach(resetFormStores);

describe('displayValue', () => {
  it('reads answers as text: option labels, units', () => {
    const radio = definition.fields[1]!;
    expect(displayValue(radio, 'n')).toBe('否');
    expect(displayValue({ ...radio, kind: 'checkbox' }, ['y', 'n'])).toBe('是、否');
    expect(displayValue(definition.fields[3]!, 3)).toBe('3 天');
    expect(displayValue(definition.fields[3]!, '')).toBe('');
  });
});

describe('FormView', () => {
  it('shows the fields visible for the answers, with rich text, marks, help and errors', async () => {
    render(<FormView definition={definition} values={{}} errors={{ radio_9_2: '请选择是否离校' }} formNo={9} />);
    expect(screen.getByText('如实').tagName).toBe('B');
    expect(screen.getByText('是否离校').textContent).toBe('*是否离校');
    expect(screen.getByRole('alert').textContent).toBe('请选择是否离校');
    expect(screen.queryByText('去向')).toBeNull();
    // Without onChange the view keeps its own answers (the designer's preview).
    await pickOnWheels(screen.getByRole('button', { name: /是否离校/ }), '是');
    expect(screen.getByRole('button', { name: '是否离校 是' })).toBeTruthy();
    expect(screen.getByText('去向')).toBeTruthy();
    expect(screen.getByText('写到城市')).toBeTruthy();
  });

  it('draws every choice, date and region kind as a button that reads its label and the answer', async () => {
    const fields: TFormDefinition['fields'] = [
      { key: 'select_9_1', kind: 'select', label: '校区', options: [{ value: 'n', label: '北校区' }] },
      { key: 'checkbox_9_2', kind: 'checkbox', label: '兴趣', options: [{ value: 'a', label: '篮球' }, { value: 'b', label: '围棋' }] },
      { key: 'date_9_3', kind: 'date', label: '返校日期' },
      { key: 'time_9_4', kind: 'time', label: '到达时间' },
      { key: 'datetime_9_5', kind: 'datetime', label: '出发时间' },
      { key: 'region_9_6', kind: 'region', label: '家庭地址', depth: 2 },
      { key: 'radio_9_7', kind: 'radio', label: '是否住校', placeholder: '请点选', options: [{ value: 'y', label: '是' }] },
    ];
    const values = { select_9_1: 'n', checkbox_9_2: ['a', 'b'], date_9_3: '2026-09-01', time_9_4: '08:30', datetime_9_5: '2026-08-31 18:00', region_9_6: '广东省/广州市' };
    render(<FormView definition={{ ...EMPTY_DEFINITION, fields }} values={values} errors={{}} onChange={() => {}} formNo={9} />);
    for (const name of ['校区 北校区', '兴趣 篮球、围棋', '返校日期 2026-09-01', '到达时间 08:30', '出发时间 2026-08-31 18:00', '是否住校 请点选']) expect(screen.getByRole('button', { name })).toBeTruthy();
    // The national list arrives on demand.
    expect(await screen.findByRole('button', { name: '家庭地址 广东省/广州市' })).toBeTruthy();
    // An optional answer can go back to none; a required one (是否离校 above) and ticks cannot.
    expect(screen.getByRole('button', { name: '清除 返校日期' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^清除 兴趣/ })).toBeNull();
    expect(document.querySelector('select, input[type="date"], input[type="time"], input[type="datetime-local"], input[type="radio"], input[type="checkbox"]')).toBeNull();
  });

  it('computes from the answers and reports changes by key', () => {
    const changes: [string, unknown][] = [];
    render(<FormView definition={definition} values={{ number_9_4: '2' }} errors={{}} onChange={(k, v) => changes.push([k, v])} formNo={9} />);
    expect(screen.getByText('48')).toBeTruthy();
    expect(screen.getByText('天')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('天数'), { target: { value: '3' } });
    expect(changes).toEqual([['number_9_4', '3']]);
  });

  it('lays out child-table rows as cards, adds rows up to maxRows, and shows cell errors', () => {
    const { rerender } = render(<FormView definition={definition} values={{}} errors={{}} formNo={9} />);
    fireEvent.click(screen.getByText('+ 添加一行'));
    fireEvent.click(screen.getByText('+ 添加一行'));
    expect(screen.getByText('第2行')).toBeTruthy();
    expect(screen.queryByText('+ 添加一行')).toBeNull();
    fireEvent.click(screen.getAllByText('删除此行')[0]!);
    expect(screen.queryByText('第2行')).toBeNull();
    rerender(<FormView definition={definition} values={{ table_9_6: [{ text_9_7: '' }] }} errors={{ 'table_9_6.0.text_9_7': '第1行请填写姓名' }} onChange={() => {}} formNo={9} />);
    expect(screen.getByText('第1行请填写姓名')).toBeTruthy();
  });

  it('read-only shows answers without editing controls', () => {
    render(<FormView definition={definition} values={{ radio_9_2: 'y', text_9_3: '广州', table_9_6: [{ text_9_7: '李四' }] }} errors={{}} readOnly formNo={9} />);
    expect(screen.getByText('广州').tagName).toBe('P');
    expect(screen.getByText('是').tagName).toBe('P');
    expect(screen.queryByText('否')).toBeNull();
    expect(screen.getByText('姓名').textContent).toBe('姓名');
    expect(screen.queryByText('+ 添加一行')).toBeNull();
    expect(screen.queryByText('删除此行')).toBeNull();
    expect(screen.getByText('是否离校').textContent).toBe('是否离校');
  });
});
