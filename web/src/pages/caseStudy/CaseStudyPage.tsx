import { useLoaderData } from 'react-router-dom';
import type { CaseStudyContent } from '../../content/pageContent';
import { CallToAction } from '../../layout/CallToAction';
import { useLanguage, useTranslation } from '../../lib/language';
import { Text } from '../../lib/LocalizedText';
import { FigureSource } from '../../sections/FigureSource';
import { TestimonialCard } from '../../sections/ProofSections';
import { NotFoundPage } from '../NotFoundPage';
import { isNotFound, type NotFoundContent } from '../notFound';
import '../../sections/proof.css';
import './caseStudy.css';

/** A case study's own page (/fallstudien/<slug>): challenge, solution, the result and a quote. */
export function CaseStudyPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const page = useLoaderData() as CaseStudyContent | NotFoundContent;
  if (isNotFound(page)) return <NotFoundPage />;
  return (
    <article className="page case-study">
      <p className="case-study__industry">
        <Text value={page.industry} />
        {page.customer?.name && ` · ${page.customer.name}`}
      </p>
      <h1>
        <Text value={page.title} />
      </h1>
      <div className="case-study__layout">
        <div className="case-study__story">
          <h2>{t('sections.caseStudy.challenge')}</h2>
          <p>
            <Text value={page.challenge} />
          </p>
          <h2>{t('sections.caseStudy.solution')}</h2>
          <p>
            <Text value={page.solution} />
          </p>
        </div>
        <aside className="case-study__result" aria-labelledby="case-study-result">
          <h2 id="case-study-result">{t('sections.caseStudy.result')}</h2>
          <p className="case-study__value">
            <Text value={page.result?.value} />
          </p>
          <p className="case-study__label">
            <Text value={page.result?.label} />
          </p>
          <p>
            <Text value={page.result?.description} />
          </p>
          <FigureSource source={page.result?.source ?? null} />
        </aside>
      </div>
      {page.quote && <TestimonialCard testimonial={page.quote} />}
      <CallToAction
        id="case-study-cta"
        heading={{ text: t('sections.caseStudyCta.heading'), lang }}
        text={{ text: t('sections.caseStudyCta.text'), lang }}
        demoLabel={{ text: t('sections.caseStudyCta.demo'), lang }}
        contactLabel={{ text: t('sections.caseStudyCta.contact'), lang }}
      />
    </article>
  );
}
