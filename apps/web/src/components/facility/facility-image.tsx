import type { FacilityCategory } from '@hc/shared';
import { useState } from 'react';

export const IMAGE_WIDTH = 480;
export const IMAGE_HEIGHT = 320;
export const PLACEHOLDER_IMAGE = '/images/facilities/placeholder.webp';
export const defaultImage: Record<FacilityCategory, string> = {
  hospital: '/images/facilities/default-hospital.webp',
  pharmacy: '/images/facilities/default-pharmacy.webp',
  laboratory: '/images/facilities/default-laboratory.webp',
};

/** Our own images only (the CSP allows no other host): a site path, never a protocol-relative URL. */
export function resolveFacilityImage(image: string | null | undefined, category: FacilityCategory): string {
  const path = image?.trim();
  return path && path.startsWith('/') && !path.startsWith('//') ? path : defaultImage[category];
}

type FacilityImageProps = {
  image: string | null | undefined;
  category: FacilityCategory;
  /** Empty when the image only decorates the facility's name shown next to it. */
  alt?: string;
  className?: string;
};

/** The facility's picture, its type's default when it has none, and a placeholder if it fails to load. */
export function FacilityImage({ image, category, alt = '', className }: FacilityImageProps) {
  const src = resolveFacilityImage(image, category);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? PLACEHOLDER_IMAGE : src;
  return (
    <img
      src={shown}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading="lazy"
      decoding="async"
      onError={() => {
        // Once: if the placeholder itself fails, leave the broken image rather than loop.
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(src);
      }}
      className={`aspect-[3/2] w-full bg-slate-100 object-cover ${className ?? ''}`}
    />
  );
}
