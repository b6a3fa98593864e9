import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { LayoutQueryResult } from '../content/sanity.types';
import { LogoMark } from './Logo';
import { CONTACT_TARGET } from './siteLinks';
import { SiteLink } from './SiteLink';
import './Header.css';
import { paths } from '../lib/paths';
import { LanguageSwitch } from './LanguageSwitch';
import { Text } from '../lib/LocalizedText';

type NavItems = NonNullable<NonNullable<LayoutQueryResult['navigation']>['items']>;

export function Header({ companyName, items }: { companyName: string; items: NavItems }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any route change (a menu item,
  // the back button, a footer link) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const closeMenu = () => setMenuOpenOn(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <div className="site-header__bar">
        <SiteLink
          to={paths.home}
          className="site-header__logo"
          aria-label={t('header.homeLink', { company: companyName })}
          onChosen={closeMenu}
        >
          <LogoMark />
          <span aria-hidden="true">{companyName}</span>
        </SiteLink>
        <nav
          className="site-nav"
          aria-label={t('header.mainNavigation')}
          // The open menu is a disclosure over the top of the page, not a modal: Tab flows on
          // past its last item, and the menu then closes instead of hiding what has focus.
          onBlur={(event) => {
            const next = event.relatedTarget;
            if (next instanceof Node && !event.currentTarget.contains(next)) closeMenu();
          }}
        >
          <button
            ref={menuButton}
            type="button"
            className="site-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            <span className="site-nav__toggle-bars" aria-hidden="true" />
          </button>
          <ul
            id="site-menu"
            className={menuOpen ? 'site-nav__list site-nav__list--open' : 'site-nav__list'}
          >
            {items.map(({ _key, label, target }) =>
              target ? (
                <li key={_key}>
                  {/* The contact section is part of the home page, never a page of its own. */}
                  <SiteLink
                    to={target}
                    nav={target !== CONTACT_TARGET}
                    className="site-nav__link"
                    onChosen={closeMenu}
                  >
                    <Text value={label} />
                  </SiteLink>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
