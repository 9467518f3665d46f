import { describe, expect, it } from 'vitest';
import { JsonText } from './json-text';

describe('JsonText', () => {
  it('goes out as the success envelope around its text, the same bytes on every send, and still reads back', () => {
    const kept = new JsonText(JSON.stringify({ course: '编译原理', score: 88 }));
    const first = kept.answerBytes();
    expect(JSON.parse(first.toString('utf8'))).toEqual({ e: 0, m: '操作成功', d: { course: '编译原理', score: 88 } });
    expect(kept.answerBytes()).toBe(first);
    expect(JSON.parse(kept.text)).toEqual({ course: '编译原理', score: 88 });
  });
});
