import { describe, expect, it } from 'vitest';
import { publicListName } from './public-list-names';

describe('a public list name as people say it', () => {
  it.each([
    ['Allat-Mengack Centre de Santé Integre', "Centre de Santé Intégré d'Allat-Mengack", 'CSI Allat-Mengack'],
    ['Belel Centre Médical d\u2019Arrondissement', "Centre Médical d'Arrondissement de Belel", 'CMA Belel'],
    ['Mekomengona District Hôpital de District', 'Hôpital de District de Mekomengona', 'HD Mekomengona'],
    ['Ngaoundere Hôpital Regional', 'Hôpital Régional de Ngaoundere', 'HR Ngaoundere'],
    [
      'Protestant de Ndelbe Centre de Santé Integre',
      'Centre de Santé Intégré Protestant de Ndelbe',
      'CSI Protestant de Ndelbe',
    ],
  ])('%s reads %s, and is found as %s', (written, display, short) => {
    const name = publicListName(written);
    expect(name.display).toBe(display);
    expect(name.aliases).toEqual([written, short]);
  });

  it('keeps the list’s writing of a health centre with no abbreviation, and of a name that says no kind last', () => {
    expect(publicListName('Ekong Catholique Centre de Santé')).toEqual({
      display: "Centre de Santé d'Ekong Catholique",
      aliases: ['Ekong Catholique Centre de Santé'],
    });
    expect(publicListName('Kumba Presbyterian General Hospital')).toEqual({
      display: 'Kumba Presbyterian General Hospital',
      aliases: [],
    });
  });
});
