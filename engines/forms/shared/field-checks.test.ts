import { describe, expect, it } from 'vitest';
import type { TField, TFieldKind } from './definition';
import { asList, checkField, requiredMessage, validIdCard } from './field-checks';

const field = (kind: TFieldKind, extra: Partial<TField> = {}): TField => ({ key: `${kind}_1_1`, kind, label: '字段', ...extra });

const OPTIONS = [
  { value: 'a', label: '甲' },
  { value: 'b', label: '乙' },
  { value: 'c', label: '丙' },
];

/** A made-up 18-character id card number with a correct GB 11643 check character. */
function idCard(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(first17[i]), 0);
  return first17 + '10X98765432'[sum % 11]!;
}

/** A 17-digit body whose check character is X, found by varying the sequence digits. */
function idCardEndingInX(): string {
  for (let n = 0; n < 1000; n++) {
    const id = idCard(`11010120000101${String(n).padStart(3, '0')}`);
    if (id.endsWith('X')) return id;
  }
  throw new Error('no X check character found');
}

describe('blank answers', () => {
  it.each(['text', 'number', 'date', 'checkbox', 'region', 'phone', 'image', 'location'] as const)('%s: nothing given is empty', (kind) => {
    for (const raw of [undefined, null, '', '   ', []]) expect(checkField(field(kind, { options: OPTIONS }), raw)).toEqual({ empty: true });
  });

  it('fields that hold no typed answer (description, computed, table) are empty here', () => {
    expect(checkField(field('description'), 'x')).toEqual({ empty: true });
    expect(checkField(field('computed'), 5)).toEqual({ empty: true });
  });
});

describe('text and textarea', () => {
  it('keeps the trimmed text', () => {
    expect(checkField(field('text'), '  张三  ')).toEqual({ value: '张三' });
    expect(checkField(field('textarea'), 12)).toEqual({ value: '12' });
  });

  it('counts characters, not bytes, against the limits', () => {
    const f = field('text', { label: '姓名', minLength: 2, maxLength: 4 });
    expect(checkField(f, '张三丰')).toEqual({ value: '张三丰' });
    expect(checkField(f, '张三丰丰丰')).toEqual({ error: '姓名不能超过4个字' });
    expect(checkField(f, '张')).toEqual({ error: '姓名至少2个字' });
  });

  it('applies the default limits: 200 for text, 2000 for textarea', () => {
    expect(checkField(field('text', { label: '备注' }), 'a'.repeat(200))).toEqual({ value: 'a'.repeat(200) });
    expect(checkField(field('text', { label: '备注' }), 'a'.repeat(201))).toEqual({ error: '备注不能超过200个字' });
    expect(checkField(field('textarea', { label: '说明' }), 'a'.repeat(2000))).toEqual({ value: 'a'.repeat(2000) });
    expect(checkField(field('textarea', { label: '说明' }), 'a'.repeat(2001))).toEqual({ error: '说明不能超过2000个字' });
  });

  it('rejects a value that is not text', () => {
    expect(checkField(field('text', { label: '姓名' }), { a: 1 })).toEqual({ error: '姓名格式不正确' });
  });
});

describe('number', () => {
  it('keeps numbers as numbers', () => {
    expect(checkField(field('number'), ' 42 ')).toEqual({ value: 42 });
    expect(checkField(field('number'), 7)).toEqual({ value: 7 });
    expect(checkField(field('number', { decimals: 2 }), '-3.25')).toEqual({ value: -3.25 });
  });

  it('rejects what is not a number', () => {
    for (const raw of ['abc', '1e3', '1,000', '--1', { n: 1 }]) expect(checkField(field('number', { label: '年龄' }), raw)).toEqual({ error: '年龄必须是数字' });
  });

  it('asks for a whole number unless decimals are allowed', () => {
    expect(checkField(field('number', { label: '人数' }), '2.5')).toEqual({ error: '人数必须是整数' });
    expect(checkField(field('number', { label: '金额', decimals: 2 }), '2.555')).toEqual({ error: '金额最多保留2位小数' });
    expect(checkField(field('number', { label: '金额', decimals: 2 }), '2.5')).toEqual({ value: 2.5 });
  });

  it('applies min and max (inclusive)', () => {
    const f = field('number', { label: '年龄', min: 16, max: 60 });
    expect(checkField(f, '16')).toEqual({ value: 16 });
    expect(checkField(f, '60')).toEqual({ value: 60 });
    expect(checkField(f, '15')).toEqual({ error: '年龄不能小于16' });
    expect(checkField(f, '61')).toEqual({ error: '年龄不能大于60' });
  });
});

