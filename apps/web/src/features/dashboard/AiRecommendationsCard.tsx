import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { GenerateButtons } from '../ai/GenerateButtons.tsx';
import { openSuggestions } from '../ai/labels.ts';
import { NoSuggestions, SuggestionsSkeleton } from '../ai/SuggestionStates.tsx';
import { SuggestionGrid } from '../ai/SuggestionItem.tsx';
import { useGenerateAi } from '../ai/use-ai-actions.ts';
import { useQuery } from '@tanstack/react-query';
import { suggestionsQuery } from '../ai/queries.ts';

/** At most 3 unapplied suggestions on the dashboard; the rest are on AI Insights. */
export const DASHBOARD_SUGGESTIONS = 3;

const COLS = { base: 1, sm: 2, lg: 3 };

/**
 * The dashboard's 'AI Recommendations' card: the two generate buttons and the top unapplied
 * suggestions (highest impact first), each with 'Apply This Suggestion'.
 * `hasDebts`: whether the user has any debt to analyse (undefined while the dashboard loads).
 */
export function AiRecommendationsCard({ hasDebts }: { hasDebts?: boolean | undefined }) {
  const user = useCurrentUser();
  const utils = trpc.useUtils();
  const suggestions = useQuery(suggestionsQuery(utils));
  const ai = useGenerateAi();

  const open = openSuggestions(suggestions.data);
  const shown = open.slice(0, DASHBOARD_SUGGESTIONS);
  const more = open.length - shown.length;

  return (
    <Card role="region" aria-labelledby="ai-title">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={36} radius="md" variant="light" color="violet">
              <IconSparkles size={20} aria-hidden />
            </ThemeIcon>
            <div>
              <Title order={2} fz="lg" id="ai-title">
                AI Recommendations
              </Title>
              <Text size="xs" c="dimmed">
                {user.emailConfirmed
                  ? 'Ways to save interest, worked out from your debts and income'
                  : 'Confirm your email address to use AI recommendations.'}
              </Text>
            </div>
          </Group>
          <GenerateButtons ai={ai} />
        </Group>

        <QueryState
          query={suggestions}
          loading={<SuggestionsSkeleton count={DASHBOARD_SUGGESTIONS} cols={COLS} />}
          failure="Failed to load AI suggestions"
          empty={<NoSuggestions hasDebts={hasDebts} />}
          isEmpty={() => shown.length === 0}
        >
          {() => <SuggestionGrid suggestions={shown} cols={COLS} />}
        </QueryState>

        {/* Shown once there is any suggestion, applied ones included (they are on the Insights page). */}
        {(suggestions.data?.length ?? 0) > 0 && (
          <Anchor component={Link} to="/insights" size="sm" fw={600} w="fit-content">
            <Group gap={4} wrap="nowrap" component="span">
              {more > 0 ? `See all ${open.length} recommendations and your insights` : 'See your AI insights'}
              <IconArrowRight size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
