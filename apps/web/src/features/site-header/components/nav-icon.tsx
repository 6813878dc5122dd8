import type { NavKey } from '../nav-items';

/** Small inline icons for the mobile menu (24×24 outline, decorative). */
const paths: Record<NavKey, string> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  services: 'M9 4h6v5h5v6h-5v5H9v-5H4V9h5z',
  blog: 'M5 4h10l4 4v12H5zM14 4v5h5M8 12h8M8 16h6',
  aboutUs: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 7.5v.5',
  contact: 'M4 6h16v12H4zM4 7l8 6 8-6',
  signIn: 'M10 17l5-5-5-5M15 12H3M14 4h5a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-5',
  pharmaciesOnCall: 'M8.5 15.5l7-7a3.5 3.5 0 0 0-5-5l-7 7a3.5 3.5 0 0 0 5 5zM7 7l5 5M17 14v6M14 17h6',
};

export function NavIcon({ name }: { name: NavKey }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