describe('date, time and datetime', () => {
  it('keeps a real date and rejects an impossible one', () => {
    const f = field('date', { label: '出生日期' });
    expect(checkField(f, '2024-02-29')).toEqual({ value: '2024-02-29' });
    for (const raw of ['2026-02-30', '2025-02-29', '2026-13-01', '2026/01/01', '2026-1-1']) expect(checkField(f, raw)).toEqual({ error: '出生日期格式不正确' });
  });

  it('keeps a time of day and rejects 24:00', () => {
    const f = field('time', { label: '到达时间' });
    expect(checkField(f, '23:59')).toEqual({ value: '23:59' });
    expect(checkField(f, '00:00')).toEqual({ value: '00:00' });
    for (const raw of ['24:00', '12:60', '9:30']) expect(checkField(f, raw)).toEqual({ error: '到达时间格式不正确' });
  });

  it('normalises a datetime to `YYYY-MM-DD HH:MM` (T separator, seconds dropped)', () => {
    const f = field('datetime', { label: '离校时间' });
    expect(checkField(f, '2026-03-01 08:30')).toEqual({ value: '2026-03-01 08:30' });
    expect(checkField(f, '2026-03-01T08:30')).toEqual({ value: '2026-03-01 08:30' });
    expect(checkField(f, '2026-03-01T08:30:45')).toEqual({ value: '2026-03-01 08:30' });
    expect(checkField(f, '2026-02-30 08:30')).toEqual({ error: '离校时间格式不正确' });
    expect(checkField(f, '2026-03-01 24:00')).toEqual({ error: '离校时间格式不正确' });
    expect(checkField(f, '2026-03-01')).toEqual({ error: '离校时间格式不正确' });
  });

  it('applies earliest and latest (inclusive)', () => {
    const date = field('date', { label: '返校日期', earliest: '2026-02-20', latest: '2026-03-01' });
    expect(checkField(date, '2026-02-20')).toEqual({ value: '2026-02-20' });
    expect(checkField(date, '2026-03-01')).toEqual({ value: '2026-03-01' });
    expect(checkField(date, '2026-02-19')).toEqual({ error: '返校日期不能早于2026-02-20' });
    expect(checkField(date, '2026-03-02')).toEqual({ error: '返校日期不能晚于2026-03-01' });

    const time = field('time', { label: '时间', earliest: '08:00', latest: '18:00' });
    expect(checkField(time, '07:59')).toEqual({ error: '时间不能早于08:00' });
    expect(checkField(time, '18:01')).toEqual({ error: '时间不能晚于18:00' });

    const datetime = field('datetime', { label: '时间', earliest: '2026-03-01 08:00' });
    expect(checkField(datetime, '2026-03-01T07:59')).toEqual({ error: '时间不能早于2026-03-01 08:00' });
    expect(checkField(datetime, '2026-03-01T08:00')).toEqual({ value: '2026-03-01 08:00' });
  });
});

describe('radio, select and checkbox', () => {
  it('keeps a known option of radio and select', () => {
    expect(checkField(field('radio', { options: OPTIONS }), ' b ')).toEqual({ value: 'b' });
    expect(checkField(field('select', { options: OPTIONS }), 'c')).toEqual({ value: 'c' });
  });

  it('rejects an unknown option', () => {
    expect(checkField(field('radio', { label: '性别', options: OPTIONS }), 'z')).toEqual({ error: '性别的选项不存在' });
    expect(checkField(field('select', { label: '学院', options: OPTIONS }), ['a'])).toEqual({ error: '学院的选项不存在' });
    expect(checkField(field('checkbox', { label: '爱好', options: OPTIONS }), ['a', 'z'])).toEqual({ error: '爱好的选项不存在' });
  });

  it('turns a checkbox answer (array, comma string or JSON string) into a list without repeats', () => {
    const f = field('checkbox', { options: OPTIONS });
    expect(checkField(f, ['a', 'b'])).toEqual({ value: ['a', 'b'] });
    expect(checkField(f, 'a, b,c')).toEqual({ value: ['a', 'b', 'c'] });
    expect(checkField(f, '["c","a"]')).toEqual({ value: ['c', 'a'] });
    expect(checkField(f, 'a,a,b')).toEqual({ value: ['a', 'b'] });
    expect(checkField(f, ',,')).toEqual({ empty: true });
  });

  it('applies min and max ticked', () => {
    const f = field('checkbox', { label: '爱好', options: OPTIONS, minSelect: 2, maxSelect: 2 });
    expect(checkField(f, 'a')).toEqual({ error: '爱好至少选择2项' });
    expect(checkField(f, 'a,b,c')).toEqual({ error: '爱好最多选择2项' });
    expect(checkField(f, 'a,b')).toEqual({ value: ['a', 'b'] });
  });
});

