// The site's content (issue 15, point 8): the blog, the five policy pages, the ads, announcements
// and (for a role with the settings permission) the site settings, one part at a time.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdsSection } from '../../../features/admin-content/ads.tsx';
import { AnnouncementsSection } from '../../../features/admin-content/announcements.tsx';
import { BlogSection } from '../../../features/admin-content/blog.tsx';
import { PagesSection } from '../../../features/admin-content/pages.tsx';
import { SettingsSection } from '../../../features/admin-content/settings.tsx';
import { allows, RequirePermission, useStaffSelf } from '../../../features/admin-staff/access.tsx';
import { useAdminTitle } from '../title.ts';
import '../../../styles/admin-content.css';

const PARTS = ['blog', 'pages', 'ads', 'announcements', 'settings'] as const;
type Part = (typeof PARTS)[number];

const SECTIONS: Record<Part, () => ReactNode> = {
  blog: () => <BlogSection />,
  pages: () => <PagesSection />,
  ads: () => <AdsSection />,
  announcements: () => <AnnouncementsSection />,
  settings: () => <SettingsSection />,
};

function ContentPage() {
  const { t } = useTranslation();
  const self = useStaffSelf();
  const parts = PARTS.filter((p) => p !== 'settings' || allows(self.data, 'settings'));
  const [part, setPart] = useState<Part>('blog');
  return (
    <main className="page admin-page admin-content" id="content">
      <h1>{t('admin.content.heading')}</h1>
      <nav className="content-parts" aria-label={t('admin.content.parts')}>
        {parts.map((p) => (
          <button
            key={p}
            type="button"
            className="chip"
            aria-pressed={part === p}
            onClick={() => setPart(p)}
            data-part={p}
          >
            {t(`admin.content.part.${p}`)}
          </button>
        ))}
      </nav>
      {SECTIONS[part]()}
    </main>
  );
}

export default function AdminContent() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.content.heading'));
  return (
    <RequirePermission permission="content">
      <ContentPage />
    </RequirePermission>
  );
}
