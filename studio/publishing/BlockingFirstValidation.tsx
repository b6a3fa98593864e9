import { ErrorOutlineIcon, InfoOutlineIcon, WarningOutlineIcon } from '@sanity/icons';
import { Box, Card, Flex, Stack, Text } from '@sanity/ui';
import {
  mergeParseErrors,
  useParseErrors,
  useTranslation,
  type DocumentInspectorProps,
  type ValidationMarker,
} from 'sanity';
import { DocumentInspectorHeader, useDocumentPane } from 'sanity/structure';
import { fieldTitles } from './fieldTitles';

// The document's validation panel with what blocks publishing first. Sanity's own panel lists
// the findings in the order of the form's fields, so that one red error could stand below twenty
// yellow hints (an empty English text each). Same findings, same cards and clicks (each opens
// its field), in two groups: the errors, then the warnings and notes.

const rank = { error: 0, warning: 1, info: 2 } as const;
const icons = { error: ErrorOutlineIcon, warning: WarningOutlineIcon, info: InfoOutlineIcon };
const tones = { error: 'critical', warning: 'caution', info: 'primary' } as const;

export function BlockingFirstValidation({ onClose }: DocumentInspectorProps) {
  const { onFocus, onPathOpen, schemaType, validation, value } = useDocumentPane();
  const parseErrors = useParseErrors();
  const { t } = useTranslation('validation');
  const markers = [...mergeParseErrors(validation, parseErrors)].sort(
    (a, b) => rank[a.level] - rank[b.level],
  );
  const blocking = markers.filter(({ level }) => level === 'error');
  const hints = markers.filter(({ level }) => level !== 'error');

  const card = (marker: ValidationMarker, index: number) => {
    const Icon = icons[marker.level];
    const where = fieldTitles(schemaType, value, marker.path).join(' › ');
    return (
      <Card
        key={index}
        as="button"
        padding={3}
        radius={2}
        tone={tones[marker.level]}
        onClick={() => {
          onPathOpen(marker.path);
          onFocus(marker.path);
        }}
      >
        <Flex align="flex-start" gap={3}>
          <Text size={1}>
            <Icon />
          </Text>
          <Stack flex={1} space={2}>
            {where && (
              <Text size={1} weight="medium">
                {where}
              </Text>
            )}
            <Text muted size={1}>
              {marker.message}
            </Text>
          </Stack>
        </Flex>
      </Card>
    );
  };

  return (
    <Flex direction="column" height="fill" overflow="hidden">
      <DocumentInspectorHeader
        closeButtonLabel={t('panel.close-button-aria-label')}
        flex="none"
        onClose={onClose}
        title={t('panel.title')}
      />
      <Card flex={1} overflow="auto" padding={3}>
        {markers.length === 0 && (
          <Box padding={2}>
            <Text muted size={1}>
              {t('panel.no-errors-message')}
            </Text>
          </Box>
        )}
        <Stack space={4}>
          {blocking.length > 0 && (
            <Stack space={2} as="section" aria-label="Verhindert das Veröffentlichen">
              <Box padding={2}>
                <Text size={1} weight="semibold">
                  Verhindert das Veröffentlichen ({blocking.length})
                </Text>
              </Box>
              {blocking.map(card)}
            </Stack>
          )}
          {hints.length > 0 && (
            <Stack space={2} as="section" aria-label="Hinweise">
              <Box padding={2}>
                <Text size={1} weight="semibold">
                  Hinweise, Veröffentlichen möglich ({hints.length})
                </Text>
              </Box>
              {hints.map((marker, index) => card(marker, blocking.length + index))}
            </Stack>
          )}
        </Stack>
      </Card>
    </Flex>
  );
}
