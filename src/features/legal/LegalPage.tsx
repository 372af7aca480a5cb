import { useTranslation } from 'react-i18next';
import PageHead from '../seo/PageHead';
import './LegalPage.css';

export type LegalPageKind = 'imprint' | 'privacyPolicy';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** A static legal page: its title, an optional introduction and sections of text from locales/<lng>/legal.json. */
export default function LegalPage({ page }: { page: LegalPageKind }) {
  const { t } = useTranslation('legal');
  const title = page === 'imprint' ? t('imprint.title') : t('privacyPolicy.title');
  const intro = page === 'privacyPolicy' ? t('privacyPolicy.intro') : null;
  const sections: readonly LegalSection[] =
    page === 'imprint'
      ? t('imprint.sections', { returnObjects: true })
      : t('privacyPolicy.sections', { returnObjects: true });

  return (
    <article className="legal-page">
      <PageHead title={title} />
      <h1>{title}</h1>
      {intro ? <p className="legal-page__intro">{intro}</p> : null}
      {sections.map((section) => (
        <section key={section.heading} className="legal-page__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="legal-page__updated">{t('updated')}</p>
    </article>
  );
}
