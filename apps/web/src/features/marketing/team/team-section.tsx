import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_PLACEHOLDER_IMAGE, normalizeTeamMembers, type TeamMember } from './team-member';

/** Our three team members; their names are theirs, roles and bios are translated (catalog team.members.<id>). */
export const teamMemberIds = ['estelle', 'joel', 'aissatou'] as const;
const teamImages: Record<(typeof teamMemberIds)[number], string> = {
  estelle: TEAM_PLACEHOLDER_IMAGE,
  joel: TEAM_PLACEHOLDER_IMAGE,
  aissatou: TEAM_PLACEHOLDER_IMAGE,
};

function initials(name: string): string {
  return name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
    .join('');
}

function Portrait({ member }: { member: TeamMember }) {
  // Without a photo, a monogram reads better than a generic picture; both are decorative (the name follows).
  if (member.image === TEAM_PLACEHOLDER_IMAGE) {
    return (
      <span
        aria-hidden="true"
        className="flex h-24 w-24 items-center justify-center rounded-full bg-blue-50 text-2xl font-bold text-brand"
      >
        {initials(member.name)}
      </span>
    );
  }
  return (
    <img
      src={member.image}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      className="h-24 w-24 rounded-full object-cover"
      onError={(event) => {
        event.currentTarget.src = TEAM_PLACEHOLDER_IMAGE;
      }}
    />
  );
}

/** Spec 02 "Meet Our Team": the list as given, normalised (§5), or 'No team members to display'. */
export function TeamList({ members }: { members: readonly Partial<Record<keyof TeamMember, unknown>>[] }) {
  const { t } = useTranslation('marketing');
  const shown = normalizeTeamMembers(members);
  if (shown.length === 0) return <p className="mt-6 text-slate-700">{t('team.empty')}</p>;
  return (
    <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-3">
      {shown.map((member) => (
        <li
          key={member.name}
          className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
        >
          <Portrait member={member} />
          <h3 className="text-lg font-bold text-slate-900">{member.name}</h3>
          <p className="font-semibold text-brand">{member.role}</p>
          <p className="text-sm text-slate-700">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}

export function TeamSection() {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  const members = teamMemberIds.map((id) => ({
    name: t(`team.members.${id}.name`),
    role: t(`team.members.${id}.role`),
    bio: t(`team.members.${id}.bio`),
    image: teamImages[id],
  }));
  return (
    <section aria-labelledby={titleId} className="bg-slate-50 py-12">
      <div className="mx-auto max-w-[1200px] px-4">
        <h2 id={titleId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('team.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('team.intro')}</p>
        <TeamList members={members} />
      </div>
    </section>
  );
}
