// The read-only sections (./StaticSection.tsx): one chunk, loaded only when the app renders one.
export { Benefits } from './Benefits';
export { CaseStudies, Faq, LogoStrip, SampleConversation, Testimonials } from './ProofSections';
