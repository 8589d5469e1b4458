/** The one URL-state module: typed parameters read from and written to the query string. */
import { describe, expect, it } from 'vitest';
import { screenParams } from '../../src/lib/screenParams';
import {
  choiceParam,
  dayParam,
  intParam,
  listParam,
  readUrlState,
  textParam,
  writeUrlState,
} from '../../src/lib/urlState';

const params = {
  year: screenParams.year,
  center: screenParams.center,
  from: screenParams.from,
  month: intParam('month', { min: 1, max: 12 }),
  intern: choiceParam('intern', ['true', 'false']),
  plates: listParam('matriculas'),
  note: textParam('nota'),
};

describe('URL state', () => {
  it('reads each parameter by its URL name, typed', () => {
    const search = new URLSearchParams(
      'year=2025&centro=Sede%20Central&desde=2026-03-29&month=3&intern=false&matriculas=1234 KLM,5678 BCD',
    );
    expect(readUrlState(params, search)).toEqual({
      year: 2025,
      center: 'Sede Central',
      from: '2026-03-29',
      month: 3,
      intern: 'false',
      plates: ['1234 KLM', '5678 BCD'],
    });
  });

  it('reads a value that is not one as absent, so it never reaches a call', () => {
    const search = new URLSearchParams(
      'year=20x5&desde=2026-02-30&month=13&intern=maybe&nota=%20%20&matriculas=,',
    );
    expect(readUrlState(params, search)).toEqual({});
    expect(readUrlState(params, new URLSearchParams('year=1999'))).toEqual({});
    expect(dayParam('d').read('2024-02-29')).toBe('2024-02-29');
    expect(dayParam('d').read('2025-02-29')).toBeUndefined();
  });

  it('writes changes under the URL names, removes cleared ones and keeps the rest', () => {
    const search = new URLSearchParams('page=3&centro=Norte&year=2024');
    const next = writeUrlState(params, search, { year: 2026, center: undefined, plates: ['A', 'B'] });
    expect(next.toString()).toBe('page=3&year=2026&matriculas=A%2CB');
    expect(writeUrlState(params, next, { plates: [] }).has('matriculas')).toBe(false);
    // The input is not changed.
    expect(search.toString()).toBe('page=3&centro=Norte&year=2024');
  });
});
