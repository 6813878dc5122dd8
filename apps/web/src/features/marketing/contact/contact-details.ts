/**
 * How to reach the team. One place to change them: the Contact Us cards, the legal pages and their
 * links all read from here.
 */
export const contactDetails = {
  email: 'contact@healthcarewithinreach.cm',
  /** Shown as written; the tel: link keeps only digits and + (toTelHref). */
  phone: '+237 222 20 00 00',
};
