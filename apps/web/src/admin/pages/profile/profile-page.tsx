import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import { describeError } from '../../../lib/describe-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { profileQueryOptions } from './api/profile-api';
import { LoginActivityTab } from './login-activity-tab';
import { ProfileInfoTab } from './profile-info-tab';
import { SecurityTab } from './security-tab';

const tabIds = ['info', 'security', 'activity'] as const;
type TabId = (typeof tabIds)[number];

/** Profile settings (spec 02 §2): Profile Information, Security & Privacy, Login Activity. */
export function ProfilePage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [tab, setTab] = useState<TabId>('info');
  const profile = useQuery(profileQueryOptions());
  useDocumentTitle(t('profile.title'));

  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('profile.title')}</h1>
      <Tabs
        label={t('profile.tabs')}
        tabs={tabIds.map((id) => ({ id, label: t(`profile.${id}`) }))}
        selected={tab}
        onSelect={(id) => setTab(id as TabId)}
        tabClassName={(isSelected) =>
          `border-b-2 px-4 py-2 font-semibold ${isSelected ? 'border-brand text-brand' : 'border-transparent text-slate-700 hover:text-slate-900'}`
        }
      >
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          {profile.isPending ? (
            <p role="status">{t('profile.loading')}</p>
          ) : profile.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3 text-red-700">
              <p>
                {t('profile.error')}: {describeError(profile.error, tc)}
              </p>
              <button
                type="button"
                onClick={() => void profile.refetch()}
                className="rounded-md border border-red-700 px-3 py-1.5 font-semibold"
              >
                {t('list.retry')}
              </button>
            </div>
          ) : tab === 'info' ? (
            <ProfileInfoTab profile={profile.data} />
          ) : tab === 'security' ? (
            <SecurityTab profile={profile.data} />
          ) : (
            <LoginActivityTab profile={profile.data} />
          )}
        </div>
      </Tabs>
    </section>
  );
}
