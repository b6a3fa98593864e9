import type { PageAssistantOverrides } from '@site/machines/voiceWidget';
import type { LandingContent } from '../../content/pageContent';
import { textOf } from '../../lib/LocalizedText';

/** A landing page's own demo (Studio: Landingpage → „Demo-Gespräch dieser Seite“); null for none. */
export type DemoScenario = LandingContent['demoScenario'];

/**
 * The variables a page's demo fills in the assistant's prompt on Vapi ({{industry}},
 * {{industryBrief}}), beside {{language}}, which every call sends (machines/src/voiceWidget.ts).
 */
export const SCENARIO_VARIABLES = { industry: 'industry', brief: 'industryBrief' } as const;

/**
 * What a page's demo asks of the assistant with each call, as Vapi's assistant overrides: its
 * greeting as the first message, its industry and what the assistant may say about it as variable
 * values. Only what the editors filled in is sent; without a scenario (the home page) nothing, and
 * the assistant greets and speaks as configured on Vapi.
 */
export function scenarioOverrides(scenario: DemoScenario | undefined): PageAssistantOverrides {
  if (!scenario) return {};
  const greeting = textOf(scenario.greeting).trim();
  const variableValues: Record<string, string> = {};
  for (const field of ['industry', 'brief'] as const) {
    const value = textOf(scenario[field]).trim();
    if (value) variableValues[SCENARIO_VARIABLES[field]] = value;
  }
  return {
    ...(greeting && { firstMessage: greeting }),
    ...(Object.keys(variableValues).length > 0 && { variableValues }),
  };
}