describe('region', () => {
  it('keeps a full path at the field depth, from a string or an array', () => {
    expect(checkField(field('region'), '浙江省/杭州市/西湖区')).toEqual({ value: '浙江省/杭州市/西湖区' });
    expect(checkField(field('region'), [' 浙江省', '杭州市', '西湖区'])).toEqual({ value: '浙江省/杭州市/西湖区' });
    expect(checkField(field('region', { depth: 2 }), '浙江省 / 杭州市')).toEqual({ value: '浙江省/杭州市' });
    expect(checkField(field('region', { depth: 1 }), '浙江省')).toEqual({ value: '浙江省' });
  });

  it('asks for a complete path when the depth does not match', () => {
    const f = field('region', { label: '籍贯' });
    for (const raw of ['浙江省/杭州市', '浙江省/杭州市/西湖区/街道', '浙江省//西湖区', '省'.repeat(31) + '/a/b'])
      expect(checkField(f, raw)).toEqual({ error: '请选择完整的籍贯' });
  });

  it('rejects a place the region list does not know', () => {
    const regionKnown = (parts: string[]) => parts[0] === '浙江省';
    const f = field('region', { label: '籍贯' });
    expect(checkField(f, '火星/甲/乙', { regionKnown })).toEqual({ error: '籍贯不存在' });
    expect(checkField(f, '浙江省/杭州市/西湖区', { regionKnown })).toEqual({ value: '浙江省/杭州市/西湖区' });
  });
});

describe('phone', () => {
  const f = field('phone', { label: '联系电话' });

  it('keeps a mobile or landline number, spaces removed', () => {
    expect(checkField(f, '138 0013 8000')).toEqual({ value: '13800138000' });
    expect(checkField(f, '010-12345678')).toEqual({ value: '010-12345678' });
    expect(checkField(f, '057187654321')).toEqual({ value: '057187654321' });
    expect(checkField(f, '0571-8765432')).toEqual({ value: '0571-8765432' });
  });

  it('rejects a number that is neither', () => {
    for (const raw of ['12800138000', '1380013800', '138001380001', '10-12345678', '010-123456', 'abc'])
      expect(checkField(f, raw)).toEqual({ error: '联系电话不是有效的电话号码' });
  });
});

describe('idcard', () => {
  const f = field('idcard', { label: '身份证号' });
  const good = idCard('11010120000101123');

  it('keeps a number with the right check character', () => {
    expect(validIdCard(good)).toBe(true);
    expect(checkField(f, ` ${good} `)).toEqual({ value: good });
  });

  it('upper-cases a trailing x', () => {
    const withX = idCardEndingInX();
    expect(checkField(f, withX.toLowerCase())).toEqual({ value: withX });
  });

  it('rejects a wrong check character, an impossible birth date or a wrong length', () => {
    const wrong = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    const badBirth = idCard('11010120000230123');
    for (const raw of [wrong, badBirth, good.slice(0, 17), `${good}1`]) expect(checkField(f, raw)).toEqual({ error: '身份证号不是有效的身份证号码' });
  });
});

describe('studentno and email', () => {
  it('keeps a student number of 4 to 32 letters, digits or hyphens', () => {
    const f = field('studentno', { label: '学号' });
    expect(checkField(f, '2023-CS01')).toEqual({ value: '2023-CS01' });
    for (const raw of ['123', 'a'.repeat(33), '2023_01', '学号1234']) expect(checkField(f, raw)).toEqual({ error: '学号应为4到32位字母或数字' });
  });

  it('keeps a plausible email address', () => {
    const f = field('email', { label: '邮箱' });
    expect(checkField(f, ' someone@example.edu.cn ')).toEqual({ value: 'someone@example.edu.cn' });
    for (const raw of ['someone', 'a@b', 'a@b.c', 'a@@b.com', `${'a'.repeat(65)}@example.com`]) expect(checkField(f, raw)).toEqual({ error: '邮箱不是有效的邮箱地址' });
  });
});

