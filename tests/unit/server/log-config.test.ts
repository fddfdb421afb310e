import { describe, expect, it } from 'vitest';
import { parseLogConfig } from '../../../server/logs/service';

describe('parseLogConfig', () => {
  it('reads a configuration and fills what it leaves out', () => {
    expect(parseLogConfig('{"exclude_types": ["layout"], "retention_days": 30}')).toEqual({
      config: { exclude_types: ['layout'], retention_days: 30 },
    });
    expect(parseLogConfig('{}')).toEqual({ config: { exclude_types: [], retention_days: 180 } });
  });

  it('refuses text that is not JSON on the config field', () => {
    expect(parseLogConfig('{exclude_types: []}')).toEqual({
      problems: [{ path: 'config', messageKey: 'log_config.conversion_failed' }],
    });
  });

  it('names each wrong field under config', () => {
    const result = parseLogConfig('{"exclude_types": "layout", "retention_days": 0}');
    expect('problems' in result && result.problems.map((problem) => problem.path)).toEqual([
      'config.exclude_types',
      'config.retention_days',
    ]);
  });

  it('refuses JSON that is not an object on the config field itself', () => {
    const result = parseLogConfig('[1, 2]');
    expect('problems' in result && result.problems.map((problem) => problem.path)).toEqual(['config']);
  });
});
