import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { HydrationBoundary } from '../lib/hydration';
import { findSeo } from '../lib/seo';
import { textOf } from '../lib/LocalizedText';
import { Footer } from './Footer';
import { Header } from './Header';
import { useLayoutContent } from './layoutContent';

/** Keeps <title> and the meta description current on client-side navigation. */
function useDocumentHead() {
  const seo = findSeo(useMatches().map(({ data }) => data));
  const title = textOf(seo?.title);
  const description = textOf(seo?.description);
  useEffect(() => {
    if (title) document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

/** Whether the page is a campaign's landing page that hides the main navigation. */
function useCampaignPage() {
  return useMatches().some(
    ({ data }) => (data as { hideMainNavigation?: unknown } | null)?.hideMainNavigation === true,
  );
}

export function RootLayout() {
  const layout = useLayoutContent();
  useDocumentHead();
  const campaign = useCampaignPage();
  const { settings, navigation, journeySteps } = layout;

  return (
    <>
      <HydrationBoundary>
        <Header
          companyName={settings?.companyName ?? ''}
          items={navigation?.items ?? []}
          actions={navigation?.headerActions ?? null}
          campaign={campaign}
        />
      </HydrationBoundary>
      <main id="main" tabIndex={-1}>
        <HydrationBoundary>
          <Outlet />
        </HydrationBoundary>
      </main>
      {settings && navigation?.footer && (
        <HydrationBoundary>
          <Footer
            settings={settings}
            labels={navigation.footer}
            journeySteps={journeySteps ?? []}
          />
        </HydrationBoundary>
      )}
    </>
  );
}
