import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '../../../contract/areas/code-transfer';
import { fileProblem, formatOfFile, hasValidLines } from '../../../src/panels/qr_code_list/code-transfer';

describe('the import dialog’s file checks', () => {
  it('reads CSV and XLSX by their names, whatever the case', () => {
    expect(formatOfFile('codes.CSV')).toBe('csv');
    expect(formatOfFile('活码 2026.xlsx')).toBe('xlsx');
    expect(formatOfFile('codes.xls')).toBeNull();
    expect(formatOfFile('csv')).toBeNull();
  });

  it('refuses before sending what the server would refuse or never receive whole', () => {
    expect(fileProblem({ name: 'a.txt', size: 10 })).toBe('code_transfer.wrong_type');
    expect(fileProblem({ name: 'a.csv', size: 0 })).toBe('code_transfer.file_empty');
    expect(fileProblem({ name: 'a.csv', size: MAX_IMPORT_BYTES + 1 })).toBe('code_transfer.file_too_large');
    expect(fileProblem({ name: 'a.xlsx', size: MAX_IMPORT_BYTES })).toBeNull();
  });

  it('offers to apply only when a line would create or update a code', () => {
    expect(hasValidLines({ rows: [], created: 0, updated: 0, failed: 3 })).toBe(false);
    expect(hasValidLines({ rows: [], created: 0, updated: 1, failed: 3 })).toBe(true);
  });
});
