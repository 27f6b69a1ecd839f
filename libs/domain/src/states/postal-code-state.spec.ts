import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stateOfPostalCode } from './postal-code-state';

describe('stateOfPostalCode', () => {
  it("gives every settlement of the repository's SEPOMEX sample the state SEPOMEX lists it in", () => {
    const file = join(__dirname, '../../../../services/quoting/data/sepomex/sample.csv');
    const [, ...rows] = readFileSync(file, 'utf8').trim().split('\n');
    expect(rows.length).toBeGreaterThan(100);
    const states = new Set<string>();
    for (const row of rows) {
      const [postalCode] = row.split(',');
      // The state is the fifth column; names with commas are quoted, so read it from the end.
      const state = row.match(/,("[^"]*"|[^,]*),("[^"]*"|[^,]*)$/)![1].replace(/"/g, '');
      expect({ postalCode, state: stateOfPostalCode(postalCode)?.name }).toEqual({ postalCode, state });
      states.add(state);
    }
    expect(states.size).toBe(32);
  });

  it('reads codes typed with spaces, and refuses what is not five digits of an assigned block', () => {
    expect(stateOfPostalCode(' 64000 ')?.abbreviation).toBe('NL');
    expect(stateOfPostalCode('01000')?.abbreviation).toBe('CDMX');
    expect(stateOfPostalCode('99999')?.abbreviation).toBe('ZAC');
    for (const bad of ['17000', '18999', '00999', '6400', '640001', 'abcde', '', null, undefined])
      expect(stateOfPostalCode(bad)).toBeNull();
  });
});
