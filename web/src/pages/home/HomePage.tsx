import { useLoaderData } from 'react-router-dom';
import type { HomePageQueryResult } from '../../content/sanity.types';
import { CONTACT_SECTION_ID } from '../../layout/siteLinks';

export function HomePage() {
  const page = useLoaderData() as NonNullable<HomePageQueryResult>;
  return (
    <div className="page">
      <h1>{page.heading}</h1>
      <section
        id={CONTACT_SECTION_ID}
        className="contact-section"
        aria-labelledby="contact-heading"
      >
        <h2 id="contact-heading">{page.contactHeading}</h2>
      </section>
    </div>
  );
}
