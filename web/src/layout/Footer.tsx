import { useTranslation } from '../lib/language';
import type { LayoutQueryResult } from '../content/sanity.types';
import { LogoMark } from './Logo';
import { CONTACT_TARGET } from './siteLinks';
import { SiteLink } from './SiteLink';
import { telHref } from '../lib/telHref';
import './Footer.css';
import { paths } from '../lib/paths';
import { Text } from '../lib/LocalizedText';
import { NewTabLink } from '../lib/NewTabLink';

type Settings = NonNullable<LayoutQueryResult['settings']>;
type FooterLabels = NonNullable<NonNullable<LayoutQueryResult['navigation']>['footer']>;
type JourneySteps = NonNullable<LayoutQueryResult['journeySteps']>;

export function Footer({
  settings,
  labels,
  journeySteps,
}: {
  settings: Settings;
  labels: FooterLabels;
  journeySteps: JourneySteps;
}) {
  const { t } = useTranslation();

  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__company">
            <LogoMark />
            <span>{settings.companyName}</span>
          </p>
          <p>
            <Text value={settings.footerBlurb} />
          </p>
        </div>
        <nav aria-labelledby="footer-journey">
          <h2 id="footer-journey">
            <Text value={labels.journeyHeading} />
          </h2>
          <ul>
            {journeySteps.map(({ _key, title }, station) => (
              <li key={_key}>
                <SiteLink to={`${paths.journey}?station=${station}`}>
                  <Text value={title} />
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-site-map">
          <h2 id="footer-site-map">
            <Text value={labels.siteMapHeading} />
          </h2>
          <ul>
            <li>
              <SiteLink to={paths.industries}>
                <Text value={labels.industriesLink} />
              </SiteLink>
            </li>
            <li>
              <SiteLink to={paths.caseStudies}>
                <Text value={labels.caseStudiesLink} />
              </SiteLink>
            </li>
            <li>
              <SiteLink to={paths.trust}>
                <Text value={labels.trustLink} />
              </SiteLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2>
            <Text value={labels.contactHeading} />
          </h2>
          <ul>
            {settings.email && (
              <li>
                <a href={`mailto:${settings.email}`}>
                  <span className="visually-hidden">{t('footer.email')}: </span>
                  {settings.email}
                </a>
              </li>
            )}
            {settings.phone && (
              <li>
                <a href={telHref(settings.phone)}>
                  <span className="visually-hidden">{t('footer.phone')}: </span>
                  {settings.phone}
                </a>
              </li>
            )}
            <li>
              <SiteLink to={CONTACT_TARGET}>
                <Text value={labels.contactFormLink} />
              </SiteLink>
            </li>
          </ul>
        </div>
        <div>
          <h2>
            <Text value={labels.socialHeading} />
          </h2>
          <ul>
            {settings.socialLinks?.map(({ _key, label, url }) =>
              url ? (
                <li key={_key}>
                  <NewTabLink href={url}>{label}</NewTabLink>
                </li>
              ) : null,
            )}
          </ul>
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">
            <Text value={labels.legalHeading} />
          </h2>
          <ul>
            <li>
              <SiteLink to={paths.impressum}>
                <Text value={labels.impressumLink} />
              </SiteLink>
            </li>
            <li>
              <SiteLink to={paths.privacy}>
                <Text value={labels.privacyLink} />
              </SiteLink>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">
        <Text value={settings.copyright} />
      </p>
    </footer>
  );
}
