import { describe, expect, it } from 'vitest';
import { enrollYearOf, fillTemplate, issueNumber, maskName } from './rules';

describe('certificate rules', () => {
  it('fills known placeholders and drops unknown ones', () => {
    expect(fillTemplate('兹证明{realname}（{number}）{nope}', { realname: '张三', number: '2023001' })).toBe('兹证明张三（2023001）');
  });

  it('numbers per year with four digits, and hides all but the family name', () => {
    expect(issueNumber(2026, 12)).toBe('〔2026〕证字第0012号');
    expect(issueNumber(2026, 12345)).toBe('〔2026〕证字第12345号');
    expect([maskName('张三'), maskName('王小明'), maskName('欧阳娜娜'), maskName('李'), maskName('')]).toEqual(['张*', '王**', '欧阳**', '*', '']);
  });

  it('reads the enrolment year from a student number', () => {
    expect([enrollYearOf('2023001234'), enrollYearOf('T1001')]).toEqual(['2023', '']);
  });
});
