/** What ODbL 1.0 asks of anyone publishing the database or a copy of it. */
export const OPEN_DATA_LICENSE = {
  name: 'Open Database License (ODbL) 1.0',
  url: 'https://opendatacommons.org/licenses/odbl/1-0/',
  attribution:
    '© OpenStreetMap contributors (ODbL 1.0), facility data via healthsites.io; administrative names: OCHA / Institut National de Cartographie (COD-AB); boundaries: geoBoundaries; towns: GeoNames. Derived database published under ODbL 1.0.',
};
