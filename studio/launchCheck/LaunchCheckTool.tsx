import { CheckmarkCircleIcon, SyncIcon } from '@sanity/icons';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  Spinner,
  Stack,
  Text,
  type BadgeTone,
} from '@sanity/ui';
import { useEffect, useMemo, useState } from 'react';
import {
  pathToString,
  prepareForPreview,
  useClient,
  useSchema,
  type Schema,
  type Tool,
} from 'sanity';
import { useIntentLink } from 'sanity/router';
import { SANITY_DEFAULT_API_VERSION } from '../../web/src/config/services.ts';
import {
  byUrgency,
  countLaunchFindings,
  launchCheck,
  launchFindingKinds,
  type LaunchFinding,
  type LaunchFindingKind,
} from '../../web/src/content/launchCheck.ts';
import { pageWeightFindings, type PageWeightReport } from '../../web/src/content/pageWeight.ts';
import { allDocumentsQuery } from '../../web/src/content/queries.ts';
import { findingField } from './fieldTitles';
import { groupLaunchFindings, type LaunchGroup } from './groups';
import { fetchPageWeights } from './pageWeights';
import { seedImageIds } from './seedImageIds';

// The Studio's launch check: the published documents through the Studio's own client, checked
// in the browser by the same function as the build's (web/src/content/launchCheck.ts), and the
// pages the site measured over their budget at its last render (./pageWeights.ts).

/** Each kind's word beside a finding, and how urgent it looks. */
const kindBadges: Record<LaunchFindingKind, { label: string; tone: BadgeTone }> = {
  placeholder: { label: 'Platzhalter', tone: 'critical' },
  seedImage: { label: 'Platzhalter-Bild', tone: 'critical' },
  example: { label: 'Beispiel', tone: 'critical' },
  figureWithoutSource: { label: 'Ohne Quelle', tone: 'caution' },
  englishMissing: { label: 'Englisch fehlt', tone: 'caution' },
  altMissing: { label: 'Alternativtext fehlt', tone: 'caution' },
  pageWeight: { label: 'Zu schwer', tone: 'caution' },
};

/** What the site measured of its pages, or why it could not be asked. */
type Weights = { report: PageWeightReport } | { unreachable: string };

type Checked =
  | { status: 'checking' }
  | { status: 'failed'; message: string }
  | { status: 'checked'; documents: unknown[]; weights: Weights };

