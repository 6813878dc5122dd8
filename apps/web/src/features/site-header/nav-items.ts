/** Spec 01 §2.1: the header links, in this order. `key` names the label (nav.*) and the icon. */
export const navItems = [
  { key: 'home', to: '/' },
  { key: 'services', to: '/services' },
  { key: 'blog', to: '/blog' },
  { key: 'aboutUs', to: '/about-us' },
  { key: 'contact', to: '/contact-us' },
  { key: 'signIn', to: '/sign-in' },
  { key: 'pharmaciesOnCall', to: '/pharmacies-on-call' },
] as const;

export type NavKey = (typeof navItems)[number]['key'];
