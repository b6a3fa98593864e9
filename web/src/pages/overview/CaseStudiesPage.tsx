import { useLoaderData } from 'react-router-dom';
import type { CaseStudiesOverviewContent } from '../../content/pageContent';
import { PageHeader } from '../../layout/PageHeader';
import { CaseStudyCard } from '../../sections/CaseStudyCard';
import '../../sections/proof.css';
import './overview.css';

/** „Fallstudien“ (/fallstudien): every case study as the card the home page shows. */
export function CaseStudiesPage() {
  const page = useLoaderData() as CaseStudiesOverviewContent;
  return (
    <div className="page overview">
      <PageHeader heading={page.heading} intro={page.intro} />
      <ul className="case-studies__list">
        {page.caseStudies.map((study) => (
          <CaseStudyCard key={study._id} study={study} linkLabel={page.linkLabel} Heading="h2" />
        ))}
      </ul>
    </div>
  );
}
