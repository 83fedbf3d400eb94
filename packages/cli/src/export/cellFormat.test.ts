import { describe, expect, it } from 'vitest';
import { csvCell, groszeToDecimalString, groszeToNumber, jsonCell, neutraliseFormula, quoteCsv } from './cellFormat';

const semicolon = { delimiter: ';', decimal: ',' } as const;

describe('cellFormat', () => {
  it('neutralises every OWASP formula start, only at the start', () => {
    for (const s of ['=1+1', '+1', '-1', '@A1', '\tx', '\rx']) expect(neutraliseFormula(s)).toBe(`'${s}`);
    for (const s of ['a=1', '1-2', '', "'=1", ' =1']) expect(neutraliseFormula(s)).toBe(s);
  });

  it('quotes per RFC 4180: delimiter, quote, CR or LF', () => {
    expect(quoteCsv('a;b', ';')).toBe('"a;b"');
    expect(quoteCsv('a,b', ';')).toBe('a,b');
    expect(quoteCsv('say "hi"', ';')).toBe('"say ""hi"""');
    expect(quoteCsv('line\nbreak', ',')).toBe('"line\nbreak"');
    expect(quoteCsv('cr\rhere', ',')).toBe('"cr\rhere"');
  });

  it('writes grosze as exact złote with two decimals, negative too', () => {
    expect(groszeToDecimalString(12345)).toBe('123.45');
    expect(groszeToDecimalString(5)).toBe('0.05');
    expect(groszeToDecimalString(-1050)).toBe('-10.50');
    expect(groszeToDecimalString(900719925474099)).toBe('9007199254740.99');
    expect(csvCell(-1050, true, semicolon)).toBe('-10,50');
    expect(csvCell(-1050, true, { delimiter: ',', decimal: '.' })).toBe('-10.50');
    // A number the CLI formats is never "neutralised": -10,50 is a value, not a formula.
    expect(csvCell(-7.87, false, semicolon)).toBe('-7,87');
    // With "," as delimiter and decimal comma, the number is quoted.
    expect(csvCell(1.5, false, { delimiter: ',', decimal: ',' })).toBe('"1,5"');
  });

  it('writes null as empty, booleans as true/false, objects as JSON, injected text quoted after neutralising', () => {
    expect(csvCell(null, false, semicolon)).toBe('');
    expect(csvCell(true, false, semicolon)).toBe('true');
    expect(csvCell({ a: 1 }, false, semicolon)).toBe('"{""a"":1}"');
    expect(csvCell('=A1;B1', false, semicolon)).toBe(`"'=A1;B1"`);
    // JSON keeps the API's unit (grosze); XLSX cells get złote.
    expect(jsonCell(12345)).toBe(12345);
    expect(jsonCell(undefined)).toBeNull();
    expect(groszeToNumber(12345)).toBe(123.45);
  });
});
