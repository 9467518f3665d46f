import { describe, expect, it } from 'vitest';
import { readableJson } from './readable-json';

describe('audit snapshots', () => {
  it('indents JSON and keeps Chinese as it is', () => {
    expect(readableJson('{"name":"计算机学院","sort":1}')).toBe('{\n  "name": "计算机学院",\n  "sort": 1\n}');
  });

  it('shows text that is not JSON unchanged, and nothing for an empty snapshot', () => {
    expect(readableJson('not json')).toBe('not json');
    expect(readableJson('')).toBe('');
  });
});
