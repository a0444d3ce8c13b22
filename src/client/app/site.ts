/** The trust's own name and defaults, used where no content record says otherwise. */
export const SITE_NAME = 'Shri Navyug Samaj Seva Trust';
export const SITE_LOGO = '/media/site/logo.png';
export const SITE_DESCRIPTION =
  'Shri Navyug Samaj Seva Trust: news, services and community pages of the samaj, and a members area for matrimonial biodata.';
export const SITE_KEYWORDS = 'samaj, trust, community, matrimonial, biodata, seva';
