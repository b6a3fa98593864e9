import { useLoaderData } from 'react-router-dom';
import type { SimplePageQueryResult } from '../content/sanity.types';

/** Placeholder body of a page whose full content model comes with the page-copy issue. */
export function SimplePage() {
  const page = useLoaderData() as NonNullable<SimplePageQueryResult>;
  return (
    <div className="page">
      <h1>{page.heading}</h1>
    </div>
  );
}
