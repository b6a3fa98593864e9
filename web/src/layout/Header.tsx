import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/language';
import { useLocation } from 'react-router-dom';
import type { LayoutQueryResult } from '../content/sanity.types';
import { LogoMark } from './Logo';
import { CONTACT_TARGET, DEMO_TARGET } from './siteLinks';
import { SiteLink } from './SiteLink';
import './Header.css';
import { paths } from '../lib/paths';
import { LanguageSwitch } from './LanguageSwitch';
import { Text } from '../lib/LocalizedText';

type Navigation = NonNullable<LayoutQueryResult['navigation']>;
type NavItems = NonNullable<Navigation['items']>;
type HeaderActions = Navigation['headerActions'];

/** Whether an element is rendered: a `display: none` element, or one inside one, has no box. */
const isRendered = (element: Element) => element.getClientRects().length > 0;

/** The links of the open menu that take focus, in their order (the hidden ones left out). */
const menuLinks = (menu: HTMLElement | null) =>
  [...(menu?.querySelectorAll<HTMLElement>('a[href]') ?? [])].filter(isRendered);

/**
 * The bar on top of every page: the logo, the main navigation, the language switch and the way
 * to the demo call, which stays in the bar at every width. Below the desktop width (Header.css)
 * the navigation, the two calls to action (demo and consultation) and the language switch fold
 * into a menu behind a button. Open, the menu covers the page with a backdrop and holds the
 * focus: Tab and Shift+Tab cycle through the button and the menu's links, Escape closes it and
 * puts the focus back on the button, and a click on the backdrop or a choice closes it.
 * A campaign's landing page may hide the main navigation (`campaign`): the bar then holds the
 * logo, the language switch and the demo call's button at every width, and no menu.
 */
export function Header({
  companyName,
  items,
  actions,
  campaign = false,
}: {
  companyName: string;
  items: NavItems;
  actions: HeaderActions;
  campaign?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any route change (a menu item,
  // the back button, a footer link) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const closeMenu = () => setMenuOpenOn(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const toggle = menuButton.current;
      if (event.key === 'Escape') {
        setMenuOpenOn(null);
        toggle?.focus();
        return;
      }
      // On a desktop the button is hidden and the menu is the bar's navigation: nothing to hold.
      if (event.key !== 'Tab' || !toggle || !isRendered(toggle)) return;
      const cycle = [toggle, ...menuLinks(menu.current)];
      const current = cycle.indexOf(document.activeElement as HTMLElement);
      const step = event.shiftKey ? -1 : 1;
      const next = current === -1 ? 0 : (current + step + cycle.length) % cycle.length;
      event.preventDefault();
      cycle[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      className={[
        'site-header',
        menuOpen && 'site-header--menu-open',
        campaign && 'site-header--campaign',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      {/* Covers the page below the open menu; a click on it closes the menu. Pointer only: the
          keyboard closes the menu with Escape or the button. Before the bar, so the menu lies on it. */}
      {menuOpen && <div className="site-menu__backdrop" aria-hidden="true" onClick={closeMenu} />}
      <div className="site-header__bar">
        <SiteLink
          to={paths.home}
          className="site-header__logo"
          aria-label={t('header.homeLink', { company: companyName })}
          onChosen={closeMenu}
        >
          <LogoMark />
          <span className="site-header__name" aria-hidden="true">
            {companyName}
          </span>
        </SiteLink>
        {!campaign && (
          <div
            ref={menu}
            id="site-menu"
            className={menuOpen ? 'site-menu site-menu--open' : 'site-menu'}
            // A click outside the menu and its button (the logo) moves the focus away: the menu
            // closes behind it.
            onBlur={(event) => {
              const next = event.relatedTarget;
              if (
                next instanceof Node &&
                !event.currentTarget.contains(next) &&
                next !== menuButton.current
              )
                closeMenu();
            }}
          >
            <nav className="site-nav" aria-label={t('header.mainNavigation')}>
              <ul className="site-nav__list">
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
            {(actions?.demoLabel?.text || actions?.contactLabel?.text) && (
              <div className="site-menu__actions">
                {actions.demoLabel?.text && (
                  <SiteLink to={DEMO_TARGET} className="button" onChosen={closeMenu}>
                    <Text value={actions.demoLabel} />
                  </SiteLink>
                )}
                {actions.contactLabel?.text && (
                  <SiteLink
                    to={CONTACT_TARGET}
                    className="button button--secondary"
                    onChosen={closeMenu}
                  >
                    <Text value={actions.contactLabel} />
                  </SiteLink>
                )}
              </div>
            )}
            <LanguageSwitch className="site-menu__language" />
          </div>
        )}
        <LanguageSwitch className="site-header__language" />
        {actions?.demoLabel?.text && (
          <SiteLink to={DEMO_TARGET} className="button site-header__cta" onChosen={closeMenu}>
            <Text value={actions.demoLabel} />
          </SiteLink>
        )}
        {!campaign && (
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
        )}
      </div>
    </header>
  );
}
