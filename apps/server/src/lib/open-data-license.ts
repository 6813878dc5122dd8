/** What ODbL 1.0 asks of anyone publishing the database or a copy of it. */
export const OPEN_DATA_LICENSE = {
  name: 'Open Database License (ODbL) 1.0',
  url: 'https://opendatacommons.org/licenses/odbl/1-0/',
  attribution:
    '© OpenStreetMap contributors (ODbL 1.0), facility data via healthsites.io; public health facilities: Maina J. et al. (2019), Scientific Data 6:134, KEMRI-Wellcome Trust Research Programme / WHO (figshare doi:10.6084/m9.figshare.7725374, CC0 1.0); administrative names: OCHA / Institut National de Cartographie (COD-AB); boundaries: geoBoundaries; towns: GeoNames. Derived database published under ODbL 1.0.',
};
