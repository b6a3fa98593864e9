import { useLoaderData } from 'react-router-dom';
import type { HomeContent } from '../../content/pageContent';
import { PageSections } from '../../sections/PageSections';

/** The home page: the sections of the home page document, in the editors' order. */
export function HomePage() {
  const page = useLoaderData() as HomeContent;
  return <PageSections sections={page.sections} demo={page.demo} />;
}
