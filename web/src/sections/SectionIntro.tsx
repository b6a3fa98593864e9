import { Text, type LocalizedText } from '../lib/LocalizedText';

/** The optional paragraph under a section's heading: nothing where the editors left it empty. */
export function SectionIntro({ value }: { value: LocalizedText | null | undefined }) {
  if (!value?.text) return null;
  return (
    <p className="section-intro">
      <Text value={value} />
    </p>
  );
}