/** A document's title: its preview's, else its type's; `_type` where the schema has no type. */
function documentTitle(schema: Schema, document: unknown, documentType: string) {
  const schemaType = schema.get(documentType);
  if (!schemaType) return documentType;
  try {
    const { title } = prepareForPreview(document, schemaType);
    if (typeof title === 'string' && title.trim() !== '') return title;
  } catch {
    // A preview that needs more than the document itself: the type's title instead.
  }
  return schemaType.title ?? documentType;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function LaunchCheckTool({ tool }: { tool: Tool<{ siteOrigin: string }> }) {
  const siteOrigin = tool.options!.siteOrigin;
  const client = useClient({ apiVersion: SANITY_DEFAULT_API_VERSION });
  const schema = useSchema();
  const [checked, setChecked] = useState<Checked>({ status: 'checking' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    // What the site shows after its next build: published documents, no drafts.
    const documents = client.fetch(allDocumentsQuery, {}, { perspective: 'published' });
    // A site that does not answer leaves the content's findings: its pages are just not weighed.
    const weights = fetchPageWeights(siteOrigin).then(
      (report): Weights => ({ report }),
      (error: unknown): Weights => ({ unreachable: errorText(error) }),
    );
    Promise.all([documents, weights]).then(
      ([documents, weights]: [unknown[], Weights]) =>
        current && setChecked({ status: 'checked', documents, weights }),
      (error: unknown) => current && setChecked({ status: 'failed', message: errorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [client, siteOrigin, round]);

  const recheck = () => {
    setChecked({ status: 'checking' });
    setRound((value) => value + 1);
  };

  return (
    <Card height="fill" overflow="auto">
      <Container width={2} paddingX={4} paddingY={5}>
        <Stack space={5}>
          <Stack space={4}>
            <Heading as="h1" size={3}>
              Vor dem Start
            </Heading>
            <Text muted>
              Was vor dem Start der Website noch ersetzt oder ergänzt werden sollte: zuerst, was den
              Start blockiert (Platzhalter und Beispiele der Einrichtung), dann Hinweise (Kennzahlen
              ohne Quelle, fehlende englische Texte und Alternativtexte, zu schwere Seiten). Geprüft
              wird, was veröffentlicht ist; ein Klick öffnet das Feld.
            </Text>
          </Stack>
          {checked.status === 'checking' && (
            <Flex align="center" gap={3}>
              <Spinner muted />
              <Text muted>Die veröffentlichten Inhalte werden geprüft …</Text>
            </Flex>
          )}
          {checked.status === 'failed' && (
            <Card tone="critical" padding={4} radius={2} border>
              <Stack space={4}>
                <Text>Die Inhalte konnten nicht gelesen werden: {checked.message}</Text>
                <Box>
                  <Button icon={SyncIcon} text="Erneut prüfen" onClick={recheck} />
                </Box>
              </Stack>
            </Card>
          )}
          {checked.status === 'checked' && (
            <Findings
              documents={checked.documents}
              weights={checked.weights}
              schema={schema}
              onRecheck={recheck}
            />
          )}
        </Stack>
      </Container>
    </Card>
  );
}

function Findings({
  documents,
  weights,
  schema,
  onRecheck,
}: {
  documents: unknown[];
  weights: Weights;
  schema: Schema;
  onRecheck: () => void;
}) {
  const { findings, blocking, hints, byId } = useMemo(() => {
    const findings = [
      ...launchCheck(documents, { seedImageIds }),
      ...('report' in weights ? pageWeightFindings(weights.report.pages, documents) : []),
    ];
    const byId = new Map(
      documents.map((document) => [(document as { _id?: unknown })._id, document]),
    );
    const titleOf = (id: string, type: string) => documentTitle(schema, byId.get(id), type);
    const { blocking, hints } = byUrgency(findings);
    return {
      findings,
      blocking: groupLaunchFindings(blocking, titleOf),
      hints: groupLaunchFindings(hints, titleOf),
      byId,
    };
  }, [documents, weights, schema]);
  const counts = countLaunchFindings(findings);
  const urgencies = [
    {
      id: 'blockiert',
      heading: 'Blockiert den Start',
      intro: 'Texte, Bilder und Einträge der Einrichtung, die Besucher sonst für echt halten.',
      groups: blocking,
    },
    {
      id: 'hinweise',
      heading: 'Hinweise',
      intro: 'Die Website funktioniert ohne, aber vor dem Start sollte es erledigt sein.',
      groups: hints,
    },
  ].filter(({ groups }) => groups.length > 0);

  return (
    <Stack space={5}>
      <Flex gap={2} wrap="wrap" align="center">
        {(Object.keys(launchFindingKinds) as LaunchFindingKind[]).map((kind) => (
          <Badge
            key={kind}
            tone={counts[kind] === 0 ? 'positive' : kindBadges[kind].tone}
            padding={2}
          >
            {launchFindingKinds[kind]}: {counts[kind]}
          </Badge>
        ))}
        <Button icon={SyncIcon} mode="ghost" text="Erneut prüfen" onClick={onRecheck} />
      </Flex>
      <Text size={1} muted>
        {'report' in weights
          ? weights.report.renderedAt
            ? `Seitengewicht: gemessen beim letzten Erzeugen der Website, ${new Date(weights.report.renderedAt).toLocaleString('de-DE')}.`
            : 'Seitengewicht: Die Website wurde noch nicht erzeugt.'
          : `Seitengewicht nicht geprüft: Die Website antwortet nicht (${weights.unreachable}).`}
      </Text>
      {findings.length === 0 ? (
        <Card tone="positive" padding={4} radius={2} border>
          <Flex align="center" gap={3}>
            <Text>
              <CheckmarkCircleIcon />
            </Text>
            <Text>Alles bereit: keine Platzhalter, Beispiele oder Lücken gefunden.</Text>
          </Flex>
        </Card>
      ) : (
        urgencies.map(({ id, heading, intro, groups }) => (
          <Stack as="section" key={id} space={4} aria-labelledby={`vor-dem-start-${id}`}>
            <Stack space={3}>
              <Heading as="h2" size={2} id={`vor-dem-start-${id}`}>
                {heading} ({groups.reduce((sum, group) => sum + group.findings.length, 0)})
              </Heading>
              <Text size={1} muted>
                {intro}
              </Text>
            </Stack>
            {groups.map((group) => (
              <DocumentFindings
                key={group.documentId}
                group={group}
                schema={schema}
                document={byId.get(group.documentId)}
              />
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}

function DocumentFindings({
  group,
  schema,
  document,
}: {
  group: LaunchGroup;
  schema: Schema;
  document: unknown;
}) {
  const typeTitle = schema.get(group.documentType)?.title ?? group.documentType;
  const count = group.findings.length;
  const counted = count === 1 ? '1 Fund' : `${count} Funde`;
  return (
    <Card as="section" border radius={2}>
      <Stack space={1} padding={1}>
        <Box padding={3}>
          <Stack space={3}>
            <Heading as="h3" size={1}>
              {group.title}
            </Heading>
            <Text size={1} muted>
              {typeTitle === group.title ? counted : `${typeTitle} · ${counted}`}
            </Text>
          </Stack>
        </Box>
        {group.findings.map((finding) => (
          <FindingLink
            key={`${finding.kind} ${pathToString(finding.path)}`}
            finding={finding}
            field={findingField(schema, document, finding)}
          />
        ))}
      </Stack>
    </Card>
  );
}

/**
 * A finding, as a link that opens its document with its field in focus: the field's titles
 * (`field`) first, then what was found.
 */
function FindingLink({ finding, field }: { finding: LaunchFinding; field: string }) {
  const { documentId, documentType, path, kind, message } = finding;
  const { href, onClick } = useIntentLink({
    intent: 'edit',
    params: {
      id: documentId,
      type: documentType,
      ...(path.length > 0 && { path: pathToString(path) }),
    },
  });
  return (
    <Card as="a" href={href} onClick={onClick} padding={3} radius={2}>
      <Flex gap={3} align="flex-start">
        {/* One width for every kind's word, so that the messages line up. */}
        <Box flex="none" style={{ width: '8.5rem' }}>
          <Badge tone={kindBadges[kind].tone}>{kindBadges[kind].label}</Badge>
        </Box>
        <Stack space={2} flex={1}>
          {field && (
            <Text size={1} weight="semibold">
              {field}
            </Text>
          )}
          <Text size={1}>{message}</Text>
        </Stack>
      </Flex>
    </Card>
  );
}
