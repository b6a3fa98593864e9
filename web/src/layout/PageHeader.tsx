import { Text, type LocalizedText } from '../lib/LocalizedText';

/** A page's heading and the sentence that introduces it, as every content page opens. */
export function PageHeader({
  heading,
  intro,
}: {
  heading: LocalizedText | null | undefined;
  intro: LocalizedText | null | undefined;
}) {
  return (
    <>
      <h1>
        <Text value={heading} />
      </h1>
      <p className="section-intro">
        <Text value={intro} />
      </p>
    </>
  );
}