describe('image, file and signature uploads', () => {
  it('keeps upload ids from an array, a comma string or a JSON string, without repeats', () => {
    expect(checkField(field('image'), ['f1.png', 'f2'])).toEqual({ value: ['f1.png', 'f2'] });
    expect(checkField(field('file'), 'f1,f2')).toEqual({ value: ['f1', 'f2'] });
    expect(checkField(field('file'), '["f1","f1"]')).toEqual({ value: ['f1'] });
    expect(checkField(field('signature'), 'sig_1')).toEqual({ value: ['sig_1'] });
  });

  it('rejects an id that is not an upload id', () => {
    for (const raw of [['../etc/passwd'], 'a b', ['x'.repeat(101)], [{ id: 1 }]]) expect(checkField(field('image', { label: '照片' }), raw)).toEqual({ error: '照片格式不正确' });
  });

  it('applies maxCount, or the kind default (image 9, file 5, signature 1)', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`);
    expect(checkField(field('image', { label: '照片', maxCount: 2 }), ids(3))).toEqual({ error: '照片最多2个' });
    expect(checkField(field('image', { label: '照片' }), ids(9))).toEqual({ value: ids(9) });
    expect(checkField(field('image', { label: '照片' }), ids(10))).toEqual({ error: '照片最多9个' });
    expect(checkField(field('file', { label: '附件' }), ids(6))).toEqual({ error: '附件最多5个' });
    expect(checkField(field('signature', { label: '签名' }), ids(2))).toEqual({ error: '签名最多1个' });
  });
});

describe('location', () => {
  const f = field('location', { label: '当前位置' });
  const place = { lng: 120.15, lat: 30.28, address: ' 杭州市西湖区 ' };

  it('keeps a place from an object or its JSON string, address trimmed', () => {
    const kept = { value: { lng: 120.15, lat: 30.28, address: '杭州市西湖区' } };
    expect(checkField(f, place)).toEqual(kept);
    expect(checkField(f, JSON.stringify(place))).toEqual(kept);
    expect(checkField(f, { ...place, lng: '120.15', lat: '30.28' })).toEqual(kept);
  });

  it('rejects coordinates out of range or missing, and a string that is not JSON', () => {
    for (const raw of [{ ...place, lat: 91 }, { ...place, lng: -181 }, { address: '杭州' }, { ...place, lat: 'north' }, '杭州市', 5])
      expect(checkField(f, raw)).toEqual({ error: '当前位置格式不正确' });
  });

  it('asks for the address when it is missing', () => {
    expect(checkField(f, { lng: 120.15, lat: 30.28 })).toEqual({ error: '当前位置缺少地址' });
    expect(checkField(f, { lng: 120.15, lat: 30.28, address: '  ' })).toEqual({ error: '当前位置缺少地址' });
  });
});

describe('asList', () => {
  it('reads arrays, numbers, comma strings and JSON arrays; anything else is not a list', () => {
    expect(asList([1, ' a '])).toEqual(['1', 'a']);
    expect(asList(3)).toEqual(['3']);
    expect(asList('a,,b')).toEqual(['a', 'b']);
    expect(asList('[1,"b"]')).toEqual(['1', 'b']);
    expect(asList('[broken')).toBeUndefined();
    expect(asList([{}])).toBeUndefined();
    expect(asList({ a: 1 })).toBeUndefined();
  });
});

describe('requiredMessage', () => {
  it.each([
    ['text', '请填写字段'],
    ['textarea', '请填写字段'],
    ['number', '请填写字段'],
    ['phone', '请填写字段'],
    ['idcard', '请填写字段'],
    ['studentno', '请填写字段'],
    ['email', '请填写字段'],
    ['computed', '请填写字段'],
    ['radio', '请选择字段'],
    ['select', '请选择字段'],
    ['checkbox', '请选择字段'],
    ['region', '请选择字段'],
    ['date', '请选择字段'],
    ['time', '请选择字段'],
    ['datetime', '请选择字段'],
    ['image', '请上传字段'],
    ['file', '请上传字段'],
    ['location', '请获取字段'],
    ['signature', '请完成字段'],
    ['table', '请添加字段'],
  ] as const)('%s: %s', (kind, message) => {
    expect(requiredMessage(field(kind))).toBe(message);
  });
});

describe('uploads and places, counted as the person sees them', () => {
  it('counts a repeated upload once', () => {
    expect(checkField(field('signature'), ['s1', 's1'])).toEqual({ value: ['s1'] });
  });

  it('names an overlong address as too long, not as missing', () => {
    expect(checkField(field('location'), { lng: 120, lat: 30, address: '路'.repeat(201) })).toEqual({ error: '字段的地址不能超过200个字' });
  });
});
