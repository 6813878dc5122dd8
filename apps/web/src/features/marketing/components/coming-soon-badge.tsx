/** The amber "Coming Soon" pill (same look as the landing page's feature cards). */
export function ComingSoonBadge({ label }: { label: string }) {
  return (
    <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-amber-900">
      {label}
    </span>
  );
}
