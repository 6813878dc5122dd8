import type { ReactNode } from 'react';

/**
 * Inline SVG icons. All are decorative (`aria-hidden`, not focusable): the button or link around an
 * icon carries the accessible name. Sizes and colours come from `className` (`currentColor`).
 *
 * Only icons used in more than one place live here (this module ships with the first page); an
 * icon drawn once is built where it is used, from `Icon`.
 */

export type IconProps = { className?: string | undefined };

type IconBaseProps = IconProps & {
  children: ReactNode;
  /** 'outline': 2 px round strokes on a 24×24 grid; 'solid': filled shapes. */
  variant?: 'outline' | 'solid';
  viewBox?: string;
  strokeWidth?: number;
};

/** The common <svg> of every icon. */
export function Icon({
  children,
  className = 'h-5 w-5',
  variant = 'outline',
  viewBox = '0 0 24 24',
  strokeWidth = 2,
}: IconBaseProps) {
  const paint =
    variant === 'solid'
      ? { fill: 'currentColor' }
      : {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        };
  return (
    <svg aria-hidden="true" focusable="false" viewBox={viewBox} className={className} {...paint}>
      {children}
    </svg>
  );
}

/** Three bars: opens a menu (public header, admin sidebar). */
export function MenuIcon({ className = 'h-7 w-7' }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

/** A cross: closes a dialog, a menu or a banner. */
export function CloseIcon({ className = 'h-6 w-6' }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

/** A small solid chevron: a select, a disclosure or a menu button. */
export function ChevronDownIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <Icon className={className} variant="solid" viewBox="0 0 20 20">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </Icon>
  );
}

/** Carousel arrows. */
export function ChevronLeftIcon({ className }: IconProps) {
  return (
    <Icon className={className} strokeWidth={2.5}>
      <path d="M15 6l-6 6 6 6" />
    </Icon>
  );
}

export function ChevronRightIcon({ className }: IconProps) {
  return (
    <Icon className={className} strokeWidth={2.5}>
      <path d="M9 6l6 6-6 6" />
    </Icon>
  );
}

/** A map pin: a place, an address. */
export function MapPinIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  );
}

// The navigation icons of the mobile menu (spec 01 §2.1), one per page.

export function HomeIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5" />
    </Icon>
  );
}

export function MedicalCrossIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M9 4h6v5h5v6h-5v5H9v-5H4V9h5z" />
    </Icon>
  );
}

export function DocumentIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M5 4h10l4 4v12H5zM14 4v5h5M8 12h8M8 16h6" />
    </Icon>
  );
}

export function InfoIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 7.5v.5" />
    </Icon>
  );
}

export function MailIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M4 6h16v12H4zM4 7l8 6 8-6" />
    </Icon>
  );
}

export function SignInIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M10 17l5-5-5-5M15 12H3M14 4h5a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-5" />
    </Icon>
  );
}

export function PillIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M8.5 15.5l7-7a3.5 3.5 0 0 0-5-5l-7 7a3.5 3.5 0 0 0 5 5zM7 7l5 5M17 14v6M14 17h6" />
    </Icon>
  );
}
